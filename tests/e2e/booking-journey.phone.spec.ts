import {
  bookingByReference,
  choosePartyStep,
  chooseTimeStep,
  fillDetailsStep,
  newDiner,
  openDateAhead,
  referenceOnBookingPage,
  referenceOnThanks,
} from '../support/booking-journey';
import { acceptCookiesBeforeVisit, expect, expectNoAxeViolations, test } from './fixtures';

// On a phone (390 px), from each entry, at restaurants the desktop journeys do not book.
test.describe.configure({ timeout: 90_000 });

test.describe('booking journey on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookiesBeforeVisit(page);
  });

  test('Book Now on the menu page: the modal fills the screen, the steps fit it, and the booking is made', async ({ page, request }) => {
    await page.goto('/menu');
    await page.getByTestId('header-book-now').click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel('Find a restaurant').fill('nottingham');
    await modal.getByRole('button', { name: 'Old Market Square' }).click();
    await expect(modal.getByRole('heading', { name: 'Create your booking' })).toBeVisible();
    await choosePartyStep(modal);
    await expectNoAxeViolations(page);
    await chooseTimeStep(modal, 2);
    await fillDetailsStep(modal, newDiner('phone-modal'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await modal.getByRole('button', { name: 'Book now' }).click();
    const reference = await referenceOnThanks(modal);
    expect(await bookingByReference(request, reference)).toMatchObject({ storeId: 1019, status: 'confirmed' });
  });

  test("a restaurant page's booking area", async ({ page, request }) => {
    await page.goto('/restaurants/bristol/harbourside');
    await page.getByTestId('header-book-now').click();
    const area = page.locator('#booking');
    await choosePartyStep(area, { guests: 4 });
    await chooseTimeStep(area, 1);
    await fillDetailsStep(area, newDiner('phone-area'));
    await expectNoAxeViolations(page);
    await area.getByRole('button', { name: 'Book now' }).click();
    const reference = await referenceOnThanks(area);
    expect(await bookingByReference(request, reference)).toMatchObject({ storeId: 1021, status: 'confirmed' });
  });

  test('/book-now', async ({ page, request }) => {
    await page.goto('/book-now');
    const area = page.locator('#booking');
    await area.getByLabel('Restaurant').selectOption({ label: 'Buchanan Street' });
    await area.getByRole('button', { name: 'Continue' }).click();
    await choosePartyStep(area);
    await chooseTimeStep(area, 3);
    await fillDetailsStep(area, newDiner('phone-home'));
    await area.getByRole('button', { name: 'Book now' }).click();
    const reference = await referenceOnThanks(area);
    expect(await bookingByReference(request, reference)).toMatchObject({ storeId: 1023, status: 'confirmed' });
  });

  test("a restaurant's book-now page", async ({ page, request }) => {
    await page.goto('/restaurants/london/kings-cross/book-now');
    const area = page.locator('#booking');
    await choosePartyStep(area, { occasion: 'Birthday or celebration', guests: 2 });
    await chooseTimeStep(area, 5);
    await fillDetailsStep(area, newDiner('phone-page'));
    await area.getByRole('button', { name: 'Book now' }).click();
    const reference = await referenceOnThanks(area);
    expect(await bookingByReference(request, reference)).toMatchObject({ storeId: 1013, status: 'confirmed' });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("a restaurant's book-now page takes the booking to its reference", async ({ page, request }) => {
      await page.goto('/restaurants/london/canary-wharf/book-now');
      const area = page.locator('#booking');
      await choosePartyStep(area, { guests: 2, date: openDateAhead('sunday') });
      await chooseTimeStep(area, 2);
      await fillDetailsStep(area, newDiner('phone-no-script'));
      await area.getByRole('button', { name: 'Book now' }).click();
      const reference = await referenceOnBookingPage(page);
      expect(await bookingByReference(request, reference)).toMatchObject({ storeId: 1014, status: 'confirmed' });
    });

    test('/book-now', async ({ page, request }) => {
      await page.goto('/book-now');
      const area = page.locator('#booking');
      await area.getByLabel('Restaurant').selectOption({ label: 'Cornmarket' });
      await area.getByRole('button', { name: 'Continue' }).click();
      await choosePartyStep(area);
      await chooseTimeStep(area, 1);
      await fillDetailsStep(area, newDiner('phone-no-script-home'));
      await area.getByRole('button', { name: 'Book now' }).click();
      const reference = await referenceOnBookingPage(page);
      expect(await bookingByReference(request, reference)).toMatchObject({ storeId: 1036, status: 'confirmed' });
    });
  });
});

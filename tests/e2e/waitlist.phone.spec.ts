import { expect as pollExpect, type APIRequestContext, type Locator } from '@playwright/test';
import { bookAsAnotherDiner, choosePartyStep, londonDate } from '../support/booking-journey';
import { acceptCookiesBeforeVisit, expect, expectNoAxeViolations, test } from './fixtures';
import { linkIn, uniqueEmail } from './outbox';

// The waitlist on a phone (390 px), with and without JavaScript: a party of nine finds 19:00 full at King's Cross (only
// T14 seats nine: one booking fills the evening), joins the waitlist from the journey, the other party cancels, and
// the emailed link books the held table in one step. Dates far enough ahead that the other 1013 tests' small parties
// at the first free times never meet them, and apart from tests/integration/waitlist.test.ts's.
test.describe.configure({ timeout: 120_000 });

const STORE = 1013;

type OutboxEmail = { subject: string; text: string };

/** The offer arrives within the 60 seconds (a job, then the email queue). */
async function offerEmail(request: APIRequestContext, adminToken: string, to: string): Promise<OutboxEmail> {
  let found: OutboxEmail | undefined;
  await pollExpect
    .poll(
      async () => {
        const response = await request.get(`/cms-api/outbox?where[to][equals]=${encodeURIComponent(to)}&limit=50`, {
          headers: { Authorization: `JWT ${adminToken}` },
        });
        found = ((await response.json()) as { docs: OutboxEmail[] }).docs.find((email) => email.subject.startsWith('A table is free'));
        return Boolean(found);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return found!;
}

async function joinFromTheJourney(page: import('@playwright/test').Page, date: string, email: string, { axe }: { axe: boolean }) {
  await page.goto('/restaurants/london/kings-cross/book-now');
  const area: Locator = page.locator('#booking');
  await choosePartyStep(area, { guests: 9, date });
  await expect(area.getByRole('heading', { name: 'Date and time' })).toBeVisible();
  await expect(area.getByRole('group', { name: /^Time on/ }).getByRole('radio', { name: '19:00' })).toHaveCount(0);
  await area.getByRole('link', { name: 'Tell me if a table frees up' }).click();

  await expect(page.getByRole('heading', { name: 'Tell me if a table frees up' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Join the waitlist' });
  await expect(form.getByLabel('Adults')).toHaveValue('9');
  await expect(form.getByLabel('Date')).toHaveValue(date);
  await form.getByLabel('First name').fill('Wendy');
  await form.getByLabel('Last name').fill('Waites');
  await form.getByLabel('Email address').fill(email);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // axe runs in the page: only with JavaScript.
  if (axe) await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Tell me if a table frees up' }).click();
  await expect(page.getByTestId('waitlist-joined')).toContainText('You are on the waitlist');
}

async function cancelAndConfirm(page: import('@playwright/test').Page, request: APIRequestContext, adminToken: string, reference: string, email: string) {
  const cancelled = await request.post(`/api/staff/bookings/${reference}/status`, {
    headers: { Authorization: `JWT ${adminToken}` },
    data: { status: 'cancelled' },
  });
  expect(cancelled.status()).toBe(200);
  const offer = await offerEmail(request, adminToken, email);
  await page.goto(linkIn(offer.text, '/manage-booking/'));
  await expect(page.getByRole('heading', { name: 'Please confirm your booking' })).toBeVisible();
  await expect(page.getByText('Wendy Waites')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Confirm my booking' }).click();
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
}

test.describe('the waitlist on a phone', () => {
  test.beforeEach(async ({ page }) => acceptCookiesBeforeVisit(page));

  test('join from a full time in the journey, then book the freed table from the emailed link', async ({ page, request, adminToken }) => {
    const date = londonDate(40);
    const other = await bookAsAnotherDiner(request, STORE, date, '19:00', 9);
    expect(other.status).toBe(201);
    const email = uniqueEmail('waitlist-js');
    await joinFromTheJourney(page, date, email, { axe: true });
    await cancelAndConfirm(page, request, adminToken, other.body.bookingReference!, email);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('join from a full time in the journey, then book the freed table from the emailed link', async ({ page, request, adminToken }) => {
      const date = londonDate(45);
      const other = await bookAsAnotherDiner(request, STORE, date, '19:00', 9);
      expect(other.status).toBe(201);
      const email = uniqueEmail('waitlist-no-js');
      await joinFromTheJourney(page, date, email, { axe: false });
      await cancelAndConfirm(page, request, adminToken, other.body.bookingReference!, email);
    });
  });
});

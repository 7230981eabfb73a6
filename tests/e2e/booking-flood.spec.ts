/**
 * The 2-hour rule as the diner meets it (docs/decisions/0052): a diner who already holds a table at the time they
 * choose is told plainly, in the journey with JavaScript and in the one the server answers without it, and nothing is
 * booked. Store used here: 1035 (Union Street, Aberdeen), on dates the integration tests leave alone (tomorrow onwards).
 */
import {
  bookingByReference,
  choosePartyStep,
  chooseTimeStep,
  fillDetailsStep,
  newDiner,
  siteApi,
  withBookingSettings,
  type Diner,
} from '../support/booking-journey';
import { botCheckProof } from '../support/bot-check';
import { acceptCookiesBeforeVisit, expect, test } from './fixtures';
import { allowApiRefusals } from './booking-journey-console';

const PAGE = '/restaurants/aberdeen/union-street/book-now';
const DINER_LIMIT = 'You already have a booking within 2 hours of this time';

test.describe.configure({ timeout: 90_000 });

/** Books the diner's own table at `time` through the API first, as if from another tab or another restaurant. */
async function alreadyBooked(request: Parameters<typeof siteApi>[0], diner: Diner, date: string, time: string) {
  const api = await siteApi(request);
  const { body } = await api.get<{ occasions: { id: number; name: string }[] }>(`/api/booking/occasions/1035?date=${date}`);
  const occasion = body.occasions.find((candidate) => candidate.name === 'Table booking')!;
  const created = await api.post<{ bookingStatus: number }>('/api/booking/create/1035', {
    ...{ occasionId: occasion.id, adults: 2, children: 0, bookingDate: date, time },
    customer: { firstName: diner.firstName, lastName: diner.lastName, email: diner.email.toUpperCase() },
    // Solved here as the diner's other tab solved it while they typed.
    botCheck: await botCheckProof(new URL(test.info().project.use.baseURL!).origin),
  });
  expect(created.status).toBe(201);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the 2-hour rule ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });
    test.beforeEach(async ({ page }) => {
      await acceptCookiesBeforeVisit(page);
    });

    test('a diner who already holds a table at that time is told so on the details step, and nothing more is booked', async ({
      page,
      request,
      consoleErrors,
    }) => {
      await page.goto(PAGE);
      const area = page.locator('#booking');
      await choosePartyStep(area, { guests: 2 });
      // Without JavaScript the choices are in the address.
      const date = javaScriptEnabled
        ? await area.getByRole('textbox', { name: 'Date', exact: true }).inputValue()
        : new URL(page.url()).searchParams.get('date')!;
      const time = await chooseTimeStep(area, javaScriptEnabled ? 1 : 2);
      const diner = newDiner(javaScriptEnabled ? 'two-hours-js' : 'two-hours-no-js');
      await fillDetailsStep(area, diner);
      await alreadyBooked(request, diner, date, time);
      await area.getByRole('button', { name: 'Book now' }).click();
      await expect(area.getByRole('alert')).toContainText(DINER_LIMIT);
      await expect(area.getByLabel('Email address')).toHaveValue(diner.email);
      allowApiRefusals(consoleErrors, [422]);
    });
  });
}

test.describe('the confirm-by-email switch', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookiesBeforeVisit(page);
  });

  test('on: the thanks screen sends the diner to their email to confirm within 30 minutes, and shows no manage link', async ({ page, request }) => {
    const restore = await withBookingSettings(request, 1035, { confirmByEmail: true });
    try {
      await page.goto(PAGE);
      const area = page.locator('#booking');
      await choosePartyStep(area, { guests: 2 });
      await chooseTimeStep(area, 3);
      const diner = newDiner('confirm-by-email');
      await fillDetailsStep(area, diner);
      await area.getByRole('button', { name: 'Book now' }).click();
      await expect(area.getByRole('heading', { name: 'Nearly done: please confirm your booking' })).toBeVisible();
      const reference = (await area.getByTestId('booking-reference').textContent())!.trim();
      await expect(area).toContainText(`We have emailed a link to ${diner.email}`);
      await expect(area).toContainText('within 30 minutes');
      await expect(area.getByRole('link', { name: 'View or change your booking' })).toHaveCount(0);
      expect(await bookingByReference(request, reference)).toMatchObject({ storeId: 1035, status: 'unconfirmed' });
    } finally {
      await restore();
    }
  });
});

/**
 * The booking journey's bot check in the browser (docs/decisions/0051): step three solves its proof while the diner
 * types, the booking goes out at once when they press Book now, a refused proof is said plainly and the next press
 * sends a fresh one; the honeypot is out of reach. Store used here (and nowhere else in the browser tests): 1017,
 * Briggate. (It was 1035, whose confirm-by-email switch booking-flood.spec.ts turns on meanwhile in the other worker.)
 */
import { choosePartyStep, chooseTimeStep, fillDetailsStep, newDiner, referenceOnThanks } from '../support/booking-journey';
import { allowApiRefusals } from './booking-journey-console';
import { acceptCookiesBeforeVisit, expect, test } from './fixtures';

// Each proof is a random search (about 4,096 tries of PBKDF2 on average, decision 0051): seconds in a browser, but
// on this 2-core machine running the whole suite one took over 30 s. The waits for a proof allow a minute each.
const PROOF_MS = 60_000;
test.describe.configure({ timeout: 180_000 });

test('the proof is made while the diner types; a refused one is said plainly and the next press books with a fresh one', async ({ page, consoleErrors }) => {
  await acceptCookiesBeforeVisit(page);
  const sent: { proof: string; at: number }[] = [];
  await page.route('**/api/booking/create/*', async (route) => {
    const body = route.request().postDataJSON() as { botCheck?: string };
    sent.push({ proof: body.botCheck ?? '', at: Date.now() });
    // The first booking goes with a proof the server cannot accept, as a used or expired one would be.
    if (sent.length === 1) return route.continue({ postData: JSON.stringify({ ...body, botCheck: 'not-a-proof' }) });
    return route.continue();
  });

  await page.goto('/restaurants/leeds/briggate/book-now');
  const area = page.locator('#booking');
  await choosePartyStep(area);
  await chooseTimeStep(area);
  await fillDetailsStep(area, newDiner('bot-check'));
  await expect(area.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
  await expect(area.locator('input[name="website"]')).toHaveAttribute('tabindex', '-1');
  // Solved in the background while the details were typed: ready before the diner presses the button.
  await expect(area.getByRole('status').filter({ hasText: 'Check complete. You can send the form.' })).toBeAttached({ timeout: PROOF_MS });

  const pressed = Date.now();
  await area.getByRole('button', { name: 'Book now' }).click();
  await expect(area.getByTestId('journey-notice')).toContainText('The spam check did not go through. Please send the form again.');
  expect(sent[0]!.at - pressed).toBeLessThan(1_000);
  const { challenge } = JSON.parse(Buffer.from(sent[0]!.proof, 'base64').toString('utf8')) as { challenge: { parameters: { algorithm: string } } };
  expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');

  await area.getByRole('button', { name: 'Book now' }).click();
  // The press waits for the fresh proof, then books.
  await expect(area.getByRole('heading', { name: /Your table is booked/ })).toBeVisible({ timeout: PROOF_MS });
  await referenceOnThanks(area);
  expect(sent).toHaveLength(2);
  expect(sent[1]!.proof).not.toBe(sent[0]!.proof);
  // The refusal (403) is the answer this test provokes.
  allowApiRefusals(consoleErrors, [403]);
});

/**
 * Step three when a booking needs a card guarantee (a party of ten or more, spec sections 4 and 7). The test servers
 * have no card provider, so the token call answers code 5 and the step says to call the restaurant. With a provider,
 * the browser's path runs up to Braintree's drop-in: the token is answered here as a configured site answers it,
 * and Braintree's script (from Braintree's servers, out of reach here) is requested only then.
 * Store used here (and nowhere else): 1020 (New Street, Birmingham).
 */
import { choosePartyStep, chooseTimeStep, fillDetailsStep, newDiner } from '../support/booking-journey';
import { acceptCookiesBeforeVisit, expect, expectNoAxeViolations, test } from './fixtures';
import { allowApiRefusals } from './booking-journey-console';

const PAGE = '/restaurants/birmingham/new-street/book-now';
const NEED_CARD_MESSAGE = 'This booking needs a credit card to confirm, please contact the restaurant directly.';
const DROP_IN_SCRIPT = /^https:\/\/js\.braintreegateway\.com\/web\/dropin\/[\d.]+\/js\/dropin\.min\.js$/;

test.describe.configure({ timeout: 90_000 });

test.describe('card guarantee in the booking journey', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookiesBeforeVisit(page);
  });

  test('without a card provider: code 5’s message and the restaurant’s number, no way to book online, no card script', async ({ page, consoleErrors }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto(PAGE);
    const area = page.locator('#booking');
    await choosePartyStep(area, { guests: 10 });
    await chooseTimeStep(area);
    await fillDetailsStep(area, newDiner('card-none'));
    const card = area.getByTestId('card-guarantee');
    await expect(card).toHaveAttribute('data-status', 'unavailable');
    await expect(card.getByRole('alert')).toContainText(NEED_CARD_MESSAGE);
    await expect(card.getByRole('link', { name: /^0/ })).toHaveAttribute('href', /^tel:/);
    await expect(card.getByTestId('card-form')).toBeHidden();
    await expect(area.getByRole('button', { name: 'Book now' })).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(page);
    expect(scripts.filter((url) => DROP_IN_SCRIPT.test(url))).toEqual([]);
    // The token call's refusal (code 5, 422) is the answer this test provokes.
    allowApiRefusals(consoleErrors, [422]);
  });

  test('with a card provider: Braintree’s drop-in is loaded into step three, and the step says so when it cannot load', async ({ page }) => {
    await page.route('**/api/v1/braintree/token', (route) => route.fulfill({ json: { clientToken: 'client-token-from-the-provider' } }));
    const dropInRequests: string[] = [];
    let answerDropIn: (() => Promise<void>) | null = null;
    await page.route(DROP_IN_SCRIPT, (route) => {
      dropInRequests.push(route.request().url());
      // Held like a slow network, then failed as a request to an unreachable server does (the fixture allows ERR_FAILED).
      answerDropIn = () => route.abort('failed');
    });

    await page.goto(PAGE);
    const area = page.locator('#booking');
    await choosePartyStep(area, { guests: 10 });
    await expect(area.getByRole('heading', { name: 'Date and time' })).toBeVisible();
    // Nothing of Braintree's loads before a step that needs a card.
    expect(dropInRequests).toEqual([]);
    await chooseTimeStep(area);
    const card = area.getByTestId('card-guarantee');
    await expect(card).toHaveAttribute('data-status', 'loading');
    await expect(card.getByRole('status')).toHaveText('Loading the secure card form…');
    await expect(card).toContainText('your card details go straight to our payment provider, Braintree');
    await expect(card.getByTestId('card-form')).toBeAttached();
    await expect(card.getByTestId('card-form')).not.toHaveAttribute('hidden');
    await expect.poll(() => dropInRequests.length).toBe(1);
    await expect(area.getByRole('button', { name: 'Book now' })).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(page);

    await answerDropIn!();
    await expect(card).toHaveAttribute('data-status', 'failed');
    await expect(card.getByRole('alert')).toContainText('the secure card form could not be loaded');
    await expect(card.getByRole('link', { name: /^0/ })).toHaveAttribute('href', /^tel:/);
    await expect(area.getByRole('button', { name: 'Book now' })).toHaveAttribute('aria-disabled', 'true');

    // Try again asks for the script again.
    await card.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => dropInRequests.length).toBe(2);
    await expect(card).toHaveAttribute('data-status', 'loading');
  });
});

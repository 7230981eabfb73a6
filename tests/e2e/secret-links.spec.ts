import type { Page, Response } from '@playwright/test';
import { botCheckProof } from '../support/bot-check';
import { newVisitorAddress, visitorHeaders } from '../support/visitor';
import { bookAndFindManageLink } from './booking-helpers';
import { SCRIPT_LOAD_DELAY_MS } from '@/features/consent/consent-cookies';
import { acceptCookiesBeforeVisit, expect, test } from './fixtures';
import { emailFromOutbox, linkIn, uniqueEmail } from './outbox';
import { pastPageTimers } from './page-clock';

/**
 * Addresses with a secret in them (src/lib/secret-addresses.ts), visited with analytics consent given: no
 * third-party script loads (neither the consent-management nor the tracking one), the data layer sees the address
 * with the secret taken out, and the answer says Referrer-Policy: no-referrer. The scripts are added a second after
 * the page has loaded or its page view was recorded (SCRIPT_LOAD_DELAY_MS), so each check waits for both, then for
 * that delay on the page's own clock (pastTheScriptsDelay).
 */

const BRAND_KEY = process.env.BRAND_KEY ?? 'marigold-web';

/** Every request the page makes to the fake consent and tracking scripts' hosts (fixtures.ts serves them). */
function thirdPartyRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const host = new URL(request.url()).host;
    if (host === 'consent.test' || host === 'tracking.test') seen.push(request.url());
  });
  return seen;
}

const dataLayerText = (page: Page) => page.evaluate(() => JSON.stringify(window.dataLayer ?? []));
const pageViews = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'page_view').map((entry) => (entry as { page_path: string }).page_path),
  );

/**
 * Once the page has loaded and hydrated, the moment its scripts would have been added has passed: their timers were
 * set by then (on load, or as the page view was recorded, which callers wait for where there is one), and run before
 * one set now.
 */
async function pastTheScriptsDelay(page: Page) {
  // Where no page view is recorded: the consent scripts' part is in a Suspense boundary of the layout's own, which
  // React hydrates before the loading bar's, the next one down.
  await expect.poll(() => page.locator('[data-loading-bar]').evaluate((bar) => Object.keys(bar).some((key) => key.startsWith('__reactProps$')))).toBe(true);
  await page.waitForFunction(() => document.readyState === 'complete');
  await pastPageTimers(page, SCRIPT_LOAD_DELAY_MS);
}

/** The page at `response` loaded no third-party script, and its data layer never held `secret`. */
async function expectNothingSent(page: Page, response: Response | null, secret: string, redactedPath: string, requested: string[]) {
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect.poll(() => pageViews(page)).toContain(redactedPath);
  await pastTheScriptsDelay(page);
  expect(requested).toEqual([]);
  expect(await page.evaluate(() => window.__loadedScripts ?? [])).toEqual([]);
  expect(await page.locator('script[src*="consent.test"], script[src*="tracking.test"]').count()).toBe(0);
  expect(await dataLayerText(page)).not.toContain(secret);
}

test.beforeEach(async ({ page }) => acceptCookiesBeforeVisit(page, 'necessary,performance,marketing'));

test('the manage-booking page loads no third-party script and shows the data layer no token, even after moving on', async ({ page, request, adminToken }) => {
  // The control: the same consent on an ordinary page loads both scripts and records its path.
  await page.goto('/restaurants');
  await expect.poll(() => page.evaluate(() => (window.__loadedScripts ?? []).map((script) => script.name).sort())).toEqual(['consent.test', 'tracking.test']);
  expect(await pageViews(page)).toContain('/restaurants');

  const { link } = await bookAndFindManageLink(request, adminToken, { storeId: 1034, daysAhead: 50, time: '13:30' });
  const token = link.split('/').pop()!;
  const requested = thirdPartyRequests(page);
  const response = await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking is confirmed');
  await expectNothingSent(page, response, token, '/manage-booking/[token]', requested);
  // The calendar file and the cancel page under it are kept to themselves too.
  expect((await request.get(`${link}/calendar`)).headers()['referrer-policy']).toBe('no-referrer');

  // On to an ordinary page without leaving the document (the site's own link, a client-side navigation): the scripts
  // stay away, since a script loaded now could still find the address this document was opened at.
  await page.locator('header').getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => pageViews(page)).toContain('/');
  await pastTheScriptsDelay(page);
  expect(requested).toEqual([]);
  expect(await page.locator('script[src*="consent.test"], script[src*="tracking.test"]').count()).toBe(0);
  expect(await dataLayerText(page)).not.toContain(token);
});

test('the sign-up confirmation and preferences pages load no third-party script and show the data layer no key', async ({
  page,
  request,
  adminToken,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('secret-links');
  const visitor = visitorHeaders(baseURL!, newVisitorAddress());
  const { accessToken } = (await (await request.post('/api/token', { headers: visitor, data: {} })).json()) as { accessToken: string };
  const signedUp = await request.post('/api/signup', {
    headers: { ...visitor, Authorization: `Bearer ${accessToken}`, 'X-Brand-Key': BRAND_KEY, 'X-Session-Id': `e2e-${Date.now()}` },
    data: {
      emailAddress: email,
      favouriteRestaurant: 1004,
      firstName: 'Robin',
      birthday: { day: 29, month: 2 },
      acceptTerms: true,
      botCheck: await botCheckProof(baseURL!),
    },
  });
  expect(signedUp.status()).toBe(202);
  const confirmPath = linkIn((await emailFromOutbox(request, adminToken, email, 'Please confirm')).text, '/sign-up/confirm/');
  const confirmToken = confirmPath.split('/').pop()!;

  const requested = thirdPartyRequests(page);
  const confirmPage = await page.goto(confirmPath);
  await expectNothingSent(page, confirmPage, confirmToken, '/sign-up/confirm/[token]', requested);

  // The button posts a form from a page that sends no referrer: the browser says `Origin: null`, and same-origin.
  const preferencesAnswer = page.waitForResponse((response) => /\/preferences\/[\w-]{43}\?welcome=1$/.test(response.url()));
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  const preferences = await preferencesAnswer;
  await expect(page.getByRole('status')).toContainText('Thank you for confirming');
  const guid = /\/preferences\/([\w-]{43})/.exec(page.url())![1]!;
  await expectNothingSent(page, preferences, guid, '/preferences/[guid]?welcome=1', requested);
  expect(await dataLayerText(page)).not.toContain(confirmToken);

  // Saving the preferences (a server action) still works from a page that sends no referrer.
  await page.getByLabel('First name').fill('Robin Lee');
  await page.getByRole('button', { name: 'Save my preferences' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your preferences have been saved.' })).toBeFocused();
  expect(requested).toEqual([]);
});

test('an invitation link’s code is kept from the data layer and the scripts alike', async ({ page }) => {
  const requested = thirdPartyRequests(page);
  const response = await page.goto('/referral?code=not-a-real-invitation-code');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Marigold Grill');
  await expectNothingSent(page, response, 'not-a-real-invitation-code', '/referral?code=[code]', requested);
});

test('before any cookie choice a secret page loads no third-party script either, not even the consent script', async ({ page }) => {
  // The control is in cookie-banner.spec.ts: with no choice, an ordinary page loads the consent script a second after loading.
  await page.context().clearCookies(); // the choice every other test here stores (beforeEach above)
  const requested = thirdPartyRequests(page);
  const response = await page.goto('/referral?code=not-a-real-invitation-code');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await pastTheScriptsDelay(page); // no choice, so no page view: the consent script's timer is set on load
  expect(requested).toEqual([]);
  expect(await page.locator('script[src*="consent.test"], script[src*="tracking.test"]').count()).toBe(0);
  expect(await dataLayerText(page)).not.toContain('not-a-real-invitation-code');
});

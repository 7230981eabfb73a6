import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { staffLogin } from '../support/staff';
import { newVisitorAddress } from '../support/visitor';

/** What the fake third-party scripts record when they run (see the route below). */
declare global {
  interface Window {
    __loadedScripts?: { name: string; at: number }[];
    __pageLoadedAt?: number;
  }
}

type Fixtures = { consoleErrors: string[] };
type WorkerFixtures = { adminToken: string };

/** A plain 1×1 PNG standing in for every map tile (Leaflet stretches it to the tile's size: 256 px, 128 on a phone). */
const mapTile = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4/+f/fwAJ+wP9BUNFsgAAAABJRU5ErkJggg==', 'base64');

/**
 * Every test: requests leaving the site are answered locally (the consent and tracking scripts by small fakes that
 * note when they ran, map tiles by a blank image), and any console error in the page fails the test.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  /** The administrator's token for Payload's REST API (/cms-api): one checked login per worker. */
  adminToken: [async ({}, use, workerInfo) => use(await staffLogin(new URL(workerInfo.project.use.baseURL!).origin)), { scope: 'worker' }],

  consoleErrors: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL!).origin;
      // Each test is a visitor of its own to the site's rate limits (tests/support/visitor.ts).
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newVisitorAddress() });
      await page.addInitScript(() => {
        window.__pageLoadedAt = Date.now();
      });
      await page.route('**/*', (route) => {
        const url = new URL(route.request().url());
        if (url.origin === origin) return route.continue();
        if (url.host === 'consent.test' || url.host === 'tracking.test') {
          return route.fulfill({
            contentType: 'text/javascript',
            body: `(window.__loadedScripts = window.__loadedScripts || []).push({ name: ${JSON.stringify(url.host)}, at: Date.now() });`,
          });
        }
        if (url.host === 'tiles.test') return route.fulfill({ contentType: 'image/png', body: mapTile });
        errors.push(`request to another site: ${url.href}`);
        return route.abort();
      });
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(String(error)));
      page.on('requestfailed', (request) => {
        const url = new URL(request.url());
        // Next cancels prefetches it no longer needs (ERR_ABORTED); anything else failing on our own site is a bug.
        if (url.origin === origin && request.failure()?.errorText !== 'net::ERR_ABORTED')
          errors.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
      });
      await use(errors);
      // A 404 page logs its own status as a failed resource, and an aborted request logs ERR_FAILED: both are reported above.
      const unexpected = errors.filter((text) => !/status of 404|net::ERR_FAILED/.test(text));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Stores a cookie choice before the page loads, so the banner stays out of the way. */
export async function acceptCookiesBeforeVisit(page: Page, categories = 'necessary') {
  const url = new URL(test.info().project.use.baseURL!);
  await page.context().addCookies([
    { name: 'mg_cookie_consent', value: 'true', domain: url.hostname, path: '/' },
    { name: 'mg_cookie_categories', value: encodeURIComponent(categories), domain: url.hostname, path: '/' },
  ]);
}

/**
 * The cookie banner is in the page's HTML from the start, but its buttons answer only once React has hydrated it:
 * on a busy machine a click can come first and be lost. Waits for React's handlers on its buttons.
 */
export async function cookieBannerReady(page: Page) {
  // Polled from here, not in the page: some tests install a fake clock there.
  const hydrated = () =>
    page.evaluate(() => {
      const button = document.querySelector('[data-testid="cookie-banner"] button');
      return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
    });
  await expect.poll(hydrated).toBe(true);
  return page.getByRole('region', { name: 'Cookie consent' });
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  expect(results.violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
}

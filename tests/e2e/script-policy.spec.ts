import type { Page } from '@playwright/test';
import { ADMIN } from '../support/staff';
import { acceptCookiesBeforeVisit, expect, test } from './fixtures';

/**
 * The Content-Security-Policy in a real browser (docs/decisions/0032, 0054): a page of the site runs the inline
 * scripts it writes and refuses any other, and Payload's back-office runs under a script policy of its own.
 */

declare global {
  interface Window {
    __violations?: string[];
    __planted?: boolean;
  }
}

/** Every violation the browser reports in the page, as "directive: sample". */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window.__violations ??= []).push(`${event.effectiveDirective}: ${event.sample || event.blockedURI}`),
    );
  });
}
const violations = (page: Page) => page.evaluate(() => window.__violations ?? []);

const PLANTED = 'window.__planted=true';

test('an inline script that reached a page is refused, while the page’s own scripts all run', async ({ page, consoleErrors }) => {
  await acceptCookiesBeforeVisit(page);
  await recordViolations(page);
  // The restaurant page writes every kind of inline script the site has: Next's page data, the script loader, the
  // consent and early-tap scripts, today's opening hours and the open-now status. A script is planted in its body,
  // as content that slipped past the editor would be, with the policy the site sent for the page.
  await page.route('**/restaurants/ellesmere-port/cheshire-oaks', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('<main id="main"', `<script>${PLANTED}</script><main id="main"`);
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
    await route.fulfill({ status: response.status(), body: html, headers });
  });
  await page.goto('/restaurants/ellesmere-port/cheshire-oaks');
  await expect.poll(() => page.evaluate(() => window.earlyTapsHydrated === true)).toBe(true);
  await expect(page.locator('[data-today="true"]')).toHaveCount(1);
  expect(await page.evaluate(() => window.__planted)).toBeUndefined();
  // One refusal, of an inline script (the policy asks for no sample of it): the planted one, which did not run.
  expect(await violations(page)).toEqual(['script-src-elem: inline']);
  // The browser says so in the console too; that is the one error expected here.
  const refusal = consoleErrors.findIndex((text) => text.includes('Content Security Policy'));
  expect(refusal).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(refusal, 1);
});

test('the back-office loads, signs in and edits under its own script policy, with nothing refused', async ({ page }) => {
  test.setTimeout(90_000);
  await recordViolations(page);
  const login = await page.goto('/admin/login');
  expect(login?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[\w+/=-]+';/);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/collections/restaurants');
  await page.goto((await page.locator('table a[href*="/admin/collections/restaurants/"]').first().getAttribute('href'))!);
  await expect(page.locator('#action-save')).toBeVisible();
  // The rich-text editor (Lexical), on the restaurant's Page tab.
  await page.getByRole('button', { name: 'Page', exact: true }).click();
  await expect(page.locator('[data-lexical-editor="true"]').first()).toBeVisible();
  await page.goto('/admin/globals/site-settings');
  await expect(page.locator('#action-save')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

import type { Page } from '@playwright/test';
import { acceptCookiesBeforeVisit, cookieBannerReady, expect, test } from './fixtures';

const DAY = 86_400;
const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const consentCookies = async (page: Page) =>
  Object.fromEntries((await page.context().cookies()).filter((c) => c.name.startsWith('mg_cookie')).map((c) => [c.name, c]));
const consentCalls = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((args) => args[0] === 'consent'));
const pageViews = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'page_view').map((entry) => (entry as { page_path: string }).page_path),
  );
const loadedScripts = (page: Page) => page.evaluate(() => (window.__loadedScripts ?? []).map((script) => script.name));
/** The third-party script elements the page has added (before they have loaded, unlike loadedScripts). */
const addedScripts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('script[src]')].map((script) => new URL((script as HTMLScriptElement).src).host).filter((host) => host.endsWith('.test')),
  );
/**
 * With the page's clock installed, moves it on a second at a time until the consent script element is added. Each
 * step is a second, and the choice was made before the first: by then a tracker due a second after it would be added too.
 */
const runUntilConsentScriptAdded = (page: Page) =>
  expect
    .poll(async () => {
      await page.clock.runFor(1000);
      return addedScripts(page);
    })
    .toContain('consent.test');

test('with no choice stored the banner appears, linking to the cookie policy, with consent denied', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'cookie policy' })).toHaveAttribute('href', '/cookie-policy');
  expect(await consentCalls(page)).toEqual([
    [
      'consent',
      'default',
      expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }),
    ],
  ]);
  // The banner is in the server's HTML, so the page may not have hydrated yet: the clock moves on a second at a time
  // until the consent-management script, which does not wait for a choice, is in the page; the tracker, which waits
  // for one, is not.
  await runUntilConsentScriptAdded(page);
  await page.clock.runFor(2000);
  expect(await addedScripts(page)).toEqual(['consent.test']);
});

test('the consent script is requested a second after the page loads, before any choice; the tracker only after analytics consent', async ({ page }) => {
  // The page notes when a choice is saved, and the fake scripts note when they ran (fixtures.ts).
  await page.addInitScript(() =>
    window.addEventListener('mg:consent-updated', () => ((window as unknown as { __consentAt: number }).__consentAt = Date.now())),
  );
  await page.goto('/');
  await expect.poll(() => loadedScripts(page), { timeout: 10_000 }).toEqual(['consent.test']);
  const { sinceLoad, answered } = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      sinceLoad: window.__loadedScripts![0]!.at - (performance.timeOrigin + navigation.loadEventStart),
      answered: /mg_cookie_consent=/.test(document.cookie),
    };
  });
  expect(answered, 'no choice made yet').toBe(false);
  await expect(banner(page)).toBeVisible();
  // A second after the load event (a few ms either way between the two clocks), and not long after it.
  expect(sinceLoad).toBeGreaterThanOrEqual(995);
  expect(sinceLoad).toBeLessThan(3000);
  expect(await addedScripts(page)).toEqual(['consent.test']);

  // Targeting alone is analytics consent (spec section 4): the tracker follows a second after the choice.
  await (await cookieBannerReady(page)).getByRole('button', { name: 'Manage Cookies' }).click();
  await banner(page).getByRole('checkbox', { name: 'Targeting' }).check();
  await banner(page).getByRole('button', { name: 'Accept', exact: true }).click();
  expect((await consentCalls(page)).at(-1)).toEqual([
    'consent',
    'update',
    { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
  ]);
  await expect.poll(() => loadedScripts(page)).toEqual(['consent.test', 'tracking.test']);
  const sinceChoice = await page.evaluate(
    () => window.__loadedScripts!.find((script) => script.name === 'tracking.test')!.at - (window as unknown as { __consentAt: number }).__consentAt,
  );
  expect(sinceChoice).toBeGreaterThanOrEqual(1000);
  expect(await pageViews(page)).toEqual(['/']);
});

test('Allow All accepts every category, grants consent and starts tracking a second later', async ({ page }) => {
  // The page notes when the choice was saved, so the delay is measured inside the page, not across the test's round trips.
  await page.addInitScript(() =>
    window.addEventListener('mg:consent-updated', () => ((window as unknown as { __consentAt: number }).__consentAt = Date.now())),
  );
  await page.goto('/');
  await (await cookieBannerReady(page)).getByRole('button', { name: 'Allow All' }).click();
  await expect(banner(page)).toBeHidden();
  const cookies = await consentCookies(page);
  const now = Date.now() / 1000;
  expect(cookies.mg_cookie_consent!.value).toBe('true');
  expect(cookies.mg_cookie_consent!.expires).toBeGreaterThan(now + 30 * DAY - 60);
  expect(cookies.mg_cookie_consent!.expires).toBeLessThan(now + 30 * DAY + 60);
  expect(decodeURIComponent(cookies.mg_cookie_categories!.value)).toBe('necessary,performance,marketing');
  expect(cookies.mg_cookie_categories!.expires).toBeGreaterThan(now + 365 * DAY - 60);
  expect((await consentCalls(page)).at(-1)).toEqual([
    'consent',
    'update',
    { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
  ]);

  await expect.poll(() => loadedScripts(page)).toEqual(expect.arrayContaining(['consent.test', 'tracking.test']));
  // The tracker waits a second from the choice (the consent script waits from the page's load, not the choice).
  const delay = await page.evaluate(
    () => window.__loadedScripts!.find((script) => script.name === 'tracking.test')!.at - (window as unknown as { __consentAt: number }).__consentAt,
  );
  expect(delay).toBeGreaterThanOrEqual(1000);

  expect(await pageViews(page)).toEqual(['/']);
});

test('page views are tracked on URL changes but not on hash changes', async ({ page }) => {
  await acceptCookiesBeforeVisit(page, 'necessary,performance');
  await page.goto('/');
  await expect.poll(() => pageViews(page)).toEqual(['/']);
  await page.evaluate(() => (window.location.hash = '#booking'));
  await page.locator('footer').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/privacy-policy/);
  await expect.poll(() => pageViews(page)).toEqual(['/', '/privacy-policy']);
  await expect.poll(() => loadedScripts(page)).toContain('tracking.test');
});

test('Manage Cookies reveals the categories; Reject All Optional keeps only the necessary ones', async ({ page }) => {
  await page.clock.install();
  await page.goto('/cookie-policy');
  await (await cookieBannerReady(page)).getByRole('button', { name: 'Manage Cookies' }).click();
  await expect(banner(page).getByRole('checkbox', { name: /Necessary/ })).toBeChecked();
  await expect(banner(page).getByRole('checkbox', { name: /Necessary/ })).toBeDisabled();
  await expect(banner(page).getByRole('checkbox', { name: 'Performance' })).not.toBeChecked();
  await expect(banner(page).getByRole('checkbox', { name: 'Targeting' })).not.toBeChecked();
  await expect(banner(page).getByRole('button', { name: 'Allow All' })).toHaveCount(0);
  await expect(banner(page).getByRole('button', { name: 'Accept', exact: true })).toBeVisible();
  await banner(page).getByRole('button', { name: 'Reject All Optional' }).click();
  await expect(banner(page)).toBeHidden();
  expect(decodeURIComponent((await consentCookies(page)).mg_cookie_categories!.value)).toBe('necessary');
  expect((await consentCalls(page)).at(-1)).toEqual([
    'consent',
    'update',
    { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
  ]);
  await runUntilConsentScriptAdded(page);
  expect(await addedScripts(page)).toEqual(['consent.test']);
  expect(await pageViews(page)).toEqual([]);
});

test('Accept saves the ticked categories and the choice survives a reload', async ({ page }) => {
  await page.goto('/');
  await (await cookieBannerReady(page)).getByRole('button', { name: 'Manage Cookies' }).click();
  await banner(page).getByRole('checkbox', { name: 'Performance' }).check();
  await banner(page).getByRole('button', { name: 'Accept', exact: true }).click();
  expect(decodeURIComponent((await consentCookies(page)).mg_cookie_categories!.value)).toBe('necessary,performance');
  expect((await consentCalls(page)).at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' })]);
  await page.reload();
  // The tracker loads a second after the hydrated page reads the stored choice; a banner due 100 ms after that would show by now.
  await expect.poll(() => loadedScripts(page)).toContain('tracking.test');
  await expect(banner(page)).toBeHidden();
  expect((await consentCalls(page)).at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' })]);
});

test('the footer’s cookie settings, and any #cookie-reinit element, reopen the banner with stored choices ticked', async ({ page }) => {
  await acceptCookiesBeforeVisit(page, 'necessary,marketing');
  await page.goto('/');
  // The consent script loads a second after the page has loaded and hydrated; a banner due 100 ms after hydrating would show by then.
  await expect.poll(() => loadedScripts(page)).toContain('consent.test');
  await expect(banner(page)).toBeHidden();
  await page.locator('footer .cookie-reinit').click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('checkbox', { name: 'Targeting' })).toBeChecked();
  await expect(banner(page).getByRole('checkbox', { name: 'Performance' })).not.toBeChecked();
  await banner(page).getByRole('checkbox', { name: 'Performance' }).check();
  await banner(page).getByRole('button', { name: 'Accept', exact: true }).click();
  expect(decodeURIComponent((await consentCookies(page)).mg_cookie_categories!.value)).toBe('necessary,performance,marketing');

  await page.evaluate(() => {
    const link = document.createElement('a');
    link.id = 'cookie-reinit';
    link.href = '#';
    link.textContent = 'Change cookie settings';
    document.querySelector('main')!.prepend(link);
  });
  await page.locator('#cookie-reinit').click();
  await expect(banner(page).getByRole('checkbox', { name: 'Performance' })).toBeChecked();
  await expect(banner(page).getByRole('checkbox', { name: 'Targeting' })).toBeChecked();
});

test('the banner is in the server’s HTML and shows 100 ms after the page paints it, not when scripts have run', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('data-testid="cookie-banner"');
  await page.addInitScript(() => {
    const seen = window as unknown as { __bannerAt?: number; __bannerVisibleAt?: number };
    const watch = () => {
      const element = document.querySelector('[data-testid="cookie-banner"]');
      if (element) {
        seen.__bannerAt ??= performance.now();
        if (getComputedStyle(element).opacity === '1') return void (seen.__bannerVisibleAt = performance.now());
      }
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  // Playwright counts the banner visible while it is still transparent: wait for the watcher to see it fully shown.
  await page.waitForFunction(() => (window as unknown as { __bannerVisibleAt?: number }).__bannerVisibleAt !== undefined);
  const { bannerAt, bannerVisibleAt } = await page.evaluate(() => {
    const seen = window as unknown as { __bannerAt: number; __bannerVisibleAt: number };
    return { bannerAt: seen.__bannerAt, bannerVisibleAt: seen.__bannerVisibleAt };
  });
  expect(bannerVisibleAt - bannerAt).toBeGreaterThanOrEqual(100);
});

test('with scripts off the banner stays away', async ({ browser, baseURL }) => {
  const noScripts = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScripts.newPage();
  await plain.goto(`${baseURL}/`);
  await expect(plain.getByTestId('cookie-banner')).toBeHidden();
  await noScripts.close();
});

test('a stored choice keeps the banner hidden from the first paint on', async ({ page }) => {
  await acceptCookiesBeforeVisit(page, 'necessary');
  await page.addInitScript(() => {
    const seen = window as unknown as { __bannerShown?: boolean };
    const watch = () => {
      const element = document.querySelector('[data-testid="cookie-banner"]');
      if (element && element.getBoundingClientRect().height > 0 && getComputedStyle(element).opacity !== '0') seen.__bannerShown = true;
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  await page.goto('/');
  await expect.poll(() => loadedScripts(page)).toContain('consent.test');
  expect(await page.evaluate(() => (window as unknown as { __bannerShown?: boolean }).__bannerShown ?? false)).toBe(false);
});

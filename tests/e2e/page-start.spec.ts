import type { Page } from '@playwright/test';
import { NAVIGATION_START_EVENT } from '@/components/layout/loading-bar';
import { expect, test } from './fixtures';

declare global {
  interface Window {
    navigationsStarted?: string[];
    earlyTapsReleased?: boolean;
  }
}

const CHUNK = /\/_next\/static\/chunks\/[^?]+\.js/;

// A page's framework scripts are added only once it has painted (src/server/http/scripts-after-first-paint.ts).
for (const path of ['/', '/book-now', '/careers/job-search']) {
  test(`${path} paints before it fetches its scripts, then starts as before`, async ({ page }) => {
    await page.goto(path);
    // Hydrated: the app router announces route changes from here on.
    await expect(page.locator('next-route-announcer')).toHaveCount(1);
    const { paintedAt, scriptsRequestedAt } = await page.evaluate(() => ({
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scriptsRequestedAt: performance
        .getEntriesByType('resource')
        .filter(({ name }) => new URL(name).pathname.startsWith('/_next/static/chunks/') && new URL(name).pathname.endsWith('.js'))
        .map(({ startTime }) => startTime),
    }));
    expect(paintedAt).toBeGreaterThan(0);
    expect(scriptsRequestedAt.length).toBeGreaterThan(3);
    expect(Math.min(...scriptsRequestedAt)).toBeGreaterThanOrEqual(paintedAt!);
    // Each file once: Next's own loader finds the scripts already on the page rather than adding them again.
    const scripts = await page.locator('script[src^="/_next/static/chunks/"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('src')));
    expect(new Set(scripts).size).toBe(scripts.length);
  });
}

/** Opens a page whose scripts are held back until the returned function is called (a slow phone, exaggerated). */
async function openBeforeScripts(page: Page, path: string) {
  let letScriptsThrough!: () => void;
  const held = new Promise<void>((resolve) => (letScriptsThrough = resolve));
  await page.route(CHUNK, async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return letScriptsThrough;
}

// A tap made before a page's scripts have started is held and answered once they have (src/components/layout/early-taps.ts).
test('Book Now tapped before the scripts have started opens the booking modal once they have', async ({ page }) => {
  const letScriptsThrough = await openBeforeScripts(page, '/menu');
  await page.getByTestId('header-book-now').click();
  // Held, not followed to the home page's booking area as it would be without scripts.
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  letScriptsThrough();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/menu$/);
});

test('a form sent by keyboard before the scripts have started is checked in the page once they have', async ({ page }) => {
  const letScriptsThrough = await openBeforeScripts(page, '/sign-up');
  const send = page.getByRole('button', { name: 'Sign up' });
  await send.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  letScriptsThrough();
  await expect(page.getByRole('alert').filter({ hasText: 'Please check the form' })).toContainText('Enter your email address.');
  await expect(page.getByLabel('Email address')).toBeFocused();
  await expect(page).toHaveURL(/\/sign-up$/);
});

test('what is typed and chosen before the scripts have started, and a send pressed then, are what the page works with once they have', async ({ page }) => {
  const letScriptsThrough = await openBeforeScripts(page, '/contact-us');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('First name').fill('Grace');
  await form.getByLabel('What is your enquiry about?').selectOption({ label: 'General enquiry' });
  await form.getByLabel('Restaurant').selectOption({ label: 'Cheshire Oaks, Ellesmere Port' });
  await form.getByLabel('Reason').selectOption({ label: 'A recent visit' });
  await form.getByRole('button', { name: 'Send message' }).click();
  letScriptsThrough();
  // The choice of reason shows the question that follows it, and the form sent early is checked with what was typed.
  await expect(form.getByLabel('What is it about?')).toBeVisible();
  await expect(form.getByLabel('First name')).toHaveValue('Grace');
  await expect(form.getByLabel('First name')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('This page has not finished loading')).toBeHidden();
});

test('when the scripts cannot load, a held send goes as the form does without them: the page answers it, keeping what was typed', async ({ page }) => {
  let failScripts!: () => void;
  const failing = new Promise<void>((resolve) => (failScripts = resolve));
  await page.route(CHUNK, async (route) => {
    await failing;
    await route.abort(); // reported as ERR_FAILED, which the fixture expects of an aborted request
  });
  await page.goto('/contact-us', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('First name').fill('Grace');
  await form.getByRole('button', { name: 'Send message' }).click(); // held while the scripts load
  const summary = page.getByRole('alert').filter({ hasText: 'Please check the form' });
  await expect(summary).toHaveCount(0);
  failScripts();
  // Let go once the scripts have failed: the form posts to its server action (decision 0059), which answers with the
  // page, its messages and what was typed.
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('Please enter your email address.');
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(form.getByLabel('First name')).toHaveValue('Grace');
  await expect(form.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
});

test('when the scripts cannot load, "Use my location" says why it does nothing and what to do instead', async ({ page }) => {
  await page.route(CHUNK, (route) => route.abort());
  await page.goto('/restaurants', { waitUntil: 'domcontentloaded' });
  const notice = page.getByText('This page has not finished loading, so it cannot use your location yet.');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveText(/reload the page, or search by postcode or town\.$/);
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page).toHaveURL(/\/restaurants$/);
});

/**
 * Notes in the page each navigation Next's router starts (src/instrumentation-client.ts announces them), and when the
 * page has handed the visitor's early edits and taps to React (early-taps-release.client.tsx releases the taps last).
 */
async function watchStartAndNavigations(page: Page) {
  await page.addInitScript((navigationStart) => {
    window.navigationsStarted = [];
    addEventListener(navigationStart, (event) => window.navigationsStarted!.push((event as CustomEvent<string>).detail));
    let release: (() => void) | undefined;
    Object.defineProperty(window, 'releaseEarlyTaps', {
      configurable: true,
      set: (given: () => void) => (release = given),
      get: () => release && (() => (release!(), (window.earlyTapsReleased = true))),
    });
  }, NAVIGATION_START_EVENT);
}

test('a choice made before the scripts have started is acted on once; a value the browser put back is not a choice', async ({ page }) => {
  await watchStartAndNavigations(page);
  const letScriptsThrough = await openBeforeScripts(page, '/restaurants/ellesmere-port/cheshire-oaks/menu/main');
  const menu = page.getByLabel('Menu', { exact: true });
  // As a browser restores a form going back to a page: the value changes, and no event says a person changed it.
  await menu.evaluate((select: HTMLSelectElement) => (select.selectedIndex = select.options.length - 1));
  letScriptsThrough();
  await expect(page.locator('next-route-announcer')).toHaveCount(1);
  // Everything done early has been handed over by now; a choice acted on would have started a navigation at once.
  await page.waitForFunction(() => window.earlyTapsReleased === true);
  expect(await page.evaluate(() => window.navigationsStarted)).toEqual([]);
  await expect(page).toHaveURL(/\/cheshire-oaks\/menu\/main$/);

  const again = await openBeforeScripts(page, '/restaurants/ellesmere-port/cheshire-oaks/menu/main');
  await page.getByLabel('Menu', { exact: true }).selectOption({ label: 'Breakfast' });
  again();
  await expect(page).toHaveURL(/\/cheshire-oaks\/menu\/breakfast$/);
  // The control: the watch above sees a navigation when there is one.
  expect(await page.evaluate(() => window.navigationsStarted)).toContainEqual(expect.stringMatching(/\/menu\/breakfast$/));
});

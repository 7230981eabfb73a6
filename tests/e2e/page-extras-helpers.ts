import type { Browser, Locator, Page } from '@playwright/test';
import { LOADING_BAR_THROTTLE_MS } from '@/components/layout/loading-bar';
import { acceptCookiesBeforeVisit, expect, expectNoAxeViolations, test } from './fixtures';
import { siteApi } from '../support/booking-journey';
import { pastPageTimers } from './page-clock';

/**
 * The hero carousel, the loading bar and the social strip (issue 32, items 1, 2 and 4), the same checks at each width:
 * page-extras.spec.ts runs them at 1280 px, page-extras.phone.spec.ts at 390 px with touch.
 */
const CHESHIRE_OAKS = '/restaurants/ellesmere-port/cheshire-oaks';
const ASHTON_MOSS = '/restaurants/ashton-under-lyne/ashton-moss';

declare global {
  interface Window {
    __layoutShift?: number;
    __barShown?: number;
  }
}

/** Adds up every layout shift from the page's start (CLS without the session windows: 0 is 0 either way). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__layoutShift! += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const carouselOf = (page: Page) => page.getByRole('region', { name: 'Cheshire Oaks highlights' });

/** Whether slide `n` is the one in view: its left edge on the row's. */
const slideInView = (carousel: Locator, label: string) =>
  carousel.evaluate((region, name) => {
    const row = region.querySelector<HTMLElement>('[tabindex="0"]')!;
    const slide = row.querySelector<HTMLElement>(`[aria-label="${name}"]`)!;
    return Math.abs(slide.getBoundingClientRect().left - row.getBoundingClientRect().left) < 2;
  }, label);

async function hydrated(button: Locator) {
  await expect.poll(() => button.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))).toBe(true);
}

export function carouselTests(gesture: 'touch' | 'mouse') {
  test('the hero tiles are a carousel: arrows, keys and a swipe, no dots, no layout shift, axe-clean', async ({ page }) => {
    await recordLayoutShifts(page);
    await acceptCookiesBeforeVisit(page);
    await page.goto(CHESHIRE_OAKS);
    const carousel = carouselOf(page);
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = carousel.getByRole('group');
    await expect(slides).toHaveCount(3);
    for (const [index, slide] of (await slides.all()).entries()) {
      await expect(slide).toHaveAttribute('aria-roledescription', 'slide');
      await expect(slide).toHaveAccessibleName(`${index + 1} of 3`);
    }
    await expect(carousel.getByRole('tab')).toHaveCount(0);
    await expect(slides.nth(0).getByRole('heading', { name: 'Cheshire Oaks', exact: true })).toBeVisible();
    expect(await slideInView(carousel, '1 of 3')).toBe(true);

    // The buttons.
    const next = carousel.getByRole('button', { name: 'Next slide' });
    const previous = carousel.getByRole('button', { name: 'Previous slide' });
    await hydrated(next);
    await next.click();
    await expect.poll(() => slideInView(carousel, '2 of 3')).toBe(true);
    await expect(slides.nth(1).getByRole('heading', { name: 'Brunch before the shops' })).toBeInViewport();
    await expect(carousel.getByText('Slide 2 of 3')).toBeAttached();
    await previous.click();
    await expect.poll(() => slideInView(carousel, '1 of 3')).toBe(true);

    // The keyboard: Tab reaches the row, the arrow keys step through it and wrap round.
    await previous.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => slideInView(carousel, '2 of 3')).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => slideInView(carousel, '3 of 3')).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => slideInView(carousel, '1 of 3')).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => slideInView(carousel, '3 of 3')).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => slideInView(carousel, '1 of 3')).toBe(true);

    // A swipe (a finger on the phone, a sideways wheel on the desktop) snaps to the next slide.
    const row = carousel.locator('[tabindex="0"]');
    await row.scrollIntoViewIfNeeded();
    const box = (await row.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const y = Math.round(Math.max(box.y, 0) + Math.min(box.height, page.viewportSize()!.height - Math.max(box.y, 0)) / 2);
    const [from, to] = [Math.round(box.x + box.width * 0.8), Math.round(box.x + box.width * 0.2)];
    if (gesture === 'touch') {
      // A finger drawn from right to left across the slide, as the browser's touch input (not synthetic DOM events).
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
      for (let step = 1; step <= 10; step++)
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: Math.round(from + ((to - from) * step) / 10), y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    } else {
      await cdp.send('Input.synthesizeScrollGesture', { x: from, y, xDistance: to - from, yDistance: 0, gestureSourceType: 'mouse', speed: 1200 });
    }
    await expect.poll(() => slideInView(carousel, '2 of 3')).toBe(true);
    await expect(slides.nth(1).getByRole('heading', { name: 'Brunch before the shops' })).toBeInViewport();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(await page.evaluate(() => window.__layoutShift)).toBe(0);
    await expectNoAxeViolations(page);
  });

  test('a restaurant with one hero tile shows it as a tile, not a carousel', async ({ page }) => {
    await acceptCookiesBeforeVisit(page);
    await page.goto('/restaurants/dudley/merry-hill');
    await expect(page.getByRole('heading', { name: 'A fresh look for the new year' })).toBeVisible();
    await expect(page.locator('[aria-roledescription="carousel"]')).toHaveCount(0);
  });
}

/** Without scripts every slide is in the page, in a row that scrolls on its own (the buttons need scripts). */
export function carouselWithoutScriptsTest() {
  test('without JavaScript every hero tile is in the page and the row scrolls to each', async ({ browser, request }) => {
    const html = await (await request.get(CHESHIRE_OAKS)).text();
    // The buttons are marked as needing scripts: the layout's <noscript> style hides those.
    expect(html).toMatch(/<div class="[^"]*controls[^"]*" data-needs-scripts="">/);
    await withoutScripts(browser, async (page) => {
      await page.goto(CHESHIRE_OAKS);
      const carousel = carouselOf(page);
      await expect(carousel.getByRole('group')).toHaveCount(3);
      for (const heading of ['Cheshire Oaks', 'Brunch before the shops', 'Cocktails on the terrace'])
        await expect(carousel.getByRole('heading', { name: heading, exact: true })).toBeAttached();
      const row = carousel.locator('[tabindex="0"]');
      const box = (await row.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + 50);
      await page.mouse.wheel(box.width * 2.5, 0);
      await expect.poll(() => slideInView(carousel, '3 of 3')).toBe(true);
    });
  });
}

async function withoutScripts(browser: Browser, visit: (page: Page) => Promise<void>) {
  const { baseURL, viewport } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
  try {
    await visit(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Notes in the page whether the loading bar ever showed, from now on. */
async function watchLoadingBar(page: Page) {
  await page.locator('[data-loading-bar]').waitFor({ state: 'attached' });
  await page.evaluate(() => {
    window.__barShown = 0;
    const bar = document.querySelector('[data-loading-bar]')!;
    new MutationObserver(() => {
      if (bar.hasAttribute('data-loading')) window.__barShown! += 1;
    }).observe(bar, { attributes: true, attributeFilter: ['data-loading'] });
  });
}

export function loadingBarTests() {
  test('a slow navigation shows the loading bar until the page arrives', async ({ page }) => {
    await recordLayoutShifts(page);
    await acceptCookiesBeforeVisit(page);
    const target = '/restaurants/ellesmere-port';
    // The page's payload (and any prefetch of it) takes 1.5 s to come.
    await page.route(
      (url) => url.pathname === target,
      async (route) => {
        if (route.request().headers()['rsc'] === '1') await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.fallback();
      },
    );
    await page.goto(CHESHIRE_OAKS);
    await watchLoadingBar(page);
    const bar = page.locator('[data-loading-bar]');
    await expect(bar).toBeHidden();
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    const link = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Ellesmere Port' });
    await hydrated(link);
    const layoutShiftBefore = await page.evaluate(() => window.__layoutShift);

    await link.click();
    await expect(bar).toBeVisible();
    expect(await page.url()).toMatch(/cheshire-oaks$/);
    // Fixed at the top, 4 px high, the page's width before its transform grows it, in the spec's yellow.
    const look = await bar.evaluate((element: HTMLElement) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return {
        position: style.position,
        colour: style.backgroundColor,
        top: box.top,
        height: box.height,
        fullWidth: element.offsetWidth === document.documentElement.clientWidth,
      };
    });
    expect(look).toEqual({ position: 'fixed', colour: 'rgb(253, 197, 51)', top: 0, height: 4, fullWidth: true });

    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ellesmere Port');
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => window.__layoutShift)).toBe(layoutShiftBefore);
  });

  test('a quick navigation shows no loading bar', async ({ page }) => {
    await acceptCookiesBeforeVisit(page);
    const target = '/restaurants/ellesmere-port';
    // The page is rendered and cached once, so its payload comes at once (tens of milliseconds).
    expect((await page.request.get(target)).status()).toBe(200);
    const prefetched: string[] = [];
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname === target && request.headers()['rsc'] === '1') prefetched.push(request.url());
    });
    await page.goto(CHESHIRE_OAKS);
    await watchLoadingBar(page);
    const link = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Ellesmere Port' });
    await hydrated(link);
    await link.hover();
    await expect.poll(() => prefetched.length).toBeGreaterThan(0);

    const started = Date.now();
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ellesmere Port');
    const took = Date.now() - started;
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    // The bar's own delay, timed in the page after the navigation started: a bar left to show would be up by then.
    await pastPageTimers(page, LOADING_BAR_THROTTLE_MS);
    expect(await page.evaluate(() => window.__barShown), `navigation took ${took} ms`).toBe(0);
    await expect(page.locator('[data-loading-bar]')).toBeHidden();
  });
}

export function socialStripTests() {
  test('the home page shows the latest social posts: images with alt text, linking to the posts, loaded lazily', async ({ page, request }) => {
    const { status, body } = await (await siteApi(request)).get<{ data: { permalink: string; alt: string; media_url: string }[] }>('/api/social/insta/media');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(3);

    await acceptCookiesBeforeVisit(page);
    await page.goto('/');
    const strip = page.getByRole('list', { name: 'Latest social posts' });
    await expect(page.getByRole('heading', { name: 'From our socials' })).toBeAttached();
    const posts = strip.getByRole('link');
    await expect(posts).toHaveCount(Math.min(body.data.length, 6));
    for (const [index, post] of body.data.slice(0, 6).entries()) {
      const link = posts.nth(index);
      await expect(link).toHaveAttribute('href', post.permalink);
      await expect(link).toHaveAttribute('target', '_blank');
      const image = link.getByRole('img');
      await expect(image).toHaveAttribute('alt', post.alt.trim());
      expect(post.alt.trim()).not.toBe('');
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('src', post.media_url);
    }
    // Below the fold: the images wait until the strip comes near the screen, then load.
    await strip.scrollIntoViewIfNeeded();
    for (const image of await strip.getByRole('img').all())
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('a restaurant page shows the strip in its social tile; one without a social tile shows none', async ({ page }) => {
    await acceptCookiesBeforeVisit(page);
    await page.goto(CHESHIRE_OAKS);
    const tile = page.locator('section', { has: page.getByRole('heading', { name: 'Cheshire Oaks on social' }) });
    await expect(tile.getByRole('list', { name: 'Latest social posts' }).getByRole('link').first()).toHaveAttribute(
      'href',
      /^https:\/\/social\.marigold\.example\/p\//,
    );
    // The social tile is no slide of the carousel.
    await expect(carouselOf(page).getByRole('heading', { name: 'Cheshire Oaks on social' })).toHaveCount(0);

    await page.goto(ASHTON_MOSS);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ashton Moss');
    await expect(page.getByRole('list', { name: 'Latest social posts' })).toHaveCount(0);
  });
}

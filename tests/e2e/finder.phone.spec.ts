import type { Page } from '@playwright/test';
import { acceptCookiesBeforeVisit, expect, test } from './fixtures';

const PHONE_WIDTH = 390;

/** Nothing on the page may be wider than the phone's screen (no sideways scrolling). */
async function expectNoSidewaysScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);
}

/** The finder's map on a phone: shown by its button, then scrolled into view. */
async function showFinderMap(page: Page, name: string) {
  await page.getByRole('button', { name: 'Show the map' }).click();
  const map = page.getByRole('region', { name });
  await map.scrollIntoViewIfNeeded();
  return map;
}

test.beforeEach(async ({ page }) => {
  await acceptCookiesBeforeVisit(page);
});

test('with nothing searched, the restaurants are listed in a closed accordion, one city each', async ({ page }) => {
  await page.goto('/restaurants');
  const everywhere = page.getByRole('region', { name: 'All our restaurants', exact: true });
  await expect(everywhere.getByRole('heading', { level: 2 })).toHaveText('All our restaurants');
  const cities = everywhere.locator('summary');
  await expect(cities.first()).toBeVisible();
  expect(await cities.count()).toBeGreaterThan(10);
  // The wide-screen columns (a link per city) are not shown on a phone.
  await expect(everywhere.getByRole('heading', { level: 3 }).first()).toBeHidden();

  const manchester = everywhere.locator('details').filter({ has: page.locator('summary', { hasText: /^Manchester\s*2 restaurants$/ }) });
  await expect(manchester).toHaveCount(1);
  const printworks = manchester.getByRole('link', { name: 'The Printworks' });
  await expect(printworks).toBeHidden();

  await manchester.locator('summary').click();
  await expect(manchester).toHaveAttribute('open', '');
  await expect(printworks).toBeVisible();
  await expect(manchester.getByRole('link', { name: 'Piccadilly Gardens' })).toBeVisible();
  await expect(manchester.getByRole('link')).toHaveCount(2);

  await printworks.click();
  await expect(page).toHaveURL(/\/restaurants\/manchester\/the-printworks$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('The Printworks');
});

test('a search on the phone ranks the nearest restaurant first', async ({ page }) => {
  await page.goto('/restaurants');
  await page.getByLabel('Postcode, town or restaurant').fill('CH65 9JJ');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\?q=CH65\+9JJ$/);
  const found = page.getByRole('region', { name: 'Nearest to CH65 9JJ', exact: true });
  await expect(found.getByRole('listitem').getByRole('heading', { level: 3 }).first()).toHaveText('Cheshire Oaks');
  await expect(found.getByRole('listitem').first()).toContainText(/\d+(\.\d+)? miles?/);
});

for (const [what, path, ready] of [
  ['the finder', '/restaurants', 'All our restaurants'],
  ['search results', '/restaurants?q=CH65+9JJ', 'Nearest to CH65 9JJ'],
  ['a restaurant page', '/restaurants/ellesmere-port/cheshire-oaks', 'Opening hours'],
] as const) {
  test(`nothing on ${what} is wider than the phone`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: ready, exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
    // The map arrives only when shown (the finder) and scrolled near; it must fit too.
    if (path.startsWith('/restaurants?') || path === '/restaurants') await page.getByRole('button', { name: 'Show the map' }).click();
    await page.getByRole('region', { name: /^Map / }).scrollIntoViewIfNeeded();
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
}

test("the finder's map waits behind a button above the list, and loads only when shown", async ({ page }) => {
  await page.goto('/restaurants');
  const show = page.getByRole('button', { name: 'Show the map' });
  const list = page.locator('#results');
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'Map of all our restaurants' })).toBeHidden();
  expect((await show.boundingBox())!.y).toBeLessThan((await list.boundingBox())!.y);
  // The page has started (React answers the button) and has had time to fetch more, yet Leaflet has not run.
  await expect.poll(() => show.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps$')))).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => 'L' in window), 'Leaflet ran before the map was shown').toBe(false);

  await show.focus();
  await page.keyboard.press('Enter');
  const hide = page.getByRole('button', { name: 'Hide the map' });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  const map = page.getByRole('region', { name: 'Map of all our restaurants' });
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  expect(await page.evaluate(() => 'L' in window)).toBe(true);
  const mapBox = (await map.boundingBox())!;
  expect((await list.boundingBox())!.y).toBeGreaterThan(mapBox.y + mapBox.height);

  await hide.click();
  await expect(map).toBeHidden();
  await page.getByRole('button', { name: 'Show the map' }).click();
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  // Measured again when shown: the map fills its frame.
  expect((await map.locator('.leaflet-container').boundingBox())!.width).toBeCloseTo(mapBox.width, 0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the finder offers no "Show the map", which needs scripts, and lists every restaurant', async ({ page }) => {
    await page.goto('/restaurants');
    const everywhere = page.getByRole('region', { name: 'All our restaurants', exact: true });
    await expect(everywhere.locator('summary').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show the map' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Map of all our restaurants' })).toBeHidden();
    await expect(everywhere.locator('details a[href^="/restaurants/"]')).toHaveCount(36);
  });
});

test("a city's list keeps its place below the map before the browser has read as far as the map", async ({ page }) => {
  // The map comes after the list in the page but shows above it; a long page is painted before it is all read.
  // That is the server's HTML alone, so the page's scripts are kept away: React, starting after the map was taken
  // out below, would find its HTML changed.
  await page.route(/\/_next\/static\/chunks\/.+\.js/, (route) => route.abort());
  await page.goto('/restaurants/manchester');
  const map = page.getByRole('region', { name: 'Map of our restaurants in Manchester' });
  const list = page.locator('ul:has(> li h2)');
  const mapBox = (await map.boundingBox())!;
  const listTop = (await list.boundingBox())!.y;
  expect(listTop).toBeGreaterThan(mapBox.y + mapBox.height);
  await map.evaluate((element) => element.remove());
  expect((await list.boundingBox())!.y).toBe(listTop);
});

test("a phone's sharp screen gets the map's tiles at half size, from the next zoom level, so none is stretched", async ({ page }) => {
  expect(await page.evaluate(() => window.devicePixelRatio)).toBeGreaterThan(1);
  await page.goto('/restaurants');
  await showFinderMap(page, 'Map of all our restaurants');
  const tile = page.locator('img.leaflet-tile').first();
  await expect(tile).toBeVisible();
  expect(await tile.evaluate((image) => image.getBoundingClientRect().width)).toBe(128);
});

test('on a phone, Enter on the circle that holds every restaurant zooms in and splits it, as a tap does', async ({ page }) => {
  await page.goto('/restaurants');
  const map = await showFinderMap(page, 'Map of all our restaurants');
  // The whole country in a phone's map: every restaurant is in one numbered circle.
  const everyRestaurant = map.getByRole('button', { name: /^Show 36 restaurants: / });
  await expect(everyRestaurant).toBeVisible();
  await everyRestaurant.focus();
  await page.keyboard.press('Enter');
  await expect(everyRestaurant).toHaveCount(0);
  await expect.poll(() => map.locator('.leaflet-marker-icon').count()).toBeGreaterThan(1);
  await expect(map.locator('.leaflet-marker-icon:focus')).toHaveCount(1);
});

import type { Locator, Page } from '@playwright/test';
import { acceptCookiesBeforeVisit, expect, test } from './fixtures';

/** The finder's search box and its results, found as a visitor would find them. */
const searchBox = (page: Page) => page.getByLabel('Postcode, town or restaurant');
const results = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });
const resultTitles = (region: Locator) => region.getByRole('listitem').getByRole('heading', { level: 3 });
const distances = async (region: Locator) =>
  (
    await region
      .getByRole('listitem')
      .getByText(/^\d+(\.\d+)? miles?$/)
      .allTextContents()
  ).map((text) => Number.parseFloat(text));

async function searchFor(page: Page, query: string) {
  await searchBox(page).fill(query);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test.describe('searching', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookiesBeforeVisit(page);
    await page.goto('/restaurants');
  });

  test('a postcode search lists the nearest restaurants, closest first', async ({ page }) => {
    await searchBox(page).fill('CH65 9JJ');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/restaurants\?q=CH65\+9JJ$/);
    const found = results(page, 'Nearest to CH65 9JJ');
    await expect(found.getByRole('heading', { level: 2 })).toHaveText('Nearest to CH65 9JJ');
    await expect(resultTitles(found).first()).toHaveText('Cheshire Oaks');
    await expect(resultTitles(found).first().getByRole('link')).toHaveAttribute('href', '/restaurants/ellesmere-port/cheshire-oaks');
    await expect(found.getByRole('listitem').first()).toContainText(/\d+(\.\d+)? miles?/);

    const miles = await distances(found);
    expect(miles.length).toBeGreaterThan(1);
    expect(miles.length).toBeLessThanOrEqual(10);
    expect(await resultTitles(found).count()).toBe(miles.length);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
  });

  test('the Search button submits too, and a town search ranks that town first', async ({ page }) => {
    await searchFor(page, 'Camberley');
    await expect(page).toHaveURL(/\?q=Camberley$/);
    await expect(resultTitles(results(page, 'Nearest to Camberley')).first()).toHaveText('The Atrium');
  });

  test('a search that matches nothing says so and lists every restaurant instead', async ({ page }) => {
    await searchFor(page, 'zzqqxx');
    await expect(page).toHaveURL(/\?q=zzqqxx$/);
    await expect(page.getByRole('status').filter({ hasText: 'zzqqxx' })).toHaveText(
      "We couldn't find “zzqqxx”. Try a postcode such as CH65 9JJ, a town such as Camberley, or the name of one of our restaurants.",
    );
    const everywhere = results(page, 'All our restaurants');
    await expect(everywhere).toBeVisible();
    await expect(everywhere.getByRole('link', { name: 'Cheshire Oaks' }).first()).toBeVisible();
  });

  test('the query stays in the address and the search box, also when the address is opened directly', async ({ page }) => {
    await searchFor(page, 'CH65 9JJ');
    await expect(page).toHaveURL(/\?q=CH65\+9JJ$/);
    await expect(searchBox(page)).toHaveValue('CH65 9JJ');

    await page.goto('/restaurants?q=Camberley');
    await expect(searchBox(page)).toHaveValue('Camberley');
    await expect(resultTitles(results(page, 'Nearest to Camberley')).first()).toHaveText('The Atrium');
    await page.reload();
    await expect(searchBox(page)).toHaveValue('Camberley');
  });

  test('Tab reaches the search box from the page heading and Enter searches', async ({ page }) => {
    await page.getByRole('heading', { level: 1, name: 'Find a Marigold Grill' }).click();
    await page.keyboard.press('Tab');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('CH65 9JJ');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?q=CH65\+9JJ$/);
    await expect(resultTitles(results(page, 'Nearest to CH65 9JJ')).first()).toHaveText('Cheshire Oaks');
  });
});

test('/find-us is the same finder and keeps its own address', async ({ page }) => {
  await acceptCookiesBeforeVisit(page);
  await page.goto('/find-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a Marigold Grill');
  await searchFor(page, 'CH65 9JJ');
  await expect(page).toHaveURL(/\/find-us\?q=CH65\+9JJ$/);
  await expect(resultTitles(results(page, 'Nearest to CH65 9JJ')).first()).toHaveText('Cheshire Oaks');
});

test.describe('Use my location', () => {
  test('with permission, lists the restaurants nearest the visitor', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 53.2784, longitude: -2.9025 });
    await acceptCookiesBeforeVisit(page);
    await page.goto('/restaurants');
    await page.getByRole('button', { name: 'Use my location' }).click();
    // The position is rounded to three decimals (about 100 m) before it goes into the address.
    await expect(page).toHaveURL(/\/restaurants\?lat=53\.278&lng=-2\.90[23]#results$/);
    const found = results(page, 'Nearest to you');
    await expect(found.getByRole('heading', { level: 2 })).toHaveText('Nearest to you');
    await expect(resultTitles(found).first()).toHaveText('Cheshire Oaks');
  });

  test('refused by the browser, explains how to turn location on in a dialog that Escape or Close dismisses', async ({ page }) => {
    // A fresh context has no geolocation permission, so headless Chromium refuses the request by itself.
    await acceptCookiesBeforeVisit(page);
    await page.goto('/restaurants');
    const button = page.getByRole('button', { name: 'Use my location' });
    const dialog = page.getByRole('dialog', { name: "We can't see where you are" });

    await button.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('paragraph')).toHaveText('To find restaurants near you, please enable location services.');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await button.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/restaurants$/);
    await expect(page.getByRole('heading', { level: 2, name: 'All our restaurants' })).toBeVisible();
  });

  test('refused after a moment at the prompt, closing the dialog gives focus back to the button', async ({ page }) => {
    // The browser's own refusal above comes back at once; a visitor takes a moment to press "Block" on the prompt.
    await page.addInitScript(() => {
      navigator.geolocation.getCurrentPosition = (_success, error) => {
        setTimeout(
          () => error?.({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'User denied Geolocation' } as GeolocationPositionError),
          300,
        );
      };
    });
    await acceptCookiesBeforeVisit(page);
    await page.goto('/restaurants');
    const button = page.getByRole('button', { name: 'Use my location' });
    const dialog = page.getByRole('dialog', { name: "We can't see where you are" });

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('paragraph')).toHaveText('To find restaurants near you, please enable location services.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('the map', () => {
  const targets = (page: Page) => page.locator('.leaflet-marker-icon');

  /** Restaurants on the map: one per pin, and each numbered circle's count (its name says "Show N restaurants: …"). */
  const restaurantsShown = (page: Page) =>
    targets(page).evaluateAll((icons) => icons.reduce((sum, icon) => sum + Number(/^Show (\d+) restaurants/.exec(icon.textContent ?? '')?.[1] ?? 1), 0));

  /** Every pin and circle is a whole target: no two of them overlap (WCAG 2.2, 2.5.8). */
  const overlappingTargets = (page: Page) =>
    targets(page).evaluateAll((icons) => {
      const boxes = icons.map((icon) => ({ name: icon.getAttribute('title') ?? icon.textContent ?? '', box: icon.getBoundingClientRect() }));
      return boxes.flatMap((a, i) =>
        boxes
          .slice(i + 1)
          .filter((b) => a.box.left < b.box.right && b.box.left < a.box.right && a.box.top < b.box.bottom && b.box.top < a.box.bottom)
          .map((b) => `${a.name} / ${b.name}`),
      );
    });

  test.beforeEach(async ({ page }) => {
    await acceptCookiesBeforeVisit(page);
  });

  test('shows every restaurant as a pin or in a numbered circle, none overlapping, then each search result', async ({ page }) => {
    await page.goto('/restaurants');
    const map = page.getByRole('region', { name: 'Map of all our restaurants' });
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.leaflet-container')).toBeVisible();
    await expect.poll(() => restaurantsShown(page)).toBe(36);
    expect(await overlappingTargets(page)).toEqual([]);
    await expect(map.getByRole('button', { name: 'Show 2 restaurants: Buchanan Street and St Andrew Square' })).toBeVisible();

    await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
    await searchFor(page, 'CH65 9JJ');
    await expect(results(page, 'Nearest to CH65 9JJ')).toBeVisible();
    const foundMap = page.getByRole('region', { name: 'Map of the restaurants found' });
    await foundMap.scrollIntoViewIfNeeded();
    await expect.poll(() => restaurantsShown(page)).toBe(10);
    expect(await overlappingTargets(page)).toEqual([]);
    await expect(foundMap.getByRole('button', { name: /Cheshire Oaks/ })).toHaveClass(/leaflet-marker-icon/);
  });

  test('a pin opens a popup that links to its restaurant', async ({ page }) => {
    await page.goto('/restaurants');
    const map = page.getByRole('region', { name: 'Map of all our restaurants' });
    await map.scrollIntoViewIfNeeded();
    // Aberdeen's pin stands alone in the far north, so nothing overlaps it.
    await map.getByRole('button', { name: 'Union Street' }).click();
    const link = map.locator('.leaflet-popup').getByRole('link', { name: 'Union Street' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/restaurants/aberdeen/union-street');
    await link.click();
    await expect(page).toHaveURL(/\/restaurants\/aberdeen\/union-street$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Union Street');
  });

  test('by keyboard: a circle zooms in to its restaurants, a pin opens its popup, Escape comes back', async ({ page }) => {
    await page.goto('/restaurants');
    const map = page.getByRole('region', { name: 'Map of all our restaurants' });
    await map.scrollIntoViewIfNeeded();
    const scotland = map.getByRole('button', { name: 'Show 2 restaurants: Buchanan Street and St Andrew Square' });
    await scotland.focus();
    await page.keyboard.press('Enter');
    await expect(scotland).toHaveCount(0);
    const focusedPin = page.locator('.leaflet-marker-icon:focus');
    await expect(focusedPin).toHaveAttribute('title', /^(Buchanan Street|St Andrew Square)$/);
    const name = (await focusedPin.getAttribute('title'))!;
    expect(await overlappingTargets(page)).toEqual([]);

    await page.keyboard.press('Enter');
    const link = map.locator('.leaflet-popup').getByRole('link', { name });
    await expect(link).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(link).toBeHidden();
    await expect(map.getByRole('button', { name, exact: true })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(link).toBeFocused();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form is answered by the server', async ({ page }) => {
    await acceptCookiesBeforeVisit(page);
    await page.goto('/restaurants');
    await searchBox(page).fill('CH65 9JJ');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/restaurants\?q=CH65\+9JJ$/);
    const found = results(page, 'Nearest to CH65 9JJ');
    await expect(resultTitles(found).first()).toHaveText('Cheshire Oaks');
    await expect(searchBox(page)).toHaveValue('CH65 9JJ');
  });

  test('offers no "Use my location", which cannot work without scripts', async ({ page }) => {
    await acceptCookiesBeforeVisit(page);
    await page.goto('/restaurants');
    await expect(searchBox(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Use my location' })).toHaveCount(0);
  });
});

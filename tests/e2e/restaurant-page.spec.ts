import type { Page } from '@playwright/test';
import { acceptCookiesBeforeVisit, expect, expectNoAxeViolations, test } from './fixtures';

const CHESHIRE_OAKS = '/restaurants/ellesmere-port/cheshire-oaks';
const DAY_MS = 24 * 60 * 60 * 1000;

/** London's calendar and clock, worked out with Intl as the site's visitors' browsers would. */
const londonParts = (at: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map(({ type, value }) => [type, value]),
  );
const londonDate = (at: Date) => {
  const { year, month, day } = londonParts(at);
  return `${year}-${month}-${day}`;
};
const londonWeekday = (at: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'long' }).format(at);

/** The instant when London's clocks show `time` (HH:mm:ss) on `date` (yyyy-mm-dd). */
function inLondon(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes, seconds] = time.split(':').map(Number) as [number, number, number];
  const asIfUtc = Date.UTC(year, month - 1, day, hours, minutes, seconds);
  const shown = londonParts(new Date(asIfUtc));
  const offset = Date.UTC(+shown.year!, +shown.month! - 1, +shown.day!, +shown.hour!, +shown.minute!, +shown.second!) - asIfUtc;
  return new Date(asIfUtc - offset);
}

/**
 * The coming Monday, Tuesday or Wednesday (Cheshire Oaks: 10:00–21:00, and 10:00 the next morning), skipping the
 * Christmas dates that have their own hours. A page is rendered with its status for the next eight days, so the day
 * is taken from the real calendar rather than fixed (next Monday when written: 2026-11-23).
 */
function nextPlainWeekday(): string {
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const date = londonDate(new Date(Date.now() + ahead * DAY_MS));
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if ([1, 2, 3].includes(weekday) && !['12-24', '12-25', '12-26'].includes(date.slice(5))) return date;
  }
  throw new Error('no Monday, Tuesday or Wednesday in the coming week');
}

const openingStatus = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('paragraph')
    .filter({ hasText: /^(Open now|Closed now)/ });

/** The map loads only once the page's scripts run and it is near the screen; waiting for it means the page is live. */
async function loadMap(page: Page, name: string | RegExp) {
  await page.getByRole('region', { name }).scrollIntoViewIfNeeded();
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
}

test.describe('the Cheshire Oaks page', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookiesBeforeVisit(page);
  });

  test('shows its name, whether it is open now, and its week of opening hours with today marked', async ({ page }) => {
    await page.goto(CHESHIRE_OAKS);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Cheshire Oaks');
    await expect(openingStatus(page)).toHaveCount(1);
    await expect(openingStatus(page)).toHaveText(/^(Open now|Closed now) (closes \d\d:\d\d|opens .*\d\d:\d\d|closed until further notice)$/);

    const hours = page.getByRole('region', { name: 'Opening hours', exact: true }).getByRole('table');
    const days = hours.locator('tbody').getByRole('row');
    await expect(days.getByRole('rowheader')).toHaveText(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    await expect(days.filter({ hasText: 'Monday' })).toContainText('10:00 – 21:00');
    const today = hours.locator('tr[data-today="true"]');
    await expect(today).toHaveCount(1);
    await expect(today.getByRole('rowheader')).toHaveText(londonWeekday(new Date()));
  });

  test('gives its phone number, email address and directions, and has a booking section', async ({ page }) => {
    await page.goto(CHESHIRE_OAKS);
    const findUs = page.getByRole('region', { name: 'Find us', exact: true });
    await expect(findUs.getByRole('link', { name: 'Call 0151 496 0004' })).toHaveAttribute('href', 'tel:01514960004');
    await expect(findUs.getByRole('link', { name: /^Email/ })).toHaveAttribute('href', 'mailto:cheshireoaks@marigoldgrill.example');
    const directions = findUs.getByRole('link', { name: /Get directions/ });
    await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=53\.2676,-2\.8842$/);
    await expect(directions).toHaveAttribute('target', '_blank');

    const booking = page.locator('#booking');
    await expect(booking.getByRole('heading', { level: 2 })).toHaveText('Book a table');
    await expect(page.getByRole('region', { name: 'Book a table', exact: true })).toHaveId('booking');
  });

  test('describes itself to search engines as a Restaurant (JSON-LD)', async ({ page }) => {
    await page.goto(CHESHIRE_OAKS);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const restaurants = blocks.map((text) => JSON.parse(text)).filter((data) => data['@type'] === 'Restaurant');
    expect(restaurants).toHaveLength(1);
    const [restaurant] = restaurants;
    expect(restaurant).toMatchObject({
      '@type': 'Restaurant',
      telephone: '0151 496 0004',
      acceptsReservations: true,
      geo: { '@type': 'GeoCoordinates', latitude: 53.2676, longitude: -2.8842 },
    });
    expect(restaurant.openingHoursSpecification).toHaveLength(7);
    expect(restaurant.openingHoursSpecification).toContainEqual(
      expect.objectContaining({ dayOfWeek: 'https://schema.org/Monday', opens: '10:00', closes: '21:00' }),
    );
  });
});

test.describe('the opening status at a set time', () => {
  const day = nextPlainWeekday();

  test.beforeEach(async ({ page }) => {
    await acceptCookiesBeforeVisit(page);
  });

  test('at midday it is open until 21:00', async ({ page }) => {
    await page.clock.install({ time: inLondon(day, '12:00:00') });
    await page.goto(CHESHIRE_OAKS);
    await expect(openingStatus(page)).toHaveText('Open now closes 21:00');
  });

  test('late in the evening it is closed until 10:00 tomorrow', async ({ page }) => {
    await page.clock.install({ time: inLondon(day, '22:30:00') });
    await page.goto(CHESHIRE_OAKS);
    await expect(openingStatus(page)).toHaveText('Closed now opens tomorrow 10:00');
  });

  test('turns to closed at closing time while the page stays open', async ({ page }) => {
    await page.clock.install({ time: inLondon(day, '20:59:30') });
    await page.goto(CHESHIRE_OAKS);
    await expect(openingStatus(page)).toHaveText('Open now closes 21:00');
    await loadMap(page, 'Map showing Cheshire Oaks');
    await expect(openingStatus(page)).toHaveText('Open now closes 21:00');

    await page.clock.runFor(60_000);
    await expect(openingStatus(page)).toHaveText('Closed now opens tomorrow 10:00');
    await expect(page).toHaveURL(new RegExp(`${CHESHIRE_OAKS}$`));
  });
});

test.describe('other restaurant addresses', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookiesBeforeVisit(page);
  });

  for (const [what, path] of [
    ['a hidden restaurant', '/restaurants/bath/milsom-street'],
    ['an unknown city', '/restaurants/nowhere'],
  ]) {
    test(`${what} is not found`, async ({ page }) => {
      const response = await page.goto(path!);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('This page could not be found');
    });
  }

  test('a city page lists each of its restaurants', async ({ page }) => {
    await page.goto('/restaurants/manchester');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marigold Grill in Manchester');
    const restaurants = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(restaurants).toHaveCount(2);
    await expect(restaurants.getByRole('link', { name: 'The Printworks', exact: true })).toHaveAttribute('href', '/restaurants/manchester/the-printworks');
    await expect(restaurants.getByRole('link', { name: 'Piccadilly Gardens', exact: true })).toHaveAttribute(
      'href',
      '/restaurants/manchester/piccadilly-gardens',
    );
  });

  test('a restaurant that takes no online bookings says so in its booking section', async ({ page }) => {
    await page.goto('/restaurants/center-parcs/sherwood-forest');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sherwood Forest');
    await expect(page.getByRole('region', { name: 'Book a table', exact: true })).toContainText(
      'This restaurant cannot be booked online, please contact the restaurant directly.',
    );
  });
});

test.describe('accessibility', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookiesBeforeVisit(page);
  });

  test('the finder has no axe-core violations', async ({ page }) => {
    await page.goto('/restaurants');
    await loadMap(page, 'Map of all our restaurants');
    await expectNoAxeViolations(page);
  });

  test('search results have no axe-core violations', async ({ page }) => {
    await page.goto('/restaurants?q=CH65+9JJ');
    await expect(page.getByRole('heading', { level: 2, name: 'Nearest to CH65 9JJ' })).toBeVisible();
    await loadMap(page, 'Map of the restaurants found');
    await expectNoAxeViolations(page);
  });

  test('the Cheshire Oaks page has no axe-core violations once its map has loaded', async ({ page }) => {
    await page.goto(CHESHIRE_OAKS);
    await loadMap(page, 'Map showing Cheshire Oaks');
    await expectNoAxeViolations(page);
  });
});

// The booking journey is an island (hydrated on the first interaction, decision 0042). A page reached by a client-side
// navigation has no server markup in it: the journey is rendered at once, not left empty and then hydrated against
// nothing (React's error 418, which the fixtures' console check catches).
test('the booking journey is there, and runs, on a restaurant page reached by a client-side navigation', async ({ page }) => {
  await acceptCookiesBeforeVisit(page);
  await page.goto('/restaurants');
  await expect(page.locator('next-route-announcer')).toHaveCount(1);
  const printworks = page.locator('a[href="/restaurants/manchester/the-printworks"]').first();
  await expect.poll(() => printworks.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactProps$')))).toBe(true);
  // A click without a pointer, so nothing on the next page counts as the visitor's first interaction.
  await printworks.evaluate((link: HTMLAnchorElement) => link.click());
  await expect(page).toHaveURL(/\/the-printworks$/);
  const journey = page.getByRole('form', { name: 'Party and occasion' });
  await expect(journey.getByRole('combobox', { name: 'Guests' })).toBeVisible();
  await journey.getByRole('combobox', { name: 'Guests' }).selectOption('2');
  await journey.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Date and time', level: 3 })).toBeVisible();
});

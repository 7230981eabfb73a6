import { londonDate } from '../support/dates';
import { acceptCookiesBeforeVisit, cookieBannerReady, expect, expectNoAxeViolations, test } from './fixtures';

const pages = [
  '/',
  '/cookie-policy',
  '/about/our-story',
  '/this-is-not-a-page',
  '/restaurants',
  '/restaurants?q=CH65+9JJ',
  '/restaurants/manchester',
  '/restaurants/ellesmere-port/cheshire-oaks',
  '/menu',
  '/menu/main?diet=vegan',
  '/menu/main?view=allergens&exclude=milk',
  '/contact-us',
  // A date ahead of whenever the test runs: the form would not accept one in the past.
  `/group-bookings?storeId=1004&date=${londonDate(45)}&covers=24`,
  '/sign-up',
  '/signup-thanks',
  '/offer',
  '/offer/two-course-lunch',
  '/offer/summer-burger-festival',
  '/refer-a-friend',
  '/referral',
  '/preferences',
];

for (const path of pages) {
  test(`${path} has no axe-core violations`, async ({ page }) => {
    await acceptCookiesBeforeVisit(page);
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The finder's map waits behind a button on a phone; maps load when scrolled near. Bring each in, so its pins and
    // controls are checked too.
    const showMap = page.getByRole('button', { name: 'Show the map' });
    if (await showMap.isVisible()) await showMap.click();
    for (const map of await page.getByRole('region', { name: /^Map/ }).all()) {
      await map.scrollIntoViewIfNeeded();
      await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });
}

test('the open cookie banner has no axe-core violations', async ({ page }) => {
  await page.goto('/');
  await (await cookieBannerReady(page)).getByRole('button', { name: 'Manage Cookies' }).click();
  await expectNoAxeViolations(page);
});

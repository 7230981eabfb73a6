import { acceptCookiesBeforeVisit, expect, test } from './fixtures';

test.beforeEach(async ({ page }) => acceptCookiesBeforeVisit(page));

test('back-to-top appears past 600 px and glides to the top', async ({ page }) => {
  await page.goto('/privacy-policy');
  const button = page.getByRole('button', { name: 'Back to top' });
  await page.evaluate(() => window.scrollTo(0, 500));
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect(button).toBeVisible();
  await page.evaluate(() => {
    const positions: number[] = [];
    (window as unknown as { __positions: number[] }).__positions = positions;
    window.addEventListener('scroll', () => positions.push(window.scrollY));
  });
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const positions = await page.evaluate(() => (window as unknown as { __positions: number[] }).__positions);
  // A fifth of the remaining distance per frame: the first step leaves four fifths.
  expect(positions.length).toBeGreaterThan(5);
  expect(positions[0]).toBeCloseTo(1200, -1);
  await expect(button).toBeHidden();
  await expect(page.locator('#top')).toBeFocused();
});

test('an unknown page shows the 404 error page with a way home', async ({ page }) => {
  const response = await page.goto('/this-is-not-a-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /This page could not be found/ })).toBeVisible();
  await page.getByRole('link', { name: 'Return to homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a #hash lands below the sticky header, 15 px clear of it', async ({ page }) => {
  await page.goto('/#booking');
  const headerHeight = await page.locator('#site-header').evaluate((element) => element.getBoundingClientRect().height);
  await expect.poll(() => page.locator('#booking').evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(Math.round(headerHeight + 15));
});

test('the skip link takes keyboard users to the content', async ({ page }) => {
  await page.goto('/cookie-policy');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

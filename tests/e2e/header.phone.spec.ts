import { acceptCookiesBeforeVisit, expect, test } from './fixtures';

test('on a phone the masthead sits behind a menu button', async ({ page }) => {
  await acceptCookiesBeforeVisit(page);
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  const findRestaurant = page.getByRole('link', { name: 'Find a restaurant' });
  await expect(findRestaurant).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(findRestaurant).toBeVisible();
  await page.getByRole('button', { name: 'About us' }).click();
  await expect(page.getByRole('link', { name: 'Sustainability' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(findRestaurant).toBeHidden();
  await expect(menu).toBeFocused();
  await expect(page.getByTestId('header-book-now')).toBeVisible();
});

test('a #hash lands 58 px below the top on a phone', async ({ page }) => {
  await acceptCookiesBeforeVisit(page);
  await page.goto('/#booking');
  await expect.poll(() => page.locator('#booking').evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(58);
});

test('nothing on the page is wider than the phone', async ({ page }) => {
  await acceptCookiesBeforeVisit(page);
  for (const path of ['/', '/cookie-policy', '/about/our-story', '/no-such-page']) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
});

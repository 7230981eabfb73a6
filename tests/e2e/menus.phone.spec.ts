import { acceptCookiesBeforeVisit, expect, test } from './fixtures';

const dishes = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('heading', { level: 3 });

test('filtering the main menu by Vegan and Gluten-free on a phone, then sharing the address', async ({ page, browser, baseURL }) => {
  await acceptCookiesBeforeVisit(page);
  await page.goto('/menu/main');
  const sectionsBefore = await page.getByRole('main').getByRole('heading', { level: 2 }).count();
  await page.getByRole('checkbox', { name: 'Vegan', exact: true }).check();
  await expect(page).toHaveURL(/\?diet=vegan$/);
  await page.getByRole('checkbox', { name: 'Gluten-free' }).check();
  await expect(page).toHaveURL(/\?diet=vegan&diet=gluten-free$/);
  await expect(page.getByRole('status')).toHaveText('Showing dishes: Vegan, Gluten-free.');

  // Every dish left carries both badges; whole sections without one are gone.
  const shown = await dishes(page).allTextContents();
  expect(shown.length).toBeGreaterThan(2);
  for (const dish of await page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .all()) {
    await expect(dish.getByText('Vegan', { exact: true })).toBeAttached();
    await expect(dish.getByText('Gluten-free', { exact: true })).toBeAttached();
  }
  expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeLessThan(sectionsBefore);
  await expect(page.getByRole('heading', { name: 'Burgers' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The address alone reproduces the view in a fresh browser.
  const fresh = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const shared = await fresh.newPage();
  await shared.goto(page.url());
  await expect(shared.getByRole('checkbox', { name: 'Vegan', exact: true })).toBeChecked();
  expect(await shared.getByRole('main').getByRole('heading', { level: 3 }).allTextContents()).toEqual(shown);
  await fresh.close();

  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/menu\/main$/);
  await expect(dishes(page)).not.toHaveCount(shown.length);
});

test('the section navigation stays in view and jumps to a section', async ({ page }) => {
  await acceptCookiesBeforeVisit(page);
  await page.goto('/menu/main');
  const nav = page.getByRole('navigation', { name: 'Menu sections' });
  await nav.getByRole('link', { name: 'Desserts' }).click();
  await expect(page.getByRole('heading', { name: 'Desserts', level: 2 })).toBeInViewport();
  await expect(nav).toBeInViewport();
});

import { acceptCookiesBeforeVisit, expect, test } from './fixtures';

test('excluding Milk and Peanuts in the allergen guide hides every dish that contains either', async ({ page }) => {
  await acceptCookiesBeforeVisit(page);
  await page.goto('/menu/main');
  await page.getByRole('link', { name: 'Allergen guide' }).click();
  await expect(page).toHaveURL(/\/menu\/main\?view=allergens$/);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(15);
  await expect(page.getByText('please speak to a member of the team before you order')).toBeVisible();
  const rowsBefore = await table.locator('tbody tr th[scope="row"]').count();

  await page.getByRole('checkbox', { name: 'Milk' }).check();
  await page.getByRole('checkbox', { name: 'Peanuts' }).check();
  await expect(page).toHaveURL(/exclude=milk&exclude=peanuts/);
  await expect(table.getByText('Contains Milk')).toHaveCount(0);
  await expect(table.getByText('Contains Peanuts')).toHaveCount(0);
  expect(await table.locator('tbody tr th[scope="row"]').count()).toBeLessThan(rowsBefore);

  // Strict mode also drops dishes that only may contain them.
  await page.getByRole('checkbox', { name: 'Also hide dishes that may contain them' }).check();
  await expect(page).toHaveURL(/strict=1/);
  await expect(table.getByText(/May contain (Milk|Peanuts)/)).toHaveCount(0);
});

test('an unknown menu is a 404 that says "Menu not found."', async ({ page }) => {
  await acceptCookiesBeforeVisit(page);
  const response = await page.goto('/menu/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Menu not found.');
});

test('a restaurant’s menus switch with the dropdown', async ({ page }) => {
  await acceptCookiesBeforeVisit(page);
  await page.goto('/restaurants/ellesmere-port/cheshire-oaks/menu/main');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('at Cheshire Oaks');
  await page.getByLabel('Menu', { exact: true }).selectOption({ label: 'Breakfast' });
  await expect(page).toHaveURL(/\/restaurants\/ellesmere-port\/cheshire-oaks\/menu\/breakfast$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Breakfast');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the dietary filter still works, through the Apply button', async ({ page }) => {
    await acceptCookiesBeforeVisit(page);
    await page.goto('/menu/main');
    await page.getByRole('checkbox', { name: 'Vegan', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Gluten-free' }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/menu\/main\?diet=vegan&diet=gluten-free$/);
    await expect(page.getByText('Showing dishes: Vegan, Gluten-free.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Burgers' })).toHaveCount(0);
  });
});

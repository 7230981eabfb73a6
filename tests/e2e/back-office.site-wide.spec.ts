import { ADMIN } from '../support/staff';
import { acceptCookiesBeforeVisit, expect, test } from './fixtures';

/**
 * Edits the footer, which every page shows: this file runs in the 'site-wide' project, after every other browser test
 * and one test at a time, and puts the link back as it was.
 */

test('a staff user edits a footer link in the admin and the public footer shows it', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/admin/globals/site-settings');
  await page.getByRole('button', { name: 'Footer', exact: true }).click();
  const field = page.locator('#field-footerItems__0__linkText');
  if (!(await field.isVisible()))
    await page
      .locator('#footerItems-row-0')
      .getByRole('button', { name: /toggle/i })
      .first()
      .click();
  const original = await field.inputValue();
  const edited = `${original} (edited)`;
  await field.fill(edited);
  await page.locator('#action-save').click();
  await expect(page.getByText(/updated successfully/i)).toBeVisible();

  try {
    const visitor = await browser.newPage({ baseURL });
    await acceptCookiesBeforeVisit(visitor);
    await visitor.goto('/');
    await expect(visitor.locator('footer').getByRole('link', { name: edited })).toBeVisible();
    await visitor.close();
  } finally {
    await field.fill(original);
    await page.locator('#action-save').click();
    await expect(page.getByText(/updated successfully/i).first()).toBeVisible();
  }
});

import { MANAGER } from '../support/staff';
import { expect, test } from './fixtures';

// Issue 34 item 7: the back-office wears the chain's marks and colours, not Payload's, and its pages name the site.
test('the back-office shows the chain’s logo, icon and colours, and names the site in its title', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page).toHaveTitle(/Marigold Grill back-office/);
  await expect(page.getByText('Marigold Grill', { exact: true })).toBeVisible();
  await expect(page.getByText('Back-office', { exact: true })).toBeVisible();
  await expect(page.locator('head link[rel="icon"][href^="/icon.svg"]')).toHaveCount(1);
  const login = page.getByRole('button', { name: 'Login' });
  // The site's yellow with its dark grey text (6.9:1).
  await expect(login).toHaveCSS('background-color', 'rgb(253, 197, 51)');
  await expect(login).toHaveCSS('color', 'rgb(60, 60, 60)');

  await page.getByLabel('Email').fill(MANAGER.email);
  await page.getByLabel('Password').fill(MANAGER.password);
  await login.click();
  await expect(page).toHaveURL(/\/admin$/);
  // The marigold (eight petals round a centre) where Payload's icon was.
  await expect(page.locator('header svg ellipse')).toHaveCount(8);
});

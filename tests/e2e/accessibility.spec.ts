import { acceptCookiesBeforeVisit, expect, expectNoAxeViolations, test } from './fixtures';

for (const path of ['/', '/cookie-policy', '/about/our-story', '/this-is-not-a-page']) {
  test(`${path} has no axe-core violations`, async ({ page }) => {
    await acceptCookiesBeforeVisit(page);
    await page.goto(path);
    await expect(page.locator('footer')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the open cookie banner has no axe-core violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Manage Cookies' }).click();
  await expectNoAxeViolations(page);
});

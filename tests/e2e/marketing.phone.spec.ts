import { acceptCookiesBeforeVisit, expect, expectNoAxeViolations, test } from './fixtures';
import { emailFromOutbox, uniqueEmail } from './outbox';

test.beforeEach(async ({ page }) => acceptCookiesBeforeVisit(page));

test('on a phone the sign-up form fits the screen and signs up', async ({ page, request, adminToken }) => {
  const email = uniqueEmail('phone');
  await page.goto('/sign-up');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('First name').fill('Alex');
  await page.getByLabel('Favourite restaurant').selectOption({ label: 'Cheshire Oaks (Ellesmere Port)' });
  await page.getByLabel('Day', { exact: true }).selectOption('12');
  await page.getByLabel('Month', { exact: true }).selectOption('8');
  await page.getByRole('checkbox', { name: /Yes, email me news/ }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup-thanks$/, { timeout: 30_000 });
  await emailFromOutbox(request, adminToken, email, 'Please confirm');
});

test('on a phone an offer shows its code entry without sideways scrolling', async ({ page }) => {
  await page.goto('/offer/cocktail-hour');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Two-for-one cocktails from 5pm');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});

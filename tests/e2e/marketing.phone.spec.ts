import { acceptCookiesBeforeVisit, expect, expectNoAxeViolations, test } from './fixtures';
import { emailFromOutbox, uniqueEmail } from './outbox';
import { signUpOnThePage } from './sign-up-helpers';

test.beforeEach(async ({ page }) => acceptCookiesBeforeVisit(page));

test('on a phone the sign-up form fits the screen and signs up', async ({ page, request, adminToken }) => {
  const email = uniqueEmail('phone');
  await page.goto('/sign-up');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await signUpOnThePage(page, email, 'Alex');
  await emailFromOutbox(request, adminToken, email, 'Please confirm');
});

test('on a phone an offer shows its code entry without sideways scrolling', async ({ page }) => {
  await page.goto('/offer/cocktail-hour');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Two-for-one cocktails from 5pm');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});

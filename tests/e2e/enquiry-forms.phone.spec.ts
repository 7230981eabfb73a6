import { londonDate } from '../support/dates';
import { acceptCookiesBeforeVisit, expect, test } from './fixtures';
import { uniqueSurname } from './enquiry-helpers';

test.beforeEach(async ({ page }) => acceptCookiesBeforeVisit(page));

test('on a phone the group-booking form fits the screen and sends', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`/group-bookings?storeId=1004&date=${londonDate(50)}&covers=30`);
  const form = page.getByRole('form', { name: 'Group booking enquiry' });
  await expect(form.getByLabel('Number of guests')).toHaveValue('30');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await form.getByLabel('Type of booking').selectOption({ label: 'Birthday or celebration' });
  await form.getByRole('textbox', { name: 'From', exact: true }).fill('18:30');
  await form.getByRole('textbox', { name: 'Until', exact: true }).fill('22:00');
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Mary');
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill(uniqueSurname('Somerville'));
  await form.getByRole('textbox', { name: 'Email address', exact: true }).fill(`mary.${Date.now()}@example.com`);
  await form.getByRole('textbox', { name: 'Phone number', exact: true }).fill('+44 7700 900456');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByTestId('enquiry-thanks')).toBeVisible({ timeout: 30_000 });
});

test('on a phone the contact form fits the screen and shows its errors under the fields', async ({ page }) => {
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Contact us' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('textbox', { name: 'First name', exact: true })).toBeFocused();
  await expect(form.locator('#contact-firstName-error')).toHaveText('Please enter your first name.');
});

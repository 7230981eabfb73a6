import { bookAndFindManageLink } from './booking-helpers';
import { acceptCookiesBeforeVisit, expect, expectNoAxeViolations, test } from './fixtures';

test('the link in the confirmation email shows the booking and cancels it, by keyboard', async ({ page, request, adminToken }) => {
  const { reference, link } = await bookAndFindManageLink(request, adminToken, { storeId: 1034, daysAhead: 30, time: '13:00' });
  await acceptCookiesBeforeVisit(page);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking is confirmed');
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByText('A quiet table, please')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `${link}/calendar`);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Cancel booking' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Cancel this booking?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Yes, cancel my booking' }).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(`${link}?done=cancelled`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This booking is cancelled');
  await expect(page.getByRole('status')).toContainText('the table has been released');
  await expect(page.getByRole('link', { name: 'Cancel booking' })).toHaveCount(0);
});

test('the calendar file is the booking, in UTC', async ({ request, adminToken }) => {
  const { reference, link } = await bookAndFindManageLink(request, adminToken, { storeId: 1034, daysAhead: 40, time: '12:30' });
  const response = await request.get(`${link}/calendar`);
  expect(response.headers()['content-type']).toContain('text/calendar');
  const ics = await response.text();
  expect(ics).toContain(`UID:${reference}@marigold.example`);
  expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
});

test('an unknown manage link is the 404 page', async ({ page }) => {
  await acceptCookiesBeforeVisit(page);
  const response = await page.goto('/manage-booking/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  expect(response?.status()).toBe(404);
});

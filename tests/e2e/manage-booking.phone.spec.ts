import { bookAndFindManageLink } from './booking-helpers';
import { acceptCookiesBeforeVisit, expect, expectNoAxeViolations, test } from './fixtures';

test('the manage-booking page fits a phone and passes axe-core', async ({ page, request, adminToken }) => {
  const { reference, link } = await bookAndFindManageLink(request, adminToken, { storeId: 1034, daysAhead: 35, time: '18:00' });
  await acceptCookiesBeforeVisit(page);
  await page.goto(link);
  await expect(page.getByText(reference)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});

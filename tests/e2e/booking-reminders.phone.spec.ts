import { signInAs, uniqueName, CHESHIRE_OAKS } from './day-sheet-helpers';
import { bookedAWeekAgo, reminderComingLink, setReminderHours } from './reminder-helpers';
import { acceptCookiesBeforeVisit, expect, expectNoAxeViolations, test } from './fixtures';

/**
 * A diner answers "I'm coming" from their reminder on a phone, with JavaScript and without: the link opens a page
 * with one button, the answer is stored, and the restaurant's day sheet shows it on the booking's row.
 */
test.describe.configure({ mode: 'serial' });

let hoursBefore: number | null = null;
test.beforeAll(async ({ request, adminToken }) => {
  hoursBefore = await setReminderHours(request, adminToken, 168);
});
test.afterAll(async ({ request, adminToken }) => {
  await setReminderHours(request, adminToken, hoursBefore ?? 24);
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`answering a reminder ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test('“I’m coming” from the reminder is one button, and shows on the day sheet', async ({ page, request, adminToken, browser }) => {
      test.setTimeout(240_000);
      const booked = await bookedAWeekAgo(request, uniqueName('Coming'));
      const link = await reminderComingLink(request, adminToken, booked.email);

      await acceptCookiesBeforeVisit(page);
      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Are you still coming?' })).toBeVisible();
      await expect(page.getByText(booked.reference)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Yes, I’m coming' }).click();
      await expect(page.getByText('we have let the team know you are coming')).toBeVisible();
      expect(new URL(page.url()).searchParams.get('done')).toBe('coming');

      // The host's day sheet (a staff tool: always with JavaScript), on the same phone width.
      const staff = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const sheet = await staff.newPage();
      await signInAs(sheet);
      await sheet.goto(`/admin/day-sheet?restaurant=${CHESHIRE_OAKS}&date=${booked.date}`);
      const row = sheet.getByRole('listitem', { name: `${booked.name} at ${booked.time}` });
      await expect(row).toBeVisible();
      await expect(row.locator('[data-reminder-answer="coming"]')).toContainText('Coming');
      await staff.close();
    });
  });
}

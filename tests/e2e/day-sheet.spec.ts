import { readFile } from 'node:fs/promises';
import { londonDate } from '../support/booking-journey';
import { bookOnline, CHESHIRE_OAKS, NOT_THEIRS, signInAs, uniqueName, type Booked } from './day-sheet-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Issue 34 item 1: the day sheet on the host stand's tablet.
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });
// One at a time: each test changes the same restaurant's day, which the others' open sheets would redraw under them.
test.describe.configure({ mode: 'serial' });

test('a manager opens on today’s sheet, sees the day’s Cheshire Oaks bookings with allergies marked, and not another restaurant’s', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const booked = await bookOnline(request, uniqueName('Allergy'), 'Severe nut allergy, please tell the kitchen');
  await signInAs(page);

  // The manager's dashboard is the day sheet, for the first of their two restaurants and today in London.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Day sheet: (Ashton Moss|Cheshire Oaks)$/);
  await expect(page.getByLabel('Restaurant', { exact: true }).locator('option')).toHaveText(['Ashton Moss', 'Cheshire Oaks']);
  const chooser = page.getByRole('form', { name: 'Choose a restaurant and a date' });
  await expect(chooser.getByLabel('Date', { exact: true })).toHaveValue(londonDate(0));
  await expect(page.locator('#nav-day-sheet')).toHaveCount(1);

  // The chooser is a GET form: choosing the day puts it in the address.
  await page.getByLabel('Restaurant', { exact: true }).selectOption({ label: 'Cheshire Oaks' });
  await chooser.getByLabel('Date', { exact: true }).fill(booked.date);
  await page.getByRole('button', { name: 'Show the day' }).click();
  await expect(page).toHaveURL(`/admin/day-sheet?restaurant=${CHESHIRE_OAKS}&date=${booked.date}`);
  const row = page.getByRole('listitem', { name: `${booked.name} at ${booked.time}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('3 covers');
  await expect(row).toContainText('2 adults, 1 child');
  await expect(row).toContainText('Website');
  await expect(row).toContainText(booked.reference);
  await expect(row).toContainText('ALLERGY');
  await expect(row).toContainText('Severe nut allergy, please tell the kitchen');
  await expect(row.getByRole('link', { name: '07700 900789' })).toHaveAttribute('href', 'tel:07700900789');

  await page.goto(`/admin/day-sheet?restaurant=${NOT_THEIRS}&date=${booked.date}`);
  await expect(page.locator('[data-day-sheet]').getByRole('alert')).toHaveText(
    `You cannot see the day sheet of restaurant ${NOT_THEIRS}: choose one of your restaurants.`,
  );
  await expect(page.getByRole('heading', { name: /^Bookings/ })).toHaveCount(0);
});

test('a change made on one tablet shows on another within two seconds, without a reload', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const first = await bookOnline(request, uniqueName('First'), 'Window seat');
  const address = `/admin/day-sheet?restaurant=${CHESHIRE_OAKS}&date=${first.date}`;
  await signInAs(page);
  await page.goto(address);
  const otherContext = await browser.newContext({ baseURL, viewport: { width: 768, height: 1024 }, hasTouch: true });
  const other = await otherContext.newPage();
  await signInAs(other);
  await other.goto(address);
  const onOther = (booked: Booked) => other.getByRole('listitem', { name: `${booked.name} at ${booked.time}` });
  await expect(onOther(first)).toHaveAttribute('data-status', 'booked');
  await other.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));

  // A booking made on the website.
  const second = await bookOnline(request, uniqueName('Second'), 'High chair', first.date);
  await expect(onOther(second)).toBeVisible({ timeout: 2_000 });

  // The host seats the first party on this tablet; a no-show asks once more before it is marked.
  const here = (booked: Booked) => page.getByRole('listitem', { name: `${booked.name} at ${booked.time}` });
  await here(first).getByRole('button', { name: 'Seated' }).click();
  await expect(onOther(first)).toHaveAttribute('data-status', 'seated', { timeout: 2_000 });
  await expect(here(first).getByRole('button', { name: 'Finished' })).toBeVisible();
  await expect(here(first).getByRole('button', { name: 'Arrived' })).toHaveCount(0);

  await here(second).getByRole('button', { name: 'No-show' }).click();
  await expect(here(second)).toHaveAttribute('data-status', 'booked');
  await here(second).getByRole('button', { name: 'Confirm no-show' }).click();
  await expect(onOther(second)).toHaveAttribute('data-status', 'no-show', { timeout: 2_000 });
  await expect(here(second).getByRole('button')).toHaveCount(0);

  expect(await other.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await otherContext.close();
});

test('every control of the sheet is reached by keyboard, axe-core finds nothing, and the day downloads as CSV', async ({ page, request }) => {
  test.setTimeout(90_000);
  const booked = await bookOnline(request, uniqueName('Csv'), 'Coeliac');
  await signInAs(page);
  await page.goto(`/admin/day-sheet?restaurant=${CHESHIRE_OAKS}&date=${booked.date}`);
  await expect(page.getByRole('listitem', { name: `${booked.name} at ${booked.time}` })).toBeVisible();

  // Keyboard only: Tab from the top of the page until every control in the sheet has had the focus.
  // A radio group is one stop of the Tab key (its checked radio); the arrow keys move within it.
  const controls = page.locator(
    '[data-day-sheet] :is(a[href], button, select, textarea, input:not([type=radio]):not([type=checkbox]), input[type=radio]:checked, summary)',
  );
  const count = await controls.count();
  expect(count).toBeGreaterThan(6);
  await controls.evaluateAll((elements) => elements.forEach((element, index) => element.setAttribute('data-control', String(index))));
  const reached = new Set<string>();
  await page.locator('body').focus();
  for (let presses = 0; presses < 400 && reached.size < count; presses++) {
    await page.keyboard.press('Tab');
    const index = await page.evaluate(() => document.activeElement?.getAttribute('data-control') ?? null);
    if (index !== null) reached.add(index);
  }
  expect(reached.size).toBe(count);

  // Large enough for a finger on the tablet (read at one moment: the sheet redraws itself when the day changes); a
  // radio is tapped by its label.
  const heights = await controls.evaluateAll((elements) =>
    elements.map((element) => [element.outerHTML.slice(0, 80), (element.closest('label') ?? element).getBoundingClientRect().height] as const),
  );
  for (const [control, height] of heights) expect(height, control).toBeGreaterThanOrEqual(44);

  await expectNoAxeViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`day-sheet-cheshire-oaks-${booked.date}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain(`${booked.date},${booked.time},`);
  expect(csv).toContain(`${booked.reference},Booked,Website,3,2,1,Sheet,`);
});

test('the printed run sheet is the day alone, black on white, every booking on the page', async ({ page, request }) => {
  test.setTimeout(90_000);
  const booked = await bookOnline(request, uniqueName('Print'), 'Dairy free');
  await signInAs(page);
  await page.goto(`/admin/day-sheet?restaurant=${CHESHIRE_OAKS}&date=${booked.date}`);
  await expect(page.getByRole('listitem', { name: `${booked.name} at ${booked.time}` })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.nav')).toBeHidden();
  await expect(page.locator('.app-header')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Show the day' })).toBeHidden();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  const rows = page.locator('[data-day-sheet] li[data-reference]');
  for (const row of await rows.all()) {
    await expect(row).toBeVisible();
    await expect(row).toHaveCSS('color', 'rgb(0, 0, 0)');
  }
  await page.screenshot({ path: test.info().outputPath('run-sheet-print.png'), fullPage: true });
  await page.pdf({ path: test.info().outputPath('run-sheet.pdf'), format: 'A4', printBackground: true });
});

import { botCheckProof } from '../support/bot-check';
import { londonDate, siteApi } from '../support/booking-journey';
import { clearOfTheWaitlistSweep } from '../support/waitlist-sweep';
import { bookOnline, CHESHIRE_OAKS, freeSlot, signInAs, uniqueName } from './day-sheet-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Issue 34: at the host stand, a phone booking and a walk-in taken, and the evening blocked, from the day sheet itself.
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });
// One at a time: each test changes Cheshire Oaks' days, which the other's open sheet would redraw under it.
test.describe.configure({ mode: 'serial' });

type Slots = { dates?: { date: string; times: { time: string; canEnquire: boolean }[] }[] };

test('a phone booking taken by keyboard alone, then a walk-in, each on the sheet at once', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { date } = await freeSlot(request, londonDate(9));
  await signInAs(page);
  await page.goto(`/admin/day-sheet?restaurant=${CHESHIRE_OAKS}&date=${date}`);
  const form = page.getByRole('region', { name: 'Take a booking' });
  await expect(form.getByRole('radio', { name: 'Walk-in, seated now' })).toBeChecked();

  // Keyboard only: the arrow key moves from the walk-in to the phone booking, Tab through the fields, Enter sends.
  await form.getByRole('radio', { name: 'Walk-in, seated now' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: 'Phone booking' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Date', { exact: true })).toBeFocused();
  // The date stays the sheet's; Tab would walk its day, month and year, so the test steps to the time directly.
  await form.getByLabel('Time', { exact: true }).focus();
  await page.keyboard.type('1930');
  // (In an English browser Tab walks the time's hour, minutes and AM/PM too.)
  await form.getByLabel('Adults').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('4');
  const surname = uniqueName('Phone');
  await form.getByLabel('First name').focus();
  await page.keyboard.type('Aled');
  await page.keyboard.press('Tab');
  await page.keyboard.type(surname);
  await page.keyboard.press('Tab');
  await page.keyboard.type('07700 900456');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toHaveText(/^Booked: 4 at T\d+, 19:30 to 21:15 \(MG-[0-9A-Z]{4}-[0-9A-Z]{4}\)\.$/);
  const row = page.getByRole('listitem', { name: `Aled ${surname} at 19:30` });
  await expect(row).toBeVisible({ timeout: 3_000 });
  await expect(row).toHaveAttribute('data-status', 'booked');
  await expect(row).toContainText('Phone');

  // A mistake comes back on its field, announced.
  await form.getByLabel('First name').fill('');
  await form.getByRole('button', { name: 'Book the table' }).click();
  await expect(form.getByText('Enter the guest’s first name.')).toBeVisible();
  await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('First name')).toBeFocused();

  // A walk-in at a time given (now, when none is): seated as it is booked.
  await form.getByRole('radio', { name: 'Walk-in, seated now' }).check();
  await form.getByLabel('Time (now if empty)').fill('12:07');
  await form.getByLabel('Adults').fill('2');
  const walker = uniqueName('Walk');
  await form.getByLabel('First name').fill('Bryn');
  await form.getByLabel('Last name').fill(walker);
  await form.getByRole('button', { name: 'Seat the walk-in' }).click();
  await expect(form.getByRole('status')).toHaveText(/^Seated: 2 at /);
  await expect(page.getByRole('listitem', { name: `Bryn ${walker} at 12:07` })).toHaveAttribute('data-status', 'seated', { timeout: 3_000 });

  await expectNoAxeViolations(page);
});

test('the evening blocked from the sheet leaves the website at once, and comes back when lifted', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { date, occasionId } = await freeSlot(request, londonDate(11));
  const api = await siteApi(request);
  const offered = async () =>
    (
      await api.get<Slots>(`/api/booking/slots/${CHESHIRE_OAKS}?occasionId=${occasionId}&adults=2&children=0&dates=${date}&menuIds=&areaId=null`)
    ).body.dates?.[0]?.times
      .filter((slot) => !slot.canEnquire)
      .map((slot) => slot.time) ?? [];
  expect(await offered()).toContain('19:00');

  await signInAs(page);
  await page.goto(`/admin/day-sheet?restaurant=${CHESHIRE_OAKS}&date=${date}`);
  const form = page.getByRole('region', { name: 'Block tables' });
  await expect(form.getByRole('radio', { name: 'The whole restaurant' })).toBeChecked();
  await form.getByLabel('From').fill('17:00');
  await form.getByLabel('Until').fill('21:00');
  await form.getByLabel('Why').fill('Private hire');
  await form.getByRole('button', { name: 'Block these times' }).click();
  await expect(form.getByRole('status')).toHaveText('Blocked: Whole restaurant, 17:00 to 21:00.');
  const blocked = page.getByRole('region', { name: 'Blocked' });
  await expect(blocked).toContainText('17:00–21:00, Whole restaurant: Private hire', { timeout: 3_000 });
  // A table for two stays 90 minutes: nothing arrives from 15:45 until the block ends.
  expect((await offered()).filter((time) => time > '15:30' && time < '21:00')).toEqual([]);

  await blocked.getByRole('button', { name: 'Lift the block on Whole restaurant, 17:00 to 21:00' }).click();
  await expect(blocked).toHaveCount(0, { timeout: 3_000 });
  expect(await offered()).toContain('19:00');
});

test('a party moved to another table, and a booking cancelled, from its row', async ({ page, request }) => {
  test.setTimeout(90_000);
  const booked = await bookOnline(request, uniqueName('Move'), 'By the window', londonDate(13));
  await signInAs(page);
  await page.goto(`/admin/day-sheet?restaurant=${CHESHIRE_OAKS}&date=${booked.date}`);
  const row = page.getByRole('listitem', { name: `${booked.name} at ${booked.time}` });
  const tableGroup = row.getByRole('group', { name: `Table of ${booked.name}'s booking` });
  await tableGroup.getByRole('button', { name: 'Move' }).click();
  await expect(tableGroup.getByRole('alert')).toHaveText('Choose the table to move to first.');
  await tableGroup.getByRole('combobox').selectOption({ label: 'P1 (Terrace)' });
  await tableGroup.getByRole('button', { name: 'Move' }).click();
  await expect(row).toContainText('P1, Terrace', { timeout: 3_000 });

  await row.getByRole('button', { name: 'Cancel' }).click();
  await row.getByRole('button', { name: 'Confirm: cancel and email the guest' }).click();
  await expect(row).toHaveAttribute('data-status', 'cancelled', { timeout: 3_000 });
});

test('a diner on the day’s waitlist offered a table by hand, from the sheet', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { api, date, time } = await freeSlot(request, londonDate(15));
  const base = new URL(test.info().project.use.baseURL!).origin;
  const botCheck = await botCheckProof(base);
  await signInAs(page);
  // A table is free at that time, so the minute's sweep would offer it itself: the host acts between two sweeps.
  await clearOfTheWaitlistSweep(base);
  const lastName = uniqueName('Wait');
  const joined = await api.post(`/api/booking/waitlist/${CHESHIRE_OAKS}`, {
    date,
    from: time,
    until: time,
    adults: 2,
    children: 0,
    customer: { firstName: 'Wyn', lastName, email: `day-sheet-waitlist-${Date.now()}@example.com`, phoneNumber: '07700 900321' },
    botCheck,
  });
  expect(joined.status, JSON.stringify(joined.body)).toBe(201);

  await page.goto(`/admin/day-sheet?restaurant=${CHESHIRE_OAKS}&date=${date}`);
  const waitlist = page.getByRole('region', { name: /^Waitlist \(\d+ in line\)$/ });
  const entry = waitlist.getByRole('listitem').filter({ hasText: `Wyn ${lastName}` });
  await expect(entry).toContainText(`${time}–${time}, 2 guests: Wyn ${lastName}, 07700 900321 (waiting)`);
  await entry.getByRole('button', { name: 'Offer a table' }).click();
  await expect(entry).toContainText('(offered a table, held for them)', { timeout: 3_000 });
  await expect(entry.getByRole('button', { name: 'Offer a table' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

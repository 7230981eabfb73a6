/**
 * The staff API (issue 34, docs/api.md): who may call it, the day sheet, phone bookings and walk-ins through the same
 * ledger as the website's, statuses, table moves and blocks, on each database; and the last table raced for by the
 * website and staff at once, across two processes.
 *
 * Store 1024 (St Andrew Square, Edinburgh: a standard floor, no terrace, no private room, no combinations) is used here
 * and nowhere else; Cheshire Oaks (1004) and Ashton Moss are the demo manager's.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findSlot, slotsPath, uniqueEmail, type Api, type SlotsAnswer } from '../support/booking-api';
import { londonDate } from '../support/dates';
import { apiClient, runningSitePairs, runningSites, staffHeaders } from '../support/site-api';
import { MANAGER, MARKETING } from '../support/staff';
import { jwtOf, phoneBooking, raceForTheLastTable, staffClient } from '../support/staff-api';

const STORE = 1024;
const MANAGERS_STORE = 1004;

const times = async (api: Api, occasionId: number, adults: number, date: string) =>
  ((await api.getJson<SlotsAnswer>(slotsPath(STORE, occasionId, { adults }, date))).body.dates?.[0]?.times ?? [])
    .filter((slot) => !slot.canEnquire)
    .map((slot) => slot.time);

describe.each(runningSites)('the staff API on %s', (_, base) => {
  it('answers 401 to nobody signed in or a made-up token, and 403 to a role that does not run bookings or to another restaurant', async () => {
    const date = londonDate(1);
    for (const headers of [{}, { Authorization: 'JWT not-a-token' }, { Authorization: 'users API-Key not-a-key' }] as Record<string, string>[]) {
      const { status, body } = await staffClient(base, headers).day(MANAGERS_STORE, date);
      expect(status).toBe(401);
      expect(body).toMatchObject({ code: 113 });
    }
    expect((await staffClient(base, await jwtOf(base, MARKETING)).day(MANAGERS_STORE, date)).status).toBe(403);
    const manager = staffClient(base, await jwtOf(base, MANAGER));
    const own = await manager.day(MANAGERS_STORE, date);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ date, storeId: MANAGERS_STORE });
    const other = await manager.day(STORE, date);
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ code: 112 });
    expect((await manager.book(STORE, phoneBooking(londonDate(30), '19:00', 2))).status).toBe(403);
    expect((await manager.day(9999, date)).status).toBe(404);
  });

  it('signs in with a per-user API key, and refuses a cookie-borne write from another site', async () => {
    const admin = await staffHeaders(base);
    const key = randomBytes(24).toString('hex');
    const me = (await (await fetch(`${base}/cms-api/users/me`, { headers: admin })).json()) as { user: { id: number } };
    const enabled = await fetch(`${base}/cms-api/users/${me.user.id}`, {
      method: 'PATCH',
      headers: admin,
      body: JSON.stringify({ enableAPIKey: true, apiKey: key }),
    });
    expect(enabled.status).toBe(200);
    expect((await staffClient(base, { Authorization: `users API-Key ${key}` }).day(STORE, londonDate(1))).status).toBe(200);

    const cookie = `payload-token=${admin.Authorization.replace('JWT ', '')}`;
    const foreign = await fetch(`${base}/api/staff/restaurants/${STORE}/blocks`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'https://elsewhere.example', 'Content-Type': 'application/json' },
      body: JSON.stringify({ date: londonDate(60), from: '12:00', until: '13:00', reason: 'Test' }),
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: 108 });
    const sameSite = await staffClient(base, { Cookie: cookie, Origin: base }).day(STORE, londonDate(1));
    expect(sameSite.status).toBe(200);
  });

  it('takes a phone booking, a walk-in, and moves each through its statuses, shown on the day sheet', async () => {
    const staff = staffClient(base, await jwtOf(base));
    const date = londonDate(31);
    const email = uniqueEmail('phone');
    const phoned = await staff.book<{ reference: string; table: string; status: string; source: string; until: string }>(
      STORE,
      phoneBooking(date, '19:07', 3, { email, specialRequest: 'Severe nut allergy' }),
    );
    expect(phoned.status, JSON.stringify(phoned.body)).toBe(201);
    expect(phoned.body).toMatchObject({ status: 'booked', source: 'phone', time: '19:07', covers: 3 });
    expect(phoned.body.table).toMatch(/^T\d+$/);

    const sheet = await staff.day(STORE, date);
    const row = sheet.body.bookings.find((booking) => booking.reference === phoned.body.reference);
    expect(row).toMatchObject({ time: '19:07', covers: 3, status: 'booked', source: 'phone', firstName: 'Morag', noShows: 0 });
    expect(sheet.body.totals).toMatchObject({ toCome: 3 });
    expect(sheet.body.intervals.find((interval) => interval.time === '19:00')?.covers).toBe(3);

    for (const status of ['arrived', 'seated', 'finished']) {
      const changed = await staff.status(phoned.body.reference, status);
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body).toMatchObject({ status });
    }
    const back = await staff.status(phoned.body.reference, 'booked');
    expect(back.status).toBe(400);
    expect(back.body).toMatchObject({ code: 102, errors: { status: expect.stringContaining('already finished') } });
    const after = await staff.day(STORE, date);
    expect(after.body.version).not.toBe(sheet.body.version);
    expect(after.body.totals).toMatchObject({ arrived: 3, seated: 0, toCome: 0 });

    // A walk-in without a time is now, and sits down at once (a walk-in today, whatever the hour: the restaurant may be shut).
    const walkIn = await staff.book<{ status: string; time: string; date: string }>(STORE, {
      source: 'walk-in',
      adults: 2,
      customer: { firstName: 'Iona', lastName: 'Door' },
    });
    if (walkIn.status === 201) expect(walkIn.body).toMatchObject({ status: 'seated', date: londonDate(0) });
    else expect(walkIn.body).toMatchObject({ code: 102, errors: { time: 'The restaurant is closed at that time.' } });

    // A no-show is counted beside the diner's next booking.
    const missed = await staff.book<{ reference: string }>(STORE, phoneBooking(londonDate(32), '13:00', 2, { email }));
    expect((await staff.status(missed.body.reference, 'no-show')).status).toBe(200);
    const next = await staff.book<{ reference: string }>(STORE, phoneBooking(londonDate(33), '13:00', 2, { email }));
    const nextRow = (await staff.day(STORE, londonDate(33))).body.bookings.find((booking) => booking.reference === next.body.reference);
    expect(nextRow?.noShows).toBe(1);
  });

  it('refuses what staff cannot book, naming the field', async () => {
    const staff = staffClient(base, await jwtOf(base));
    const past = await staff.book(STORE, phoneBooking(londonDate(-1), '19:00', 2));
    expect(past).toMatchObject({ status: 400, body: { errors: { date: 'That date has passed.' } } });
    const noName = await staff.book(STORE, { source: 'phone', date: londonDate(30), time: '19:00', adults: 2, customer: { lastName: 'X' } });
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({ errors: { 'customer.firstName': expect.any(String) } });
    const noTable = await staff.book(STORE, phoneBooking(londonDate(30), '19:00', 2, {}));
    expect(noTable.status).toBe(201);
    const unknown = await staff.book(STORE, { ...phoneBooking(londonDate(30), '19:00', 2), table: 'T99' });
    expect(unknown).toMatchObject({ status: 400, body: { errors: { table: 'There is no table T99 here.' } } });
  });

  it('moves a party to a free table, and refuses a taken one with booking status 9', async () => {
    const staff = staffClient(base, await jwtOf(base));
    const date = londonDate(34);
    const first = await staff.book<{ reference: string; table: string }>(STORE, { ...phoneBooking(date, '18:00', 2), table: 'T1' });
    const second = await staff.book<{ reference: string; table: string }>(STORE, { ...phoneBooking(date, '18:30', 2), table: 'T2' });
    expect([first.body.table, second.body.table]).toEqual(['T1', 'T2']);
    const taken = await staff.table(first.body.reference, 'T2');
    expect(taken).toMatchObject({ status: 409, body: { bookingStatus: 9 } });
    const moved = await staff.table(first.body.reference, 't3');
    expect(moved).toMatchObject({ status: 200, body: { table: 'T3' } });
    // T1 is free again: a third party gets it.
    const third = await staff.book<{ table: string }>(STORE, { ...phoneBooking(date, '18:15', 2), table: 'T1' });
    expect(third).toMatchObject({ status: 201, body: { table: 'T1' } });
  });

  it('blocks the evening: those times leave the website at once, and come back when the block is lifted', async () => {
    const staff = staffClient(base, await jwtOf(base));
    const api = await apiClient(base);
    const { date, occasion } = await findSlot(api, STORE, 'Table booking', { adults: 2 }, { minDaysAhead: 45, time: '18:00' });
    const before = await times(api, occasion.id, 2, date);
    expect(before).toContain('18:00');
    const block = await staff.block(STORE, { date, from: '17:00', until: '21:00', reason: 'Private hire' });
    expect(block.status, JSON.stringify(block.body)).toBe(201);
    const during = await times(api, occasion.id, 2, date);
    // A table for two stays 90 minutes: nothing may arrive from 15:31 until the block ends.
    expect(during.filter((time) => time > '15:30' && time < '21:00')).toEqual([]);
    expect(during.length).toBeGreaterThan(0);
    const refused = await staff.book(STORE, phoneBooking(date, '19:00', 2));
    expect(refused).toMatchObject({ status: 409, body: { bookingStatus: 9, message: expect.stringMatching(/^No table is free for this party then/) } });
    expect((await staff.day(STORE, date)).body.blocks).toEqual([
      expect.objectContaining({ id: block.body.id, scope: 'Whole restaurant', reason: 'Private hire' }),
    ]);

    expect((await staff.lift(block.body.id)).status).toBe(204);
    expect(await times(api, occasion.id, 2, date)).toEqual(before);
    expect((await staff.lift(block.body.id)).status).toBe(404);
  });
});

describe.each(runningSitePairs)('the last table on %s', (_, base, second) => {
  it('20 website and 20 staff bookings racing for it, across two processes, give exactly one', async () => {
    const { answers, booked } = await raceForTheLastTable(STORE, [base, second], 50);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(39);
    expect(booked).toHaveLength(1);
  });
});

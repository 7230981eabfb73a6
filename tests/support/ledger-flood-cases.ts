import { beforeEach, expect, it } from 'vitest';
import type { BookingLedger, Decision, LockedFacts, NewBooking } from '@/features/booking/ledger/ledger';
import { at, booking, EVENING, STORE } from './ledger-rows';

/*
 * The ledger's side of the booking-flood defences (docs/decisions/0052), run on both dialects: unconfirmed holds that
 * stop counting at their time, the diner's bookings read inside the lock for the 2-hour rule, and confirming.
 */

const NOON = EVENING.now;
const minutesAfter = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * 60_000);
const TABLES = Array.from({ length: 20 }, (_, n) => `T${n + 1}`);

/** Takes the first of 20 tables free in the window, written unconfirmed (held 30 minutes from `now`) when asked. */
const firstFreeTable =
  (overrides: Partial<NewBooking>) =>
  ({ holds }: LockedFacts): Decision<string> => {
    const free = TABLES.find((table) => !holds.some((hold) => hold.tableKey === table));
    if (!free) return { answer: () => 'taken' };
    return { insert: booking({ tableKey: free, ...overrides }), answer: (stored) => `booked ${stored.status}` };
  };

/** Books for diner `ada` unless she already has a live booking within the window read. */
const unlessAdaBooked =
  (storeId: number) =>
  ({ dinerArrivals }: LockedFacts): Decision<string> =>
    dinerArrivals.length > 0 ? { answer: () => 'refused' } : { insert: booking({ storeId, dinerKey: 'ada', tableKey: `T${storeId}` }), answer: () => 'booked' };

const ADA = { key: 'ada', from: at('16:00'), to: at('21:30') };

/** `newLedger` makes a ledger as a process would have it; two of them are two processes (or instances) on one database. */
export function ledgerFloodCases(newLedger: () => BookingLedger, statuses: () => Promise<{ status: string; holdUntil: unknown }[]>) {
  let first: BookingLedger;
  let second: BookingLedger;
  const ledger = () => first;
  const secondLedger = () => second;
  beforeEach(() => {
    first = newLedger();
    second = newLedger();
  });

  it('holds an unconfirmed booking’s table until its hold ends, then no longer: no sweep needed', async () => {
    const hold = minutesAfter(NOON, 30);
    await ledger().reserve(STORE, EVENING, () => ({ insert: booking({ status: 'unconfirmed', holdUntil: hold }), answer: () => undefined }));
    const tables = async (now: Date) => (await ledger().holds(STORE, at('18:00'), at('19:30'), now)).map((held) => held.tableKey);
    expect(await tables(NOON)).toEqual(['T1']);
    expect(await tables(minutesAfter(NOON, 29))).toEqual(['T1']);
    expect(await tables(hold)).toEqual([]);
    const later = await ledger().reserve(STORE, { ...EVENING, now: hold }, firstFreeTable({}));
    expect(later).toBe('booked confirmed');
  });

  it('200 unconfirmed bookings from 100 sources fill the 20 tables, and hold none of them 30 minutes later', async () => {
    const attempts = Array.from({ length: 200 }, (_, n) =>
      ledger().reserve(
        STORE,
        EVENING,
        firstFreeTable({ status: 'unconfirmed', holdUntil: minutesAfter(NOON, 30), source: `source-${n % 100}`, dinerKey: `invented-${n}` }),
      ),
    );
    const answers = await Promise.all(attempts);
    expect(answers.filter((answer) => answer === 'booked unconfirmed')).toHaveLength(20);
    expect(answers.filter((answer) => answer === 'taken')).toHaveLength(180);
    expect(await ledger().holds(STORE, at('18:00'), at('19:30'), NOON)).toHaveLength(20);
    const halfAnHourOn = minutesAfter(NOON, 30);
    expect(await ledger().holds(STORE, at('18:00'), at('19:30'), halfAnHourOn)).toEqual([]);
    // Real diners then get every table.
    const diners = await Promise.all(TABLES.map(() => ledger().reserve(STORE, { ...EVENING, now: halfAnHourOn }, firstFreeTable({}))));
    expect(diners).toEqual(TABLES.map(() => 'booked confirmed'));
  });

  it('reads the diner’s live table and event bookings at any restaurant, in the window asked', async () => {
    const insert = (row: Partial<NewBooking>) =>
      ledger().reserve(row.storeId ?? STORE, EVENING, () => ({ insert: booking({ dinerKey: 'ada', ...row }), answer: () => undefined }));
    await insert({ storeId: STORE + 1, startsAt: at('18:30'), endsAt: at('20:00') });
    await insert({ startsAt: at('17:00'), kind: 'enquiry', status: 'enquiry', tableKey: null });
    await insert({ startsAt: at('19:00'), status: 'cancelled' as NewBooking['status'] });
    await insert({ startsAt: at('19:15'), status: 'unconfirmed', holdUntil: at('11:00') });
    await insert({ startsAt: at('20:00'), status: 'unconfirmed', holdUntil: at('12:30'), storeId: STORE + 2 });
    await insert({ startsAt: at('18:00'), dinerKey: 'bob' });
    await insert({ startsAt: at('22:00'), endsAt: at('23:00') });
    const seen = await ledger().reserve(STORE, { ...EVENING, diner: ADA }, ({ dinerArrivals }) => ({
      answer: () => dinerArrivals.map((arrival) => arrival.toISOString()).sort(),
    }));
    expect(seen).toEqual([at('18:30').toISOString(), at('20:00').toISOString()]);
    const none = await ledger().reserve(STORE, EVENING, ({ dinerArrivals }) => ({ answer: () => dinerArrivals }));
    expect(none).toEqual([]);
  });

  it('lets one diner have one of several bookings at different restaurants made at once, in one process or two', async () => {
    const reads = { ...EVENING, diner: ADA };
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => (n % 2 === 0 ? ledger() : secondLedger()).reserve(STORE + n, reads, unlessAdaBooked(STORE + n))),
    );
    expect(answers.filter((answer) => answer === 'booked')).toHaveLength(1);
    expect(answers.filter((answer) => answer === 'refused')).toHaveLength(11);
  });

  it('confirms an unconfirmed booking: it holds its table for good', async () => {
    const id = await ledger().reserve(STORE, EVENING, () => ({
      insert: booking({ status: 'unconfirmed', holdUntil: minutesAfter(NOON, 30) }),
      answer: (stored) => stored.id,
    }));
    const answer = await ledger().reserve(STORE, EVENING, ({ holds }) => ({ confirm: id, answer: () => holds.map((held) => held.tableKey) }));
    expect(answer).toEqual(['T1']);
    expect(await statuses()).toEqual([{ status: 'confirmed', holdUntil: null }]);
    expect((await ledger().holds(STORE, at('18:00'), at('19:30'), minutesAfter(NOON, 600))).map((held) => held.tableKey)).toEqual(['T1']);
  });
}

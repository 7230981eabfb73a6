/**
 * The restaurant's side of the booking domain (issue 34): status changes, table combinations, blocks, pacing, staff
 * bookings and the day's totals, all pure functions of plain data and `now`.
 */
import { describe, expect, it } from 'vitest';
import { bookingStatuses, canChangeStatus, dinerStatusOf, statusChangeRefusal } from '@/features/booking/domain/booking-lifecycle';
import { coversArrivingWith, pacingAllows } from '@/features/booking/domain/pacing';
import { slotTimes } from '@/features/booking/domain/slot-availability';
import { combinationOf } from '@/features/booking/domain/table-combinations';
import { assignTable, tablesFor, WHOLE_RESTAURANT, wholeArea } from '@/features/booking/domain/table-assignment';
import type { TableHold } from '@/features/booking/domain/types';
import { dayIntervals, dayTotals } from '@/features/front-of-house/domain/day-summary';
import { planStaffBooking, type StaffBookingRequest } from '@/features/front-of-house/domain/staff-booking-plan';
import { bookingConfig, occasionOf, RESTAURANT, TABLE_BOOKING, TERRACE } from '../support/booking-config';

// 10 July 2026 is a Friday in BST.
const FRIDAY = '2026-07-10';
const NOW = new Date('2026-07-10T09:00:00Z');
const bst = (time: string, date = FRIDAY) => new Date(`${date}T${time}:00+01:00`);
const hold = (tableKey: string, from: string, until: string, covers = 0): TableHold => ({ tableKey, startsAt: bst(from), endsAt: bst(until), covers });

describe('status changes', () => {
  it('runs booked → arrived → seated → finished, or ends as a no-show or cancelled', () => {
    expect(canChangeStatus('confirmed', 'arrived')).toBe(true);
    expect(canChangeStatus('arrived', 'seated')).toBe(true);
    expect(canChangeStatus('seated', 'finished')).toBe(true);
    expect(canChangeStatus('confirmed', 'seated')).toBe(true);
    expect(canChangeStatus('confirmed', 'no-show')).toBe(true);
    expect(canChangeStatus('confirmed', 'cancelled')).toBe(true);
    expect(canChangeStatus('arrived', 'confirmed')).toBe(true);
  });

  it('never goes back to a status that would put a party on a table given away since', () => {
    for (const settled of ['finished', 'no-show', 'cancelled'] as const) {
      for (const to of bookingStatuses) if (to !== settled) expect(canChangeStatus(settled, to), `${settled} → ${to}`).toBe(false);
    }
    expect(canChangeStatus('seated', 'confirmed')).toBe(false);
    expect(statusChangeRefusal('no-show', 'confirmed')).toBe('This booking is already a no-show. Make a new booking instead.');
    expect(statusChangeRefusal('cancelled', 'confirmed')).toBe('A cancelled booking cannot be reinstated. Make a new booking instead.');
    expect(statusChangeRefusal('unconfirmed', 'confirmed')).toMatch(/^Only the diner confirms/);
    expect(statusChangeRefusal('seated', 'arrived')).toBe('A booking that is seated cannot become arrived.');
  });

  it('shows the diner their booking confirmed while they dine, and cancelled once a no-show', () => {
    expect(['arrived', 'seated', 'finished'].map((status) => dinerStatusOf(status as 'arrived'))).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(dinerStatusOf('no-show')).toBe('cancelled');
  });
});

describe('table combinations', () => {
  const tables = [
    { key: 'a', label: 'T4' },
    { key: 'b', label: 'T5' },
  ];

  it('reads "T4 + T5" by label, ignoring case, into a table holding both', () => {
    expect(combinationOf({ tables: 't4+ T5', minCovers: 5, maxCovers: 8 }, tables)).toEqual({
      key: 'a+b',
      label: 'T4 + T5',
      minCovers: 5,
      maxCovers: 8,
      members: ['a', 'b'],
    });
  });

  it('refuses a combination naming an unknown table, one table, or one twice', () => {
    expect(combinationOf({ tables: 'T4 + T9', minCovers: 5, maxCovers: 8 }, tables)).toBe('There is no table T9 on the Tables tab.');
    expect(combinationOf({ tables: 'T4', minCovers: 5, maxCovers: 8 }, tables)).toMatch(/at least two tables/);
    expect(combinationOf({ tables: 'T4 + t4', minCovers: 5, maxCovers: 8 }, tables)).toBe('T4 is named twice.');
    expect(combinationOf({ tables: 'T4 + T5', minCovers: 9, maxCovers: 8 }, tables)).toMatch(/cannot be more/);
  });

  const config = bookingConfig({
    combinations: [{ key: `${RESTAURANT}:3+${RESTAURANT}:4`, label: 'T3 + T4', minCovers: 7, maxCovers: 8, members: [`${RESTAURANT}:3`, `${RESTAURANT}:4`] }],
  });
  const all = tablesFor(config, occasionOf(config, TABLE_BOOKING), null);
  const assign = (covers: number, holds: TableHold[] = []) => assignTable(all, covers, holds, bst('19:00'), bst('21:00'))?.key ?? null;

  it('gives a party a single table before a combination of the same size, and the combination when the table is taken', () => {
    expect(assign(8)).toBe('1:9');
    expect(assign(8, [hold('1:9', '18:00', '20:00')])).toBe('1:3+1:4');
  });

  it('never sells a table twice: a table held alone blocks its combinations, and a combination holds both its tables', () => {
    expect(assign(8, [hold('1:9', '18:00', '20:00'), hold('1:4', '20:30', '22:00')])).toBeNull();
    const combined = [hold('1:9', '18:00', '20:00'), hold('1:3+1:4', '19:00', '21:00')];
    expect(assign(4, combined)).toBe('1:5');
    expect(
      assign(4, [...combined, hold('1:5', '19:00', '21:00'), hold('1:6', '19:00', '21:00'), hold('2:10', '19:00', '21:00'), hold('2:11', '19:00', '21:00')]),
    ).toBe('1:7');
  });

  it('is offered only where every table in it is allowed (an area left out leaves out its combinations)', () => {
    const terraceOnly = tablesFor(config, { areaLinkGroup: { type: 'inclusive', ids: [TERRACE] } }, null);
    expect(terraceOnly.map((table) => table.key)).toEqual(['2:10', '2:11']);
  });
});

describe('blocks', () => {
  const config = bookingConfig();
  const all = tablesFor(config, occasionOf(config, TABLE_BOOKING), null);
  const free = (holds: TableHold[]) => all.filter((table) => assignTable([table], 2, holds, bst('19:00'), bst('20:30'))).map((table) => table.key);

  it('closes named tables, a whole area, or the whole restaurant, for their time only', () => {
    expect(free([hold('1:1+1:2', '17:00', '21:00')])).not.toContain('1:1');
    expect(free([hold(wholeArea(TERRACE), '17:00', '21:00')]).filter((key) => key.startsWith('2:'))).toEqual([]);
    expect(free([hold(wholeArea(TERRACE), '17:00', '21:00')])).toContain('1:3');
    expect(free([hold(WHOLE_RESTAURANT, '17:00', '21:00')])).toEqual([]);
    expect(free([hold(WHOLE_RESTAURANT, '20:30', '23:00')]).length).toBeGreaterThan(0);
  });

  it('takes the blocked times out of the slots the website offers', () => {
    const slots = slotTimes(config, {
      occasion: occasionOf(config, TABLE_BOOKING),
      party: { adults: 2, children: 0 },
      date: FRIDAY,
      areaId: null,
      now: NOW,
      holds: [hold(WHOLE_RESTAURANT, '17:00', '21:00')],
    });
    const times = slots.filter((slot) => !slot.canEnquire).map((slot) => slot.time);
    expect(times).toContain('15:30');
    expect(times.filter((time) => time > '15:30' && time < '21:00')).toEqual([]);
  });
});

describe('pacing', () => {
  const rules = { pacing: { covers: 10, minutes: 15 } };
  const holds = [
    hold('1:1', '19:00', '20:30', 4),
    hold('1:2', '19:10', '20:40', 4),
    hold('1:3', '19:15', '20:45', 6),
    hold(WHOLE_RESTAURANT, '19:00', '19:05'),
  ];

  it('counts the covers arriving in each interval, counted from midnight London time, blocks counting none', () => {
    expect(coversArrivingWith(holds, bst('19:05'), 15)).toBe(8);
    expect(coversArrivingWith(holds, bst('19:15'), 15)).toBe(6);
    expect(coversArrivingWith(holds, bst('19:05'), 30)).toBe(14);
  });

  it('lets a party in up to the limit, and no further', () => {
    expect(pacingAllows(rules, holds, bst('19:00'), 2)).toBe(true);
    expect(pacingAllows(rules, holds, bst('19:00'), 3)).toBe(false);
    expect(pacingAllows({ pacing: null }, holds, bst('19:00'), 30)).toBe(true);
  });

  it('stops the website offering a time whose interval is full, though tables are free', () => {
    const config = bookingConfig({ rules });
    const slots = slotTimes(config, {
      occasion: occasionOf(config, TABLE_BOOKING),
      party: { adults: 4, children: 0 },
      date: FRIDAY,
      areaId: null,
      now: NOW,
      holds,
    });
    const times = slots.filter((slot) => !slot.canEnquire).map((slot) => slot.time);
    expect(times).not.toContain('19:00');
    expect(times).toContain('19:15');
    expect(times).toContain('19:30');
  });
});

describe('a booking taken by staff', () => {
  const config = bookingConfig({ status: { kind: 'paused', message: null }, rules: { pacing: { covers: 2, minutes: 15 } } });
  const request = (overrides: Partial<StaffBookingRequest> = {}): StaffBookingRequest => ({
    channel: 'phone',
    date: FRIDAY,
    time: '19:07',
    adults: 4,
    children: 0,
    occasionId: null,
    table: null,
    ...overrides,
  });

  it('may go past the lead time, the pause and the pacing, at any minute, and gets the snuggest free table', () => {
    const plan = planStaffBooking(config, request({ time: '10:05', date: FRIDAY }), new Date('2026-07-10T09:00:00Z'), []);
    expect(plan).toMatchObject({ outcome: 'refused', field: 'time', message: 'The restaurant is closed at that time.' });
    const soon = planStaffBooking(config, request({ time: '11:30' }), new Date('2026-07-10T10:25:00Z'), [hold('1:1', '11:30', '13:00', 40)]);
    expect(soon).toMatchObject({ outcome: 'book', table: { key: '1:3' }, startsAt: bst('11:30') });
    expect(planStaffBooking(config, request(), NOW, [])).toMatchObject({ outcome: 'book', startsAt: bst('19:07') });
  });

  it('never past capacity: taken when no table is free, or the named one is held or blocked', () => {
    const busy = ['1:3', '1:4', '1:5', '1:6', '1:7', '1:8', '1:9', '2:10', '2:11'].map((key) => hold(key, '18:30', '21:00'));
    expect(planStaffBooking(config, request(), NOW, busy)).toEqual({ outcome: 'taken' });
    expect(planStaffBooking(config, request({ table: 'T3' }), NOW, [hold('1:3', '18:30', '19:30')])).toEqual({ outcome: 'taken' });
    expect(planStaffBooking(config, request({ table: 't1' }), NOW, [])).toMatchObject({ outcome: 'book', table: { key: '1:1' } });
    expect(planStaffBooking(config, request({ table: 'T3' }), NOW, [hold(wholeArea(RESTAURANT), '19:00', '20:00')])).toEqual({ outcome: 'taken' });
  });

  it('refuses the past, a closed day and an unknown table by field', () => {
    expect(planStaffBooking(config, request({ date: '2026-07-09' }), NOW, [])).toMatchObject({ field: 'date', message: 'That date has passed.' });
    expect(planStaffBooking(config, request({ time: '09:30' }), new Date('2026-07-10T12:00:00Z'), [])).toMatchObject({ field: 'time' });
    expect(planStaffBooking(config, request({ time: '12:00' }), new Date('2026-07-10T12:00:00Z'), [])).toMatchObject({
      field: 'time',
      message: 'That time has passed.',
    });
    expect(planStaffBooking(config, request({ channel: 'walk-in', time: '12:59' }), new Date('2026-07-10T12:00:00Z'), [])).toMatchObject({ outcome: 'book' });
    expect(planStaffBooking(config, request({ table: 'T42' }), NOW, [])).toMatchObject({ field: 'table', message: 'There is no table T42 here.' });
    const closed = bookingConfig({ rules: { restrictions: [{ date: FRIDAY, closed: true, occasionIds: [], note: '' }] } });
    expect(planStaffBooking(closed, request(), NOW, [])).toMatchObject({ field: 'date' });
  });
});

describe("the day's totals and chart", () => {
  const config = bookingConfig({ rules: { pacing: { covers: 30, minutes: 15 } } });
  const bookings = [
    { status: 'confirmed' as const, covers: 4, startsAt: bst('19:00') },
    { status: 'arrived' as const, covers: 2, startsAt: bst('19:10') },
    { status: 'seated' as const, covers: 3, startsAt: bst('18:30') },
    { status: 'finished' as const, covers: 2, startsAt: bst('12:00') },
    { status: 'no-show' as const, covers: 6, startsAt: bst('13:00') },
    { status: 'cancelled' as const, covers: 8, startsAt: bst('19:00') },
  ];

  it('adds up covers booked, arrived, seated and still to come', () => {
    expect(dayTotals(bookings)).toEqual({ bookings: 5, covers: 11, arrived: 7, seated: 3, toCome: 4, noShows: 1, cancelled: 1 });
  });

  it('charts covers arriving per pacing interval from opening to closing, against the pacing limit', () => {
    const intervals = dayIntervals(config, FRIDAY, bookings);
    expect(intervals[0]).toEqual({ time: '11:30', covers: 0, capacity: 30 });
    expect(intervals.at(-1)?.time).toBe('21:45');
    expect(intervals.find((interval) => interval.time === '19:00')).toEqual({ time: '19:00', covers: 6, capacity: 30 });
    expect(intervals.find((interval) => interval.time === '13:00')?.covers).toBe(0);
  });

  it('without pacing, charts against every seat the restaurant has', () => {
    expect(dayIntervals(bookingConfig(), FRIDAY, [])[0]?.capacity).toBe(2 + 2 + 4 * 4 + 6 + 6 + 8 + 4 + 4);
  });
});

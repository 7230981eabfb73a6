import { describe, expect, it } from 'vitest';
import { candidateArrivals } from '@/features/booking/domain/arrival-times';
import { planBooking } from '@/features/booking/domain/booking-plan';
import { slotTimes } from '@/features/booking/domain/slot-availability';
import type { BookingConfig, TableHold } from '@/features/booking/domain/types';
import { londonClock } from '@/lib/london-time';
import { bookingConfig, everyDay, occasionOf, oneTable, TABLE_BOOKING } from '../support/booking-config';

/**
 * Both 2026 clock changes happen at 01:00 UTC on a Sunday: on 29 March London jumps from 01:00 GMT to 02:00 BST (no
 * 01:xx that night), on 25 October from 02:00 BST back to 01:00 GMT (01:xx twice). A late-night override opens the
 * restaurant 00:00–04:00 on each, so the last arrival is 03:00.
 */
const SPRING = '2026-03-29';
const AUTUMN = '2026-10-25';
const lateNight = (date: string, overrides: Parameters<typeof bookingConfig>[0] = {}): BookingConfig =>
  bookingConfig({
    schedule: { weekly: everyDay({ open: '11:30', close: '22:00' }), overrides: [{ startDate: date, endDate: date, openTime: '00:00', closeTime: '04:00' }] },
    ...overrides,
  });
const arrivals = (config: BookingConfig, date: string, now: Date) => candidateArrivals(config, occasionOf(config, TABLE_BOOKING), date, now);
const timesOf = (config: BookingConfig, date: string, now: Date) => arrivals(config, date, now).map((a) => a.time);
const couple = { adults: 2, children: 0 };

describe('29 March 2026, clocks forward', () => {
  const config = lateNight(SPRING);
  const DAY_BEFORE = new Date('2026-03-28T12:00:00Z');

  it('offers no arrival in the hour that does not exist', () => {
    expect(timesOf(config, SPRING, DAY_BEFORE)).toEqual(['00:00', '00:15', '00:30', '00:45', '02:00', '02:15', '02:30', '02:45', '03:00']);
  });

  it('turns each time into its own instant, GMT before the jump and BST after', () => {
    const byTime = new Map(arrivals(config, SPRING, DAY_BEFORE).map((a) => [a.time, a.startsAt.toISOString()]));
    expect(byTime.get('00:45')).toBe('2026-03-29T00:45:00.000Z');
    expect(byTime.get('02:00')).toBe('2026-03-29T01:00:00.000Z');
    expect(byTime.get('03:00')).toBe('2026-03-29T02:00:00.000Z');
  });

  it('runs the meal in real minutes across the jump', () => {
    const plan = planBooking(
      config,
      { occasionId: TABLE_BOOKING, ...couple, bookingDate: SPRING, time: '00:45', menuId: null, areaId: null, kind: 'table' },
      DAY_BEFORE,
      [],
    );
    expect(plan).toMatchObject({ outcome: 'book', startsAt: new Date('2026-03-29T00:45:00Z'), endsAt: new Date('2026-03-29T02:15:00Z') });
    // Ninety minutes after 00:45 GMT the wall clock shows 03:15 BST.
    if (plan.outcome === 'book') expect(londonClock(plan.endsAt).minutes).toBe(3 * 60 + 15);
  });

  it('blocks arrivals whose real-minute meal reaches a later booking', () => {
    const single = lateNight(SPRING, { areas: oneTable(1, 2), rules: { enquiryFromCovers: null } });
    // Held from 03:00 BST (02:00Z). 00:30 GMT + 90 minutes ends exactly then; 00:45 would overrun by a quarter hour.
    const held: TableHold[] = [{ tableKey: '1:1', startsAt: new Date('2026-03-29T02:00:00Z'), endsAt: new Date('2026-03-29T03:30:00Z') }];
    const slots = slotTimes(single, { occasion: occasionOf(single, TABLE_BOOKING), party: couple, date: SPRING, areaId: null, now: DAY_BEFORE, holds: held });
    expect(slots.map((s) => s.time)).toEqual(['00:00', '00:15', '00:30']);
  });

  it('measures the lead time in real minutes across the jump', () => {
    // 00:30 GMT plus an hour is 02:30 BST, not 01:30.
    expect(timesOf(config, SPRING, new Date('2026-03-29T00:30:00Z'))).toEqual(['02:30', '02:45', '03:00']);
  });

  it('moves ordinary opening hours to BST from that day', () => {
    const plain = bookingConfig();
    expect(arrivals(plain, '2026-03-28', new Date('2026-03-27T12:00:00Z'))[0]?.startsAt).toEqual(new Date('2026-03-28T11:30:00Z'));
    expect(arrivals(plain, SPRING, new Date('2026-03-27T12:00:00Z'))[0]?.startsAt).toEqual(new Date('2026-03-29T10:30:00Z'));
  });
});

describe('25 October 2026, clocks back', () => {
  const config = lateNight(AUTUMN);
  const DAY_BEFORE = new Date('2026-10-24T12:00:00Z');

  it('offers each time of the repeated hour once, at its first (BST) occurrence', () => {
    const all = arrivals(config, AUTUMN, DAY_BEFORE);
    expect(all.map((a) => a.time)).toEqual([
      '00:00',
      '00:15',
      '00:30',
      '00:45',
      '01:00',
      '01:15',
      '01:30',
      '01:45',
      '02:00',
      '02:15',
      '02:30',
      '02:45',
      '03:00',
    ]);
    const byTime = new Map(all.map((a) => [a.time, a.startsAt.toISOString()]));
    expect(byTime.get('00:00')).toBe('2026-10-24T23:00:00.000Z');
    expect(byTime.get('01:00')).toBe('2026-10-25T00:00:00.000Z');
    expect(byTime.get('01:45')).toBe('2026-10-25T00:45:00.000Z');
    expect(byTime.get('02:00')).toBe('2026-10-25T02:00:00.000Z');
  });

  it('runs the meal in real minutes across the change', () => {
    const plan = planBooking(
      config,
      { occasionId: TABLE_BOOKING, ...couple, bookingDate: AUTUMN, time: '01:30', menuId: null, areaId: null, kind: 'table' },
      DAY_BEFORE,
      [],
    );
    expect(plan).toMatchObject({ outcome: 'book', startsAt: new Date('2026-10-25T00:30:00Z'), endsAt: new Date('2026-10-25T02:00:00Z') });
    // Ninety minutes after 01:30 BST the wall clock shows 02:00 GMT.
    if (plan.outcome === 'book') expect(londonClock(plan.endsAt).minutes).toBe(2 * 60);
  });

  it('blocks by real time in the repeated hour', () => {
    const single = lateNight(AUTUMN, { areas: oneTable(1, 2), rules: { enquiryFromCovers: null } });
    // Held through the second 01:xx hour (GMT): 00:30 BST + 90 minutes touches it; every first-hour 01:xx overlaps.
    const held: TableHold[] = [{ tableKey: '1:1', startsAt: new Date('2026-10-25T01:00:00Z'), endsAt: new Date('2026-10-25T02:00:00Z') }];
    const slots = slotTimes(single, { occasion: occasionOf(single, TABLE_BOOKING), party: couple, date: AUTUMN, areaId: null, now: DAY_BEFORE, holds: held });
    expect(slots.map((s) => s.time)).toEqual(['00:00', '00:15', '00:30', '02:00', '02:15', '02:30', '02:45', '03:00']);
  });

  it('measures the lead time in real minutes across the change', () => {
    // 01:30 BST plus an hour is 01:30 GMT: the 01:xx times have gone (their first occurrence has passed) and 02:00 is next.
    expect(timesOf(config, AUTUMN, new Date('2026-10-25T00:30:00Z'))).toEqual(['02:00', '02:15', '02:30', '02:45', '03:00']);
  });
});

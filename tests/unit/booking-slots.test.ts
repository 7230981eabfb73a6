import { describe, expect, it } from 'vitest';
import { availableTimes, canEnquire, requirements, slotTimes } from '@/features/booking/domain/slot-availability';
import type { BookingConfig, TableHold } from '@/features/booking/domain/types';
import { bookingConfig, BRUNCH, ENQUIRY, occasion, occasionOf, oneTable, TABLE_BOOKING } from '../support/booking-config';

// 10 July 2026 is a Friday in BST; 11 July a Saturday.
const NOW = new Date('2026-07-10T09:00:00Z');
const FRIDAY = '2026-07-10';
const SATURDAY = '2026-07-11';
const bst = (time: string, date = FRIDAY) => new Date(`${date}T${time}:00+01:00`);
const config = bookingConfig();
const slots = (c: BookingConfig, occasionId: number, adults: number, holds: TableHold[] = [], date = FRIDAY) =>
  slotTimes(c, { occasion: occasionOf(c, occasionId), party: { adults, children: 0 }, date, areaId: null, now: NOW, holds });

describe('slotTimes', () => {
  it('offers bookable times when a table is free', () => {
    const free = slots(config, TABLE_BOOKING, 2);
    expect(free).toHaveLength(39);
    expect(free[0]).toEqual({ time: '11:30', canEnquire: false });
  });

  it('offers every arrival of an enquiry occasion as an enquiry, tables or not', () => {
    const full = bookingConfig({ areas: oneTable(1, 2) });
    const held = [{ tableKey: '1:1', startsAt: bst('11:00'), endsAt: bst('23:00') }];
    const enquiries = slots(full, ENQUIRY, 12, held);
    expect(enquiries).toHaveLength(39);
    expect(enquiries.every((s) => s.canEnquire)).toBe(true);
  });

  it('turns a time without a table into an enquiry for parties that may enquire, and leaves it out for others', () => {
    // No table seats 10: every time is an enquiry.
    expect(slots(config, TABLE_BOOKING, 10).every((s) => s.canEnquire)).toBe(true);
    expect(slots(config, TABLE_BOOKING, 10)).toHaveLength(39);
    expect(slots(bookingConfig({ rules: { enquiryFromCovers: null } }), TABLE_BOOKING, 10)).toEqual([]);
    // The only table for 8 is held at 19:00: a party of 8 cannot enquire (enquiries from 9), so 19:00 goes.
    const held = [{ tableKey: '1:9', startsAt: bst('18:00'), endsAt: bst('21:00') }];
    const eight = slots(config, TABLE_BOOKING, 8, held);
    expect(eight.map((s) => s.time)).not.toContain('19:00');
    expect(eight.every((s) => !s.canEnquire)).toBe(true);
    const enquireFromEight = bookingConfig({ rules: { enquiryFromCovers: 8 } });
    expect(slots(enquireFromEight, TABLE_BOOKING, 8, held).find((s) => s.time === '19:00')).toEqual({ time: '19:00', canEnquire: true });
  });

  it('gives no slots to a party the occasion does not accept', () => {
    expect(slots(config, BRUNCH, 1, [], SATURDAY)).toEqual([]);
    expect(slots(config, BRUNCH, 11, [], SATURDAY)).toEqual([]);
    expect(slots(config, BRUNCH, 2, [], SATURDAY)).toHaveLength(13);
    expect(
      slotTimes(config, { occasion: occasionOf(config, TABLE_BOOKING), party: { adults: 0, children: 2 }, date: FRIDAY, areaId: null, now: NOW, holds: [] }),
    ).toEqual([]);
  });
});

describe('canEnquire and requirements', () => {
  it('lets parties enquire from the configured size, and always for an enquiry occasion', () => {
    const table = occasionOf(config, TABLE_BOOKING);
    expect(canEnquire(config, table, 8)).toBe(false);
    expect(canEnquire(config, table, 9)).toBe(true);
    expect(canEnquire(bookingConfig({ rules: { enquiryFromCovers: null } }), table, 20)).toBe(false);
    expect(canEnquire(config, occasionOf(config, ENQUIRY), 2)).toBe(true);
  });

  it('asks for a card guarantee from the configured size or when the occasion requires one', () => {
    const table = occasionOf(config, TABLE_BOOKING);
    expect(requirements(config, table, 7)).toEqual({ isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: false });
    expect(requirements(config, table, 8)).toEqual({ isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: true });
    expect(requirements(config, table, 9)).toEqual({ isPlaceAsEnquiryEnabled: true, isCardGuaranteeRequired: true });
    expect(requirements(config, { ...table, requiresCardGuarantee: true }, 2).isCardGuaranteeRequired).toBe(true);
    expect(requirements(bookingConfig({ rules: { cardGuaranteeFromCovers: null } }), table, 20).isCardGuaranteeRequired).toBe(false);
  });
});

describe('availableTimes', () => {
  const windowed = (...occasions: ReturnType<typeof occasion>[]) => bookingConfig({ occasions });

  it('unites the free times of every table occasion that runs that date and takes the party, sorted and unique', () => {
    const lunch = occasion({ id: 1, name: 'Lunch', serviceWindows: [{ from: '12:00', until: '12:30' }] });
    const dinner = occasion({ id: 2, name: 'Dinner', serviceWindows: [{ from: '19:00', until: '19:15' }] });
    const overlap = occasion({ id: 3, name: 'Set lunch', serviceWindows: [{ from: '12:15', until: '12:15' }] });
    const query = { party: { adults: 2, children: 0 }, date: FRIDAY, now: NOW, holds: [] };
    expect(availableTimes(windowed(dinner, lunch, overlap), query)).toEqual(['12:00', '12:15', '12:30', '19:00', '19:15']);
  });

  it('leaves out enquiry and event occasions, occasions not running that date, and those that do not take the party', () => {
    const query = { party: { adults: 2, children: 0 }, date: FRIDAY, now: NOW, holds: [] };
    const enquiryOnly = occasion({ id: 1, name: 'Enquiry', bookingType: 'enquiry' });
    const weekend = occasion({ id: 2, name: 'Weekend', days: ['saturday'] });
    const bigGroups = occasion({ id: 3, name: 'Groups', minimumCovers: 6 });
    const quiz = occasion({ id: 4, name: 'Quiz night', bookingType: 'event' });
    expect(availableTimes(windowed(enquiryOnly, weekend, bigGroups, quiz), query)).toEqual([]);
    expect(availableTimes(windowed(enquiryOnly, weekend, bigGroups, quiz), { ...query, date: SATURDAY })).toHaveLength(39);
  });

  it('leaves out held times and enquiry-only times, and has nothing for a restaurant that takes no bookings', () => {
    const single = bookingConfig({ areas: oneTable(1, 2) });
    const held = [{ tableKey: '1:1', startsAt: bst('19:00'), endsAt: bst('20:30') }];
    const times = availableTimes(single, { party: { adults: 2, children: 0 }, date: FRIDAY, now: NOW, holds: held });
    expect(times).toContain('17:30');
    expect(times).not.toContain('17:45');
    expect(times).toContain('20:30');
    expect(availableTimes(config, { party: { adults: 10, children: 0 }, date: FRIDAY, now: NOW, holds: [] })).toEqual([]);
    expect(
      availableTimes(bookingConfig({ status: { kind: 'paused', message: null } }), { party: { adults: 2, children: 0 }, date: FRIDAY, now: NOW, holds: [] }),
    ).toEqual([]);
  });
});

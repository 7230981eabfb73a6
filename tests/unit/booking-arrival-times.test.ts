import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candidateArrivals, hasCandidateArrival } from '@/features/booking/domain/arrival-times';
import { diningMinutes, MAX_DINING_MINUTES } from '@/features/booking/domain/dining-duration';
import type { BookingConfig, BookingRules, ServiceWindow } from '@/features/booking/domain/types';
import { bookingConfig, BRUNCH, everyDay, occasion, occasionOf, TABLE_BOOKING } from '../support/booking-config';

// 10 July 2026 is a Friday in BST: 09:00Z is 10:00 in London.
const NOW = new Date('2026-07-10T09:00:00Z');
const FRIDAY = '2026-07-10';
const SATURDAY = '2026-07-11';

const openDaily = (open: string, close: string, rules: Partial<BookingRules> = {}) =>
  bookingConfig({ schedule: { weekly: everyDay({ open, close }), overrides: [] }, rules });
const times = (config: BookingConfig, date = SATURDAY, now = NOW, serviceWindows: readonly ServiceWindow[] = []) =>
  candidateArrivals(config, occasion({ id: 1, name: 'Any', serviceWindows }), date, now).map((a) => a.time);

describe('candidateArrivals', () => {
  it('steps every 15 minutes from opening to an hour before closing', () => {
    const all = times(bookingConfig());
    expect(all.slice(0, 4)).toEqual(['11:30', '11:45', '12:00', '12:15']);
    expect(all.slice(-2)).toEqual(['20:45', '21:00']);
    expect(all).toHaveLength(39);
  });

  it('gives each time the London instant it happens at', () => {
    const [first] = candidateArrivals(bookingConfig(), occasionOf(bookingConfig(), TABLE_BOOKING), SATURDAY, NOW);
    expect(first).toEqual({ time: '11:30', startsAt: new Date('2026-07-11T10:30:00Z') });
    // In winter London is on GMT.
    const [winter] = candidateArrivals(bookingConfig(), occasionOf(bookingConfig(), TABLE_BOOKING), '2026-01-10', new Date('2026-01-09T12:00:00Z'));
    expect(winter).toEqual({ time: '11:30', startsAt: new Date('2026-01-10T11:30:00Z') });
  });

  it('aligns times to the interval from midnight, not to the opening', () => {
    expect(times(openDaily('11:40', '22:00')).slice(0, 2)).toEqual(['11:45', '12:00']);
    expect(times(openDaily('11:40', '22:00', { slotIntervalMinutes: 30 })).slice(0, 2)).toEqual(['12:00', '12:30']);
    expect(times(openDaily('11:30', '22:00', { slotIntervalMinutes: 20 })).slice(0, 3)).toEqual(['11:40', '12:00', '12:20']);
  });

  it('takes the last arrival before closing from the rules', () => {
    expect(times(bookingConfig({ rules: { lastArrivalBeforeCloseMinutes: 30 } })).at(-1)).toBe('21:30');
    expect(times(bookingConfig({ rules: { lastArrivalBeforeCloseMinutes: 0 } })).at(-1)).toBe('22:00');
    expect(times(openDaily('11:30', '21:50')).at(-1)).toBe('20:45');
  });

  it('counts a closing after midnight as the next day, but keeps arrivals on their own date', () => {
    expect(times(openDaily('18:00', '00:00')).at(-1)).toBe('23:00');
    expect(times(openDaily('18:00', '00:30')).at(-1)).toBe('23:30');
    // Closing at 01:00 would allow 00:00; the date's list stops at its last quarter hour.
    const late = times(openDaily('18:00', '01:00'));
    expect(late.at(-1)).toBe('23:45');
    expect(late).not.toContain('00:00');
  });

  it('offers nothing on a closed day', () => {
    expect(times(openDaily('Closed', 'Closed'))).toEqual([]);
  });

  it('keeps only arrivals at least the lead time after now', () => {
    // 14:05 in London: the first arrival an hour later is 15:15.
    expect(times(bookingConfig(), FRIDAY, new Date('2026-07-10T13:05:00Z'))[0]).toBe('15:15');
    // Exactly an hour ahead is still bookable.
    expect(times(bookingConfig(), FRIDAY, new Date('2026-07-10T13:30:00Z'))[0]).toBe('15:30');
    expect(times(bookingConfig({ rules: { leadTimeMinutes: 0 } }), FRIDAY, new Date('2026-07-10T13:30:00Z'))[0]).toBe('14:30');
    // Tomorrow starts at opening; after the last arrival today has nothing left.
    expect(times(bookingConfig(), SATURDAY, new Date('2026-07-10T13:05:00Z'))[0]).toBe('11:30');
    expect(times(bookingConfig(), FRIDAY, new Date('2026-07-10T19:01:00Z'))).toEqual([]);
  });

  it('narrows arrivals to the occasion’s service windows, inclusively', () => {
    const brunch = candidateArrivals(bookingConfig(), occasionOf(bookingConfig(), BRUNCH), SATURDAY, NOW).map((a) => a.time);
    expect(brunch[0]).toBe('12:00');
    expect(brunch.at(-1)).toBe('15:00');
    expect(brunch).toHaveLength(13);
    const lunchAndLate = [
      { from: '12:00', until: '12:30' },
      { from: '20:30', until: '23:00' },
    ];
    expect(times(bookingConfig(), SATURDAY, NOW, lunchAndLate)).toEqual(['12:00', '12:15', '12:30', '20:30', '20:45', '21:00']);
    expect(times(bookingConfig(), SATURDAY, NOW, [{ from: '12:05', until: '12:10' }])).toEqual([]);
  });
});

describe('hasCandidateArrival', () => {
  const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  // Dates around both 2026 clock changes (29 March, 25 October) and an ordinary summer day.
  const dates = ['2026-03-28', '2026-03-29', '2026-03-30', '2026-07-11', '2026-10-24', '2026-10-25', '2026-10-26'];

  it('says whether candidateArrivals offers anything, for any hours, interval, windows, lead time and moment', () => {
    fc.assert(
      fc.property(
        fc.record({
          open: fc.integer({ min: 0, max: 95 }).map((quarter) => clock(quarter * 15)),
          close: fc.integer({ min: 0, max: 95 }).map((quarter) => clock(quarter * 15)),
          slotIntervalMinutes: fc.constantFrom(10, 15, 20, 30, 45, 60),
          lastArrivalBeforeCloseMinutes: fc.integer({ min: 0, max: 180 }),
          leadTimeMinutes: fc.integer({ min: 0, max: 24 * 60 }),
          windows: fc.array(fc.record({ from: fc.integer({ min: 0, max: 1439 }).map(clock), until: fc.integer({ min: 0, max: 1439 }).map(clock) }), {
            maxLength: 2,
          }),
          date: fc.constantFrom(...dates),
          hoursBefore: fc.integer({ min: -30, max: 48 }),
        }),
        ({ open, close, windows, date, hoursBefore, ...rules }) => {
          const config = openDaily(open, close, rules);
          const now = new Date(new Date(`${date}T12:00:00Z`).getTime() - hoursBefore * 3_600_000);
          const anOccasion = occasion({ id: 1, name: 'Any', serviceWindows: windows });
          expect(hasCandidateArrival(config, anOccasion, date, now)).toBe(candidateArrivals(config, anOccasion, date, now).length > 0);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('diningMinutes', () => {
  const rules = bookingConfig().rules;

  it('takes the first row that reaches the party', () => {
    expect([1, 2, 3, 4, 5, 8, 9, 20].map((covers) => diningMinutes(rules, covers))).toEqual([90, 90, 105, 105, 120, 120, 150, 150]);
  });

  it('never holds a table longer than MAX_DINING_MINUTES, which the ledger reads holds by', () => {
    expect(diningMinutes({ diningDurations: [{ upToCovers: 20, minutes: MAX_DINING_MINUTES + 60 }] }, 4)).toBe(MAX_DINING_MINUTES);
  });

  it('sorts the rows first and gives bigger parties the last row', () => {
    const unsorted = { diningDurations: [...rules.diningDurations].reverse() };
    expect(diningMinutes(unsorted, 3)).toBe(105);
    expect(
      diningMinutes(
        {
          diningDurations: [
            { upToCovers: 6, minutes: 120 },
            { upToCovers: 2, minutes: 75 },
          ],
        },
        11,
      ),
    ).toBe(120);
  });

  it('throws on an empty table, which restaurantRefusal refuses first', () => {
    expect(() => diningMinutes({ diningDurations: [] }, 2)).toThrow(RangeError);
  });
});

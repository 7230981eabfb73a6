import { describe, expect, it } from 'vitest';
import { serviceResults } from '@/features/api/service-results';
import { planBooking, type BookingPlan, type PlanRequest } from '@/features/booking/domain/booking-plan';
import type { BookingConfig, TableHold } from '@/features/booking/domain/types';
import { A_LA_CARTE, area, bookingConfig, BRUNCH, BRUNCH_MENU, ENQUIRY, SET_MENU, TABLE_BOOKING, TERRACE } from '../support/booking-config';

// 10 July 2026 is a Friday in BST: 09:00Z is 10:00 in London. 11 July is a Saturday.
const NOW = new Date('2026-07-10T09:00:00Z');
const FRIDAY = '2026-07-10';
const SATURDAY = '2026-07-11';
const bst = (time: string, date = FRIDAY) => new Date(`${date}T${time}:00+01:00`);

const request = (overrides: Partial<PlanRequest> = {}): PlanRequest => ({
  occasionId: TABLE_BOOKING,
  adults: 2,
  children: 0,
  bookingDate: FRIDAY,
  time: '19:00',
  menuId: null,
  areaId: null,
  kind: 'table',
  ...overrides,
});
const plan = (overrides: Partial<PlanRequest> = {}, config: BookingConfig = bookingConfig(), holds: TableHold[] = [], now = NOW) =>
  planBooking(config, request(overrides), now, holds);
const code = (result: BookingPlan) => (result.outcome === 'refused' ? serviceResults[result.refusal.result].code : result.outcome);
const VALIDATION = serviceResults.validationFailed.code;

describe('planBooking', () => {
  it('books the smallest free table for the whole meal', () => {
    expect(plan()).toEqual({
      outcome: 'book',
      table: expect.objectContaining({ key: '1:1' }),
      startsAt: new Date('2026-07-10T18:00:00Z'),
      endsAt: new Date('2026-07-10T19:30:00Z'),
      cardGuaranteeRequired: false,
    });
    const family = plan({ adults: 2, children: 2, time: '12:30' });
    expect(family).toMatchObject({ outcome: 'book', table: { key: '1:3' }, startsAt: bst('12:30'), endsAt: bst('14:15') });
  });

  it('asks for a card guarantee from eight covers', () => {
    expect(plan({ adults: 6, children: 2 })).toMatchObject({ outcome: 'book', table: { key: '1:9' }, cardGuaranteeRequired: true });
    expect(plan({ adults: 7 })).toMatchObject({ outcome: 'book', cardGuaranteeRequired: false });
  });

  it('answers "taken" when the last fitting table is held', () => {
    const eightTopHeld = [{ tableKey: '1:9', startsAt: bst('18:00'), endsAt: bst('20:00') }];
    expect(plan({ adults: 7 }, bookingConfig(), eightTopHeld)).toEqual({ outcome: 'taken' });
    // Another time the same table is free again.
    expect(plan({ adults: 7, time: '20:00' }, bookingConfig(), eightTopHeld)).toMatchObject({ outcome: 'book', table: { key: '1:9' } });
  });

  it('refuses with the restaurant’s status first (codes 1, 2, 10, 11, 19, 20)', () => {
    expect(code(plan({}, bookingConfig({ status: { kind: 'not-supported' } })))).toBe(1);
    expect(code(plan({}, bookingConfig({ areas: [area(1, 'Restaurant', [])] })))).toBe(2);
    expect(code(plan({}, bookingConfig({ status: { kind: 'paused', message: null } })))).toBe(10);
    expect(code(plan({}, bookingConfig({ status: { kind: 'restaurant-disabled' } })))).toBe(11);
    expect(plan({}, bookingConfig({ status: { kind: 'paused', message: 'Back on Monday' } }))).toEqual({
      outcome: 'refused',
      refusal: { result: 'bookingDisabledCustomMessage', message: 'Back on Monday' },
    });
    expect(code(plan({}, bookingConfig({ status: { kind: 'center-parcs' } })))).toBe(20);
    // The restaurant comes before the date.
    expect(code(plan({ bookingDate: '2026-07-01' }, bookingConfig({ status: { kind: 'center-parcs' } })))).toBe(20);
  });

  it('refuses a date that cannot be booked with 17, before looking at the occasion', () => {
    expect(code(plan({ bookingDate: '2026-07-09' }))).toBe(17);
    expect(code(plan({ bookingDate: '2026-10-09' }))).toBe(17);
    expect(code(plan({ bookingDate: '2026-07-09', occasionId: 99 }))).toBe(17);
    const closed = bookingConfig({ rules: { restrictions: [{ date: FRIDAY, closed: true, occasionIds: [], note: 'Private hire' }] } });
    expect(code(plan({}, closed))).toBe(17);
  });

  it('refuses an occasion that is unknown or not running that date with 18', () => {
    expect(code(plan({ occasionId: 99 }))).toBe(18);
    expect(code(plan({ occasionId: BRUNCH, time: '12:00' }))).toBe(18);
    const offToday = bookingConfig({ rules: { restrictions: [{ date: FRIDAY, closed: false, occasionIds: [TABLE_BOOKING], note: '' }] } });
    expect(code(plan({}, offToday))).toBe(18);
    expect(code(plan({ occasionId: BRUNCH, time: '12:00', bookingDate: SATURDAY }))).toBe('book');
  });

  it('refuses a party the occasion does not take', () => {
    expect(code(plan({ adults: 0, children: 2 }))).toBe(VALIDATION);
    expect(code(plan({ adults: 21 }))).toBe(VALIDATION);
    expect(code(plan({ adults: 1.5 }))).toBe(VALIDATION);
    expect(code(plan({ adults: 2, children: -1 }))).toBe(VALIDATION);
    expect(code(plan({ occasionId: BRUNCH, bookingDate: SATURDAY, time: '12:00', adults: 1 }))).toBe(VALIDATION);
    expect(code(plan({ occasionId: BRUNCH, bookingDate: SATURDAY, time: '12:00', adults: 8, children: 3 }))).toBe(VALIDATION);
  });

  it('refuses a menu the occasion does not offer with 8', () => {
    expect(code(plan({ menuId: 99 }))).toBe(8);
    expect(code(plan({ menuId: BRUNCH_MENU }))).toBe(8);
    expect(code(plan({ menuId: A_LA_CARTE }))).toBe('book');
    expect(code(plan({ menuId: SET_MENU }))).toBe('book');
    expect(code(plan({ occasionId: BRUNCH, bookingDate: SATURDAY, time: '12:00', menuId: A_LA_CARTE }))).toBe(8);
    expect(code(plan({ occasionId: BRUNCH, bookingDate: SATURDAY, time: '12:00', menuId: BRUNCH_MENU }))).toBe('book');
  });

  it('refuses an area that is unknown or not offered with the occasion, and seats the party in a chosen one', () => {
    expect(code(plan({ areaId: 99 }))).toBe(VALIDATION);
    expect(code(plan({ occasionId: BRUNCH, bookingDate: SATURDAY, time: '12:00', areaId: TERRACE }))).toBe(VALIDATION);
    expect(plan({ areaId: TERRACE })).toMatchObject({ outcome: 'book', table: { key: '2:10' } });
  });

  it('refuses a time that was never offered or whose lead time has passed with 4', () => {
    expect(code(plan({ time: '19:05' }))).toBe(4);
    expect(code(plan({ time: '21:15' }))).toBe(4);
    expect(code(plan({ time: '10:30' }))).toBe(4);
    // 10:00 in London with an hour's notice: 11:30 can be booked until 10:30, and not a minute after.
    expect(code(plan({ time: '11:30' }))).toBe('book');
    expect(code(plan({ time: '11:30' }, bookingConfig(), [], new Date('2026-07-10T09:31:00Z')))).toBe(4);
    expect(code(plan({ occasionId: BRUNCH, bookingDate: SATURDAY, time: '16:00' }))).toBe(4);
  });

  it('plans an enquiry for a party that may enquire, for the whole meal', () => {
    expect(plan({ adults: 12, kind: 'enquiry' })).toEqual({ outcome: 'enquire', startsAt: bst('19:00'), endsAt: bst('21:30') });
    expect(plan({ occasionId: ENQUIRY, adults: 10, kind: 'enquiry' })).toMatchObject({ outcome: 'enquire' });
    expect(code(plan({ adults: 2, kind: 'enquiry' }))).toBe(VALIDATION);
  });

  it('refuses to book an enquiry occasion as a table or an event', () => {
    expect(code(plan({ occasionId: ENQUIRY, adults: 10, kind: 'table' }))).toBe(VALIDATION);
    expect(code(plan({ occasionId: ENQUIRY, adults: 10, kind: 'event' }))).toBe(VALIDATION);
    expect(code(plan({ kind: 'event' }))).toBe('book');
  });
});

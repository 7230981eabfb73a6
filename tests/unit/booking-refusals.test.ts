import { describe, expect, it } from 'vitest';
import { coverLimits, dateRefusal, isBookableOn, occasionsOn } from '@/features/booking/domain/booking-dates';
import { londonToday } from '@/lib/london-time';
import { MAX_TABLE_BOOKING_COVERS, restaurantRefusal } from '@/features/booking/domain/refusals';
import { serviceResults } from '@/features/api/service-results';
import { area, bookingConfig, BRUNCH, ENQUIRY, occasion, occasionOf, TABLE_BOOKING, everyDay } from '../support/booking-config';

// 10 July 2026 is a Friday in BST: 09:00Z is 10:00 in London.
const NOW = new Date('2026-07-10T09:00:00Z');
const FRIDAY = '2026-07-10';
const SATURDAY = '2026-07-11';
const codeOf = (refusal: { result: keyof typeof serviceResults } | null) => (refusal ? serviceResults[refusal.result].code : null);

describe('restaurantRefusal', () => {
  it('lets an open, configured restaurant through', () => {
    expect(restaurantRefusal(bookingConfig())).toBeNull();
  });

  it('answers each back-office status with its service result', () => {
    expect(codeOf(restaurantRefusal(bookingConfig({ status: { kind: 'center-parcs' } })))).toBe(20);
    expect(codeOf(restaurantRefusal(bookingConfig({ status: { kind: 'restaurant-disabled' } })))).toBe(11);
    expect(codeOf(restaurantRefusal(bookingConfig({ status: { kind: 'not-supported' } })))).toBe(1);
    expect(restaurantRefusal(bookingConfig({ status: { kind: 'paused', message: null } }))).toEqual({ result: 'bookingDisabled' });
  });

  it('carries the custom pause message as code 19, and treats a blank one as no message (code 10)', () => {
    const custom = restaurantRefusal(bookingConfig({ status: { kind: 'paused', message: ' Closed for refurbishment until May. ' } }));
    expect(custom).toEqual({ result: 'bookingDisabledCustomMessage', message: 'Closed for refurbishment until May.' });
    expect(codeOf(custom)).toBe(19);
    expect(restaurantRefusal(bookingConfig({ status: { kind: 'paused', message: '   ' } }))).toEqual({ result: 'bookingDisabled' });
  });

  it('calls a restaurant that cannot produce a slot an invalid configuration (code 2)', () => {
    expect(codeOf(restaurantRefusal(bookingConfig({ areas: [] })))).toBe(2);
    expect(codeOf(restaurantRefusal(bookingConfig({ areas: [area(1, 'Empty', []), area(2, 'Also empty', [])] })))).toBe(2);
    expect(codeOf(restaurantRefusal(bookingConfig({ rules: { diningDurations: [] } })))).toBe(2);
    expect(codeOf(restaurantRefusal(bookingConfig({ rules: { slotIntervalMinutes: 0 } })))).toBe(2);
  });

  it('puts the status before the configuration', () => {
    expect(codeOf(restaurantRefusal(bookingConfig({ status: { kind: 'center-parcs' }, areas: [] })))).toBe(20);
  });
});

describe('londonToday', () => {
  it('is the London date, which runs an hour ahead of UTC in summer', () => {
    expect(londonToday(new Date('2026-07-10T22:59:00Z'))).toBe('2026-07-10');
    expect(londonToday(new Date('2026-07-10T23:00:00Z'))).toBe('2026-07-11');
    expect(londonToday(new Date('2026-01-10T23:30:00Z'))).toBe('2026-01-10');
  });
});

describe('dateRefusal', () => {
  const config = bookingConfig();

  it('accepts today up to the horizon, and refuses the past and beyond it with code 17', () => {
    expect(dateRefusal(config, FRIDAY, NOW)).toBeNull();
    expect(dateRefusal(config, '2026-10-08', NOW)).toBeNull();
    expect(dateRefusal(config, '2026-10-09', NOW)).toEqual({ result: 'noRestrictions' });
    expect(dateRefusal(config, '2026-07-09', NOW)).toEqual({ result: 'noRestrictions' });
    expect(codeOf(dateRefusal(bookingConfig({ rules: { horizonDays: 7 } }), '2026-07-18', NOW))).toBe(17);
  });

  it('refuses a date closed by a restriction, but not one that only switches occasions off', () => {
    const closed = bookingConfig({ rules: { restrictions: [{ date: SATURDAY, closed: true, occasionIds: [], note: 'Private hire' }] } });
    expect(codeOf(dateRefusal(closed, SATURDAY, NOW))).toBe(17);
    expect(dateRefusal(closed, FRIDAY, NOW)).toBeNull();
    const partly = bookingConfig({ rules: { restrictions: [{ date: SATURDAY, closed: false, occasionIds: [BRUNCH], note: '' }] } });
    expect(dateRefusal(partly, SATURDAY, NOW)).toBeNull();
  });

  it('refuses a day the restaurant is closed, weekly or by an override', () => {
    const mondays = bookingConfig({
      schedule: { weekly: { ...everyDay({ open: '11:30', close: '22:00' }), monday: { open: 'Closed', close: 'Closed' } }, overrides: [] },
    });
    expect(codeOf(dateRefusal(mondays, '2026-07-13', NOW))).toBe(17);
    expect(dateRefusal(mondays, '2026-07-14', NOW)).toBeNull();
    const blank = bookingConfig({ schedule: { weekly: everyDay({ open: '', close: '' }), overrides: [] } });
    expect(codeOf(dateRefusal(blank, FRIDAY, NOW))).toBe(17);
    const holiday = bookingConfig({
      schedule: {
        weekly: everyDay({ open: '11:30', close: '22:00' }),
        overrides: [{ startDate: SATURDAY, endDate: SATURDAY, openTime: 'Closed', closeTime: 'Closed' }],
      },
    });
    expect(codeOf(dateRefusal(holiday, SATURDAY, NOW))).toBe(17);
  });

  it('calls a date that is not yyyy-mm-dd a malformed request', () => {
    expect(dateRefusal(config, '10/07/2026', NOW)).toEqual({ result: 'validationFailed' });
  });
});

describe('occasionsOn, and isBookableOn for one occasion', () => {
  /** The ids occasionsOn gives, checked against isBookableOn asked about each occasion in turn. */
  const ids = (config = bookingConfig(), date = FRIDAY, now = NOW) => {
    const listed = occasionsOn(config, date, now).map((o) => o.id);
    expect(config.occasions.filter((o) => isBookableOn(config, o, date, now)).map((o) => o.id)).toEqual(listed);
    return listed;
  };

  it('keeps weekday-only occasions to their weekdays, in the back-office order', () => {
    expect(ids()).toEqual([TABLE_BOOKING, ENQUIRY]);
    expect(ids(bookingConfig(), SATURDAY)).toEqual([TABLE_BOOKING, BRUNCH, ENQUIRY]);
  });

  it('drops occasions a restriction switches off for the date', () => {
    const config = bookingConfig({ rules: { restrictions: [{ date: SATURDAY, closed: false, occasionIds: [BRUNCH, ENQUIRY], note: 'Match day' }] } });
    expect(ids(config, SATURDAY)).toEqual([TABLE_BOOKING]);
    expect(ids(config, '2026-07-18')).toEqual([TABLE_BOOKING, BRUNCH, ENQUIRY]);
  });

  it('respects validFrom and validUntil inclusively', () => {
    const seasonal = (validFrom: string | null, validUntil: string | null) =>
      bookingConfig({ occasions: [occasion({ id: 7, name: 'Summer terrace', validFrom, validUntil })] });
    expect(ids(seasonal(FRIDAY, FRIDAY))).toEqual([7]);
    expect(ids(seasonal(SATURDAY, null))).toEqual([]);
    expect(ids(seasonal(null, '2026-07-09'))).toEqual([]);
  });

  it('drops an occasion once its last arrival is inside the lead time', () => {
    // 15:01 on Saturday: brunch's last arrival (15:00) has gone, dinner has not.
    expect(ids(bookingConfig(), SATURDAY, new Date('2026-07-11T14:01:00Z'))).toEqual([TABLE_BOOKING, ENQUIRY]);
    expect(ids(bookingConfig(), SATURDAY, new Date('2026-07-11T13:00:00Z'))).toEqual([TABLE_BOOKING, BRUNCH, ENQUIRY]);
    // After the last arrival of the day nothing is left.
    expect(ids(bookingConfig(), FRIDAY, new Date('2026-07-10T19:01:00Z'))).toEqual([]);
  });

  it('offers nothing on a date that cannot be booked', () => {
    expect(ids(bookingConfig(), '2026-07-09')).toEqual([]);
    expect(ids(bookingConfig({ rules: { restrictions: [{ date: FRIDAY, closed: true, occasionIds: [], note: '' }] } }))).toEqual([]);
  });
});

describe('coverLimits', () => {
  const config = bookingConfig();

  it('spans the smallest minimum to the largest maximum of the date’s occasions', () => {
    expect(coverLimits([occasionOf(config, BRUNCH)])).toEqual({ minCovers: 2, maxCovers: 10 });
    expect(coverLimits([occasionOf(config, BRUNCH), occasionOf(config, ENQUIRY)])).toEqual({ minCovers: 2, maxCovers: 20 });
    expect(coverLimits(occasionsOn(config, SATURDAY, NOW))).toEqual({ minCovers: 1, maxCovers: 20 });
  });

  it('never goes above the table-booking maximum, and has nothing to say without occasions', () => {
    expect(MAX_TABLE_BOOKING_COVERS).toBe(20);
    expect(coverLimits([occasion({ id: 9, name: 'Banquet', minimumCovers: 10, maximumCovers: 60 })])).toEqual({ minCovers: 10, maxCovers: 20 });
    expect(coverLimits([])).toBeNull();
  });
});

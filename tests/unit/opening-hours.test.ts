import { describe, expect, it } from 'vitest';
import {
  CLICKCOLLECT_CLOSINGTIME,
  clickCollectUntil,
  formatTimeRange,
  hoursOn,
  isClosedAllDay,
  openingStatus,
  scheduleOf,
  statusTimeline,
  type DateOverride,
  type OpeningSchedule,
} from '@/features/restaurants/domain/opening-hours';

// January and December are GMT, so these instants read as London time; 5 January 2026 is a Monday.
const restaurant = {
  title: 'The Printworks',
  mondayOpen: 'Closed',
  mondayClose: 'Closed',
  tuesdayOpen: '11:30',
  tuesdayClose: '22:00',
  wednesdayOpen: '11:30',
  wednesdayClose: '22:00',
  thursdayOpen: '11:30',
  thursdayClose: '22:00',
  thursdayClickCollectClose: '20:00',
  fridayOpen: '11:30',
  fridayClose: '00:00',
  saturdayOpen: '12:00',
  saturdayClose: '01:00',
  sundayOpen: '12:00',
  sundayClose: '18:00',
  sundayClickCollectClose: null,
  dateOverrides: [
    { id: 'a1', startDate: '2026-12-25', endDate: '2026-12-25', openTime: 'Closed', closeTime: 'Closed', note: 'Christmas Day' },
    { id: 'a2', startDate: '2026-12-26', endDate: '2026-12-26', openTime: '12:00', closeTime: '18:00', clickCollectClose: '16:00', note: 'Boxing Day' },
    { id: 'a3', startDate: '2026-12-20', endDate: '2026-12-31', openTime: '10:00', closeTime: '23:00', note: 'Festive hours' },
  ],
};
const schedule = scheduleOf(restaurant);
const withOverrides = (...overrides: DateOverride[]): OpeningSchedule => ({ ...schedule, overrides });
const closedFor = (startDate: string, endDate: string): DateOverride => ({
  startDate,
  endDate,
  openTime: 'Closed',
  closeTime: 'Closed',
  note: 'Refurbishment',
});
const status = (iso: string, on: OpeningSchedule = schedule) => openingStatus(on, new Date(iso));
const open = (text: string) => ({ isOpen: true, text });
const closed = (text: string) => ({ isOpen: false, text });

describe('openingStatus', () => {
  it('before opening shows the opening time', () => {
    expect(status('2026-01-06T10:00:00Z')).toEqual(closed('opens 11:30'));
    expect(status('2026-01-06T11:29:59Z')).toEqual(closed('opens 11:30'));
  });

  it('between opening and closing shows the closing time', () => {
    expect(status('2026-01-06T11:30:00Z')).toEqual(open('closes 22:00'));
    expect(status('2026-01-06T21:59:59Z')).toEqual(open('closes 22:00'));
  });

  it('after closing shows the next opening: tomorrow, a weekday, or a date beyond six days', () => {
    expect(status('2026-01-06T22:00:00Z')).toEqual(closed('opens tomorrow 11:30'));
    // Sunday evening, closed on Monday.
    expect(status('2026-01-11T19:00:00Z')).toEqual(closed('opens Tuesday 11:30'));
    expect(status('2026-01-11T19:00:00Z', withOverrides(closedFor('2026-01-12', '2026-01-15')))).toEqual(closed('opens Friday 11:30'));
    // A week ahead the weekday alone would be ambiguous.
    expect(status('2026-01-06T23:00:00Z', withOverrides(closedFor('2026-01-07', '2026-01-12')))).toEqual(closed('opens Tuesday 13 January 11:30'));
    expect(status('2026-01-11T19:00:00Z', withOverrides(closedFor('2026-01-12', '2026-01-22')))).toEqual(closed('opens Friday 23 January 11:30'));
  });

  it('treats a 00:00 close as midnight at the end of the day', () => {
    expect(status('2026-01-09T23:59:00Z')).toEqual(open('closes 00:00'));
    expect(status('2026-01-10T00:00:00Z')).toEqual(closed('opens 12:00'));
  });

  it('treats a close earlier than the open as the next day, counting yesterday’s late hours', () => {
    expect(status('2026-01-10T23:00:00Z')).toEqual(open('closes 01:00'));
    expect(status('2026-01-11T00:30:00Z')).toEqual(open('closes 01:00'));
    expect(status('2026-01-11T01:00:00Z')).toEqual(closed('opens 12:00'));
  });

  it('keeps hours that run into the next opening as one stretch', () => {
    // Friday 18:00 until 12:30 on Saturday, which itself opens at 12:00 and closes at 01:00 on Sunday.
    const allNight = withOverrides({ startDate: '2026-01-09', endDate: '2026-01-09', openTime: '18:00', closeTime: '12:30' });
    expect(status('2026-01-09T23:00:00Z', allNight)).toEqual(open('closes 01:00'));
    expect(status('2026-01-10T12:15:00Z', allNight)).toEqual(open('closes 01:00'));
    expect(status('2026-01-11T01:00:00Z', allNight)).toEqual(closed('opens 12:00'));
  });

  it('says Closed days are closed all day', () => {
    expect(status('2026-01-05T12:00:00Z')).toEqual(closed('opens tomorrow 11:30'));
  });

  it('lets date overrides win over the weekly hours', () => {
    // Christmas Day is a Friday, Boxing Day a shorter Saturday; both inside the festive range listed after them.
    expect(status('2026-12-24T23:30:00Z')).toEqual(closed('opens Saturday 12:00'));
    expect(status('2026-12-25T12:00:00Z')).toEqual(closed('opens tomorrow 12:00'));
    expect(status('2026-12-26T17:00:00Z')).toEqual(open('closes 18:00'));
    expect(status('2026-12-26T18:00:00Z')).toEqual(closed('opens tomorrow 10:00'));
    expect(status('2026-12-27T22:30:00Z')).toEqual(open('closes 23:00'));
  });

  it('covers every day of a multi-day override', () => {
    const refurbishment = withOverrides(closedFor('2026-01-13', '2026-01-16'));
    for (const day of ['13', '14', '15', '16']) expect(status(`2026-01-${day}T12:00:00Z`, refurbishment).isOpen).toBe(false);
    expect(status('2026-01-13T12:00:00Z', refurbishment)).toEqual(closed('opens Saturday 12:00'));
    expect(status('2026-01-17T12:00:00Z', refurbishment)).toEqual(open('closes 01:00'));
  });

  it('treats blank hours as closed, and gives up after 60 days', () => {
    const blank = scheduleOf({ tuesdayOpen: '', tuesdayClose: '22:00', wednesdayOpen: '11:30', wednesdayClose: null });
    expect(hoursOn(blank, '2026-01-08')).toMatchObject({ open: '', close: '' });
    expect(status('2026-01-06T12:00:00Z', blank)).toEqual(closed('closed until further notice'));
    expect(status('2026-01-06T12:00:00Z', withOverrides(closedFor('2026-01-06', '2026-03-07')))).toEqual(closed('closed until further notice'));
    expect(status('2026-01-06T12:00:00Z', withOverrides(closedFor('2026-01-06', '2026-03-06')))).toEqual(closed('opens Saturday 7 March 12:00'));
  });

  it('uses London time on the 2026 clock-change Sundays', () => {
    const sundays = scheduleOf({ sundayOpen: '11:00', sundayClose: '17:00', saturdayOpen: '18:00', saturdayClose: '03:00' });
    // 29 March: clocks go forward at 01:00 GMT, so 11:00 is 10:00Z and Saturday's 03:00 close is 02:00Z.
    expect(status('2026-03-29T10:30:00Z', sundays)).toEqual(open('closes 17:00'));
    expect(status('2026-03-29T09:30:00Z', sundays)).toEqual(closed('opens 11:00'));
    expect(status('2026-03-29T01:30:00Z', sundays)).toEqual(open('closes 03:00'));
    expect(status('2026-03-29T02:00:00Z', sundays)).toEqual(closed('opens 11:00'));
    // 25 October: clocks go back at 02:00 BST, so 11:00 is 11:00Z and Saturday night gains an hour.
    expect(status('2026-10-25T10:30:00Z', sundays)).toEqual(closed('opens 11:00'));
    expect(status('2026-10-25T11:00:00Z', sundays)).toEqual(open('closes 17:00'));
    expect(status('2026-10-25T02:30:00Z', sundays)).toEqual(open('closes 03:00'));
    expect(status('2026-10-25T03:00:00Z', sundays)).toEqual(closed('opens 11:00'));
  });
});

describe('hours of a day', () => {
  it('reads the weekly hours, or the first override covering the date', () => {
    expect(hoursOn(schedule, '2026-01-08')).toEqual({ open: '11:30', close: '22:00', clickCollectClose: '20:00', note: null, isOverride: false });
    expect(hoursOn(schedule, '2026-12-25')).toEqual({ open: 'Closed', close: 'Closed', clickCollectClose: null, note: 'Christmas Day', isOverride: true });
    expect(hoursOn(schedule, '2026-12-26')).toMatchObject({ open: '12:00', close: '18:00', note: 'Boxing Day', isOverride: true });
    expect(hoursOn(schedule, '2026-12-31')).toMatchObject({ open: '10:00', close: '23:00', note: 'Festive hours' });
  });

  it('knows a closed day and formats a range for display', () => {
    expect(isClosedAllDay({ open: 'Closed', close: '22:00' })).toBe(true);
    expect(isClosedAllDay({ open: '11:30', close: '' })).toBe(true);
    expect(isClosedAllDay({ open: '11:30', close: '00:00' })).toBe(false);
    expect(formatTimeRange({ open: '11:30', close: '22:00' })).toBe('11:30 – 22:00');
    expect(formatTimeRange(hoursOn(schedule, '2026-01-05'))).toBe('Closed');
  });
});

describe('click & collect', () => {
  it('runs until 21:00 unless the day sets a cut-off', () => {
    expect(CLICKCOLLECT_CLOSINGTIME).toBe('21:00');
    expect(clickCollectUntil(hoursOn(schedule, '2026-01-06'))).toBe('21:00');
    expect(clickCollectUntil(hoursOn(schedule, '2026-01-08'))).toBe('20:00');
    expect(clickCollectUntil(hoursOn(schedule, '2026-12-26'))).toBe('16:00');
  });

  it('never runs past closing, and a 00:00 or past-midnight close is later than any cut-off', () => {
    expect(clickCollectUntil(hoursOn(schedule, '2026-01-11'))).toBe('18:00');
    expect(clickCollectUntil({ open: '11:30', close: '20:00', clickCollectClose: '20:30' })).toBe('20:00');
    expect(clickCollectUntil(hoursOn(schedule, '2026-01-09'))).toBe('21:00');
    expect(clickCollectUntil({ open: '11:30', close: '00:00', clickCollectClose: '23:30' })).toBe('23:30');
    expect(clickCollectUntil({ open: '18:00', close: '01:00', clickCollectClose: '00:30' })).toBe('00:30');
    expect(clickCollectUntil({ open: '18:00', close: '01:00', clickCollectClose: '02:00' })).toBe('01:00');
  });

  it('does not run on a closed day', () => {
    expect(clickCollectUntil(hoursOn(schedule, '2026-01-05'))).toBeNull();
    expect(clickCollectUntil(hoursOn(schedule, '2026-12-25'))).toBeNull();
  });
});

describe('statusTimeline', () => {
  it('lists the status now, each opening and closing, and each London midnight', () => {
    const now = new Date('2026-01-06T10:00:00Z');
    expect(statusTimeline(schedule, now, 2)).toEqual([
      { from: now.getTime(), ...closed('opens 11:30'), date: '2026-01-06', weekday: 'tuesday' },
      { from: Date.parse('2026-01-06T11:30:00Z'), ...open('closes 22:00'), date: '2026-01-06', weekday: 'tuesday' },
      { from: Date.parse('2026-01-06T22:00:00Z'), ...closed('opens tomorrow 11:30'), date: '2026-01-06', weekday: 'tuesday' },
      { from: Date.parse('2026-01-07T00:00:00Z'), ...closed('opens 11:30'), date: '2026-01-07', weekday: 'wednesday' },
      { from: Date.parse('2026-01-07T11:30:00Z'), ...open('closes 22:00'), date: '2026-01-07', weekday: 'wednesday' },
      { from: Date.parse('2026-01-07T22:00:00Z'), ...closed('opens tomorrow 11:30'), date: '2026-01-07', weekday: 'wednesday' },
      { from: Date.parse('2026-01-08T00:00:00Z'), ...closed('opens 11:30'), date: '2026-01-08', weekday: 'thursday' },
    ]);
  });

  it('puts the openings and midnights of the clock-change Sundays at the right instants', () => {
    const sundays = scheduleOf({ sundayOpen: '11:00', sundayClose: '17:00' });
    const spring = statusTimeline(sundays, new Date('2026-03-28T12:00:00Z'), 2);
    expect(spring.map(({ from, text }) => [new Date(from).toISOString(), text])).toEqual([
      ['2026-03-28T12:00:00.000Z', 'opens tomorrow 11:00'],
      ['2026-03-29T00:00:00.000Z', 'opens 11:00'],
      ['2026-03-29T10:00:00.000Z', 'closes 17:00'],
      ['2026-03-29T16:00:00.000Z', 'opens Sunday 5 April 11:00'],
      ['2026-03-29T23:00:00.000Z', 'opens Sunday 11:00'],
    ]);
    const autumn = statusTimeline(sundays, new Date('2026-10-24T12:00:00Z'), 2);
    expect(autumn.map(({ from, text }) => [new Date(from).toISOString(), text])).toEqual([
      ['2026-10-24T12:00:00.000Z', 'opens tomorrow 11:00'],
      ['2026-10-24T23:00:00.000Z', 'opens 11:00'],
      ['2026-10-25T11:00:00.000Z', 'closes 17:00'],
      ['2026-10-25T17:00:00.000Z', 'opens Sunday 1 November 11:00'],
      ['2026-10-26T00:00:00.000Z', 'opens Sunday 11:00'],
    ]);
  });

  it('agrees with openingStatus at every change and in between, with no repeated entries', () => {
    const nows = ['2026-01-06T10:00:00Z', '2026-01-10T23:30:00Z', '2026-03-25T09:15:00Z', '2026-10-22T18:45:00Z', '2026-12-22T12:00:00Z'];
    for (const iso of nows) {
      const now = new Date(iso);
      const timeline = statusTimeline(schedule, now);
      expect(timeline[0]).toMatchObject({ from: now.getTime(), ...openingStatus(schedule, now) });
      timeline.forEach((entry, index) => {
        expect(openingStatus(schedule, new Date(entry.from)), `${iso} #${index}`).toEqual({ isOpen: entry.isOpen, text: entry.text });
        const next = timeline[index + 1];
        if (!next) return;
        expect(next.from).toBeGreaterThan(entry.from);
        expect([next.isOpen, next.text, next.date]).not.toEqual([entry.isOpen, entry.text, entry.date]);
        const midway = new Date(Math.floor((entry.from + next.from) / 2));
        expect(openingStatus(schedule, midway), `${iso} between #${index} and #${index + 1}`).toEqual({ isOpen: entry.isOpen, text: entry.text });
      });
    }
  });
});

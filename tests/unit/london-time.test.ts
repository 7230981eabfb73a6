import { describe, expect, it } from 'vitest';
import { addDays, clocksChangeAround, daysBetween, londonClock, londonInstant, weekdayOf } from '@/lib/london-time';
import { weekdays } from '@/lib/weekdays';

const at = (iso: string) => new Date(iso);
const hhmm = (h: number, m = 0) => h * 60 + m;

describe('londonClock', () => {
  it('reads the London wall clock in GMT (winter)', () => {
    expect(londonClock(at('2026-01-15T12:34:56Z'))).toEqual({ date: '2026-01-15', weekday: 'thursday', minutes: hhmm(12, 34) });
    expect(londonClock(at('2026-01-15T00:00:00Z'))).toEqual({ date: '2026-01-15', weekday: 'thursday', minutes: 0 });
  });

  it('reads the London wall clock in BST (summer), an hour ahead of UTC', () => {
    expect(londonClock(at('2026-07-01T23:30:00Z'))).toEqual({ date: '2026-07-02', weekday: 'thursday', minutes: 30 });
    expect(londonClock(at('2026-07-01T22:59:59Z'))).toEqual({ date: '2026-07-01', weekday: 'wednesday', minutes: hhmm(23, 59) });
  });

  it('follows the clocks on both 2026 change days', () => {
    expect(londonClock(at('2026-03-29T00:59:00Z')).minutes).toBe(hhmm(0, 59));
    expect(londonClock(at('2026-03-29T01:00:00Z')).minutes).toBe(hhmm(2));
    expect(londonClock(at('2026-10-25T00:59:00Z')).minutes).toBe(hhmm(1, 59));
    expect(londonClock(at('2026-10-25T01:00:00Z')).minutes).toBe(hhmm(1));
  });
});

describe('londonClock against the time-zone data', () => {
  const zone = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const fromZone = (instant: number) => {
    const part = (type: string) => zone.formatToParts(instant).find((p) => p.type === type)!.value;
    return { date: `${part('year')}-${part('month')}-${part('day')}`, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
  };

  // Every seven minutes and a few seconds, from two days before to two days after each change of the clocks.
  it.each(['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z'])('agrees minute by minute around the change at %s', (change) => {
    const at = Date.parse(change);
    for (let instant = at - 2 * 86_400_000; instant <= at + 2 * 86_400_000; instant += 7 * 60_000 + 13_000) {
      const { date, minutes } = londonClock(new Date(instant));
      expect({ date, minutes }, new Date(instant).toISOString()).toEqual(fromZone(instant));
    }
  });
});

describe('clocksChangeAround', () => {
  it('is true only within a day of a clock change, where a wall-clock time may be skipped or happen twice', () => {
    for (const day of ['2026-03-28', '2026-03-29', '2026-03-30', '2026-10-24', '2026-10-25', '2026-10-26']) expect(clocksChangeAround(day), day).toBe(true);
    for (const day of ['2026-01-15', '2026-03-26', '2026-07-10', '2026-10-22', '2026-12-31']) expect(clocksChangeAround(day), day).toBe(false);
  });

  it('says false only of days on which every time of day reads back as itself', () => {
    for (let day = '2026-01-01'; day < '2027-01-01'; day = addDays(day, 1)) {
      if (clocksChangeAround(day)) continue;
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) expect(londonClock(londonInstant(day, minutes))).toMatchObject({ date: day, minutes });
    }
  });
});

describe('londonInstant', () => {
  it('turns a London wall-clock time into the instant, in GMT and BST', () => {
    expect(londonInstant('2026-01-15', hhmm(12, 34)).toISOString()).toBe('2026-01-15T12:34:00.000Z');
    expect(londonInstant('2026-07-02', 30).toISOString()).toBe('2026-07-01T23:30:00.000Z');
    expect(londonInstant('2026-07-02', 0).toISOString()).toBe('2026-07-01T23:00:00.000Z');
  });

  it('runs minutes of 1440 and more into the following days', () => {
    expect(londonInstant('2026-01-15', 1440).toISOString()).toBe('2026-01-16T00:00:00.000Z');
    expect(londonInstant('2026-01-31', 1440 + hhmm(1)).toISOString()).toBe('2026-02-01T01:00:00.000Z');
    // Saturday night into the spring-forward Sunday: 11:00 BST the next day.
    expect(londonInstant('2026-03-28', 1440 + hhmm(11)).toISOString()).toBe('2026-03-29T10:00:00.000Z');
    expect(londonInstant('2026-10-24', 1440 + hhmm(3)).toISOString()).toBe('2026-10-25T03:00:00.000Z');
  });

  it('maps a time skipped by spring-forward to the same distance past the jump, as JS Date does', () => {
    expect(londonInstant('2026-03-29', hhmm(0, 59)).toISOString()).toBe('2026-03-29T00:59:00.000Z');
    expect(londonInstant('2026-03-29', hhmm(1)).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(londonInstant('2026-03-29', hhmm(1, 30)).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(londonClock(londonInstant('2026-03-29', hhmm(1, 30))).minutes).toBe(hhmm(2, 30));
    expect(londonInstant('2026-03-29', hhmm(2)).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(londonInstant('2026-03-29', hhmm(3)).toISOString()).toBe('2026-03-29T02:00:00.000Z');
  });

  it('takes the first (BST) occurrence of the hour repeated when the clocks go back', () => {
    expect(londonInstant('2026-10-25', hhmm(0, 30)).toISOString()).toBe('2026-10-24T23:30:00.000Z');
    expect(londonInstant('2026-10-25', hhmm(1)).toISOString()).toBe('2026-10-25T00:00:00.000Z');
    expect(londonInstant('2026-10-25', hhmm(1, 59)).toISOString()).toBe('2026-10-25T00:59:00.000Z');
    expect(londonInstant('2026-10-25', hhmm(2)).toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });

  it('round-trips every quarter hour through both change days and ordinary days', () => {
    for (const date of ['2026-01-15', '2026-03-28', '2026-03-29', '2026-03-30', '2026-07-02', '2026-10-25', '2026-10-26']) {
      for (let minutes = 0; minutes < 1440; minutes += 15) {
        const inGap = date === '2026-03-29' && minutes >= hhmm(1) && minutes < hhmm(2);
        if (inGap) continue;
        expect(londonClock(londonInstant(date, minutes)), `${date} +${minutes}`).toMatchObject({ date, minutes });
      }
    }
  });

  it('round-trips every instant back, except the repeated hour’s second (GMT) occurrence', () => {
    for (const [from, to] of [
      ['2026-03-28T12:00:00Z', '2026-03-30T12:00:00Z'],
      ['2026-10-24T12:00:00Z', '2026-10-26T12:00:00Z'],
    ] as const) {
      for (let t = Date.parse(from); t <= Date.parse(to); t += 15 * 60_000) {
        const secondOccurrence = t >= Date.parse('2026-10-25T01:00:00Z') && t < Date.parse('2026-10-25T02:00:00Z');
        const clock = londonClock(new Date(t));
        const back = londonInstant(clock.date, clock.minutes).getTime();
        expect(back, new Date(t).toISOString()).toBe(secondOccurrence ? t - 3_600_000 : t);
      }
    }
  });

  it('rejects something that is not a yyyy-mm-dd date', () => {
    expect(() => londonInstant('25/12/2026', 0)).toThrow(RangeError);
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months, years, leap days and clock changes', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-06-15', 0)).toBe('2026-06-15');
  });

  it('counts whole days between dates', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-01-10', '2026-01-03')).toBe(-7);
  });

  it('names the weekday of a date', () => {
    // 5 January 2026 is a Monday.
    weekdays.forEach((day, index) => expect(weekdayOf(addDays('2026-01-05', index))).toBe(day));
    expect(weekdayOf('2026-12-25')).toBe('friday');
    expect(weekdayOf('2026-03-29')).toBe('sunday');
  });
});

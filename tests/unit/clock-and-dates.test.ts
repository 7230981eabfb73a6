import { describe, expect, it } from 'vitest';
import { clockMinutes, clockText } from '@/lib/clock-time';
import { longDate } from '@/lib/long-date';

describe('clock times', () => {
  it('reads HH:mm as minutes after midnight, and nothing else', () => {
    expect(clockMinutes('00:00')).toBe(0);
    expect(clockMinutes('09:30')).toBe(570);
    expect(clockMinutes('23:59')).toBe(1439);
    for (const text of ['Closed', '', '24:00', '9:30', '09:60', null, undefined]) expect(clockMinutes(text)).toBeNull();
  });

  it('writes minutes as HH:mm, wrapping past midnight', () => {
    expect(clockText(0)).toBe('00:00');
    expect(clockText(570)).toBe('09:30');
    expect(clockText(1439)).toBe('23:59');
    expect(clockText(1470)).toBe('00:30');
  });
});

describe('long dates', () => {
  it('writes dates the British way, whatever the weekday', () => {
    expect(longDate('2026-12-12')).toBe('Saturday 12 December 2026');
    expect(longDate('2027-03-28')).toBe('Sunday 28 March 2027');
    expect(longDate('2027-01-01', { withYear: false })).toBe('Friday 1 January');
  });

  it('refuses what is not a yyyy-mm-dd date', () => {
    expect(() => longDate('12/12/2026')).toThrow(RangeError);
    expect(() => longDate('2026-13-01')).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { reminderDue, reminderDueAt, reminderHoursOf } from '@/features/booking/domain/reminder-timing';
import { reminderEmail, reminderText } from '@/features/booking/reminders/reminder-message';
import { londonClock, londonInstant } from '@/lib/london-time';
import { clockText } from '@/lib/clock-time';
import { rateLimitRuleFor } from '@/server/http/rate-limit-rules';
import { bookingSummary } from '../support/booking-summary';

/** A London wall-clock moment: "2026-03-28 18:00". */
const london = (date: string, time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return londonInstant(date, hours * 60 + minutes);
};
const wallClock = (instant: Date) => `${londonClock(instant).date} ${clockText(londonClock(instant).minutes)}`;
const HOUR = 3_600_000;

describe('reminder timing (24 hours of elapsed time before the booking, in UTC instants)', () => {
  it('on the day the clocks go forward (29 March 2026), a 19:00 booking is reminded at 18:00 the evening before', () => {
    const booking = { startsAt: london('2026-03-29', '19:00'), createdAt: london('2026-03-01', '12:00') };
    expect(booking.startsAt.toISOString()).toBe('2026-03-29T18:00:00.000Z'); // BST
    const dueAt = reminderDueAt(booking, 24)!;
    expect(booking.startsAt.getTime() - dueAt.getTime()).toBe(24 * HOUR);
    expect(wallClock(dueAt)).toBe('2026-03-28 18:00'); // GMT: the lost hour makes the wall clock 25 hours apart
    expect(reminderDue(booking, 24, new Date(dueAt.getTime() - 1))).toBe(false);
    expect(reminderDue(booking, 24, dueAt)).toBe(true);
  });

  it('on the day the clocks go back (25 October 2026), a 19:00 booking is reminded at 20:00 the evening before', () => {
    const booking = { startsAt: london('2026-10-25', '19:00'), createdAt: london('2026-10-01', '12:00') };
    expect(booking.startsAt.toISOString()).toBe('2026-10-25T19:00:00.000Z'); // GMT
    const dueAt = reminderDueAt(booking, 24)!;
    expect(booking.startsAt.getTime() - dueAt.getTime()).toBe(24 * HOUR);
    expect(wallClock(dueAt)).toBe('2026-10-24 20:00'); // BST: the repeated hour makes the wall clock 23 hours apart
    expect(reminderDue(booking, 24, dueAt)).toBe(true);
  });

  it('counts "made inside the window" in elapsed hours across a clock change, not by the wall clock', () => {
    // 29 March: booked at 11:30 on Saturday for 12:00 on Sunday is 24½ hours by the wall clock but 23½ elapsed: none.
    const spring = { startsAt: london('2026-03-29', '12:00'), createdAt: london('2026-03-28', '11:30') };
    expect(spring.startsAt.getTime() - spring.createdAt.getTime()).toBe(23.5 * HOUR);
    expect(reminderDueAt(spring, 24)).toBeNull();
    // 25 October: booked at 12:30 on Saturday for 12:00 on Sunday is 23½ hours by the wall clock but 24½ elapsed: one.
    const autumn = { startsAt: london('2026-10-25', '12:00'), createdAt: london('2026-10-24', '12:30') };
    expect(autumn.startsAt.getTime() - autumn.createdAt.getTime()).toBe(24.5 * HOUR);
    expect(wallClock(reminderDueAt(autumn, 24)!)).toBe('2026-10-24 13:00');
  });

  it('sends nothing for a booking made inside the window, once the booking has begun, or with reminders off', () => {
    const startsAt = london('2026-07-10', '19:00');
    expect(reminderDueAt({ startsAt, createdAt: new Date(startsAt.getTime() - 23 * HOUR) }, 24)).toBeNull();
    expect(reminderDueAt({ startsAt, createdAt: new Date(startsAt.getTime() - 24 * HOUR) }, 24)).toEqual(new Date(startsAt.getTime() - 24 * HOUR));
    const early = { startsAt, createdAt: london('2026-06-01', '09:00') };
    expect(reminderDue(early, 24, startsAt)).toBe(false);
    expect(reminderDue(early, 24, new Date(startsAt.getTime() - 1))).toBe(true);
    expect(reminderDueAt(early, 0)).toBeNull();
  });

  it('reads a restaurant without the setting as 24 hours, and 0 as none', () => {
    expect(reminderHoursOf(null)).toBe(24);
    expect(reminderHoursOf(undefined)).toBe(24);
    expect(reminderHoursOf(0)).toBe(0);
    expect(reminderHoursOf(48)).toBe(48);
  });
});

describe('the reminder messages', () => {
  const summary = bookingSummary();

  it('email: the booking, then "I’m coming" and "Cancel my booking", each a link to a one-button page', () => {
    const email = reminderEmail(summary);
    expect(email.subject).toBe('See you soon at Marigold Grill Merry Hill? Saturday 12 December at 19:00');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('I’m coming');
      expect(part).toContain('Cancel my booking');
      expect(part).toContain(`${summary.manageUrl}?answer=coming`);
      expect(part).toContain(`${summary.manageUrl}?answer=cancel`);
      expect(part).toContain(summary.reference);
    }
  });

  it('text: one segment of plain words plus the answer link', () => {
    const text = reminderText(summary);
    expect(text).toBe(
      `Marigold Grill Merry Hill: your table for 4, Saturday 12 December 19:00 (ref MG7K2Q). Coming, or need to cancel? ${summary.manageUrl}?answer=coming`,
    );
    expect(text.replace(summary.manageUrl, '').length).toBeLessThanOrEqual(160);
  });
});

describe('the answer form', () => {
  it('counts against the manage page’s limit, like its cancel and confirm buttons', () => {
    expect(rateLimitRuleFor('POST', '/manage-booking/abc/answer')?.name).toBe('manage-booking');
    expect(rateLimitRuleFor('POST', '/manage-booking/abc/cancel')?.name).toBe('manage-booking');
  });
});

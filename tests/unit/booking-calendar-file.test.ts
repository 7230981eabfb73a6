import { describe, expect, it } from 'vitest';
import type { BookingSummary } from '@/features/booking/booking-summary';
import { bookingCalendarFile, escapeText, foldLine } from '@/features/booking/calendar-file';
import { londonInstant } from '@/lib/london-time';
import { bookingSummary } from '../support/booking-summary';

// Saturday 18 July 2026 is in British Summer Time: 19:00 in London is 18:00 UTC.
const base = bookingSummary();
const summary = (overrides: Partial<BookingSummary> = {}): BookingSummary =>
  bookingSummary({
    restaurant: { ...base.restaurant, address: { ...base.restaurant.address, line2: null }, email: null },
    occasionName: 'Dinner',
    bookingDate: '2026-07-18',
    startsAt: londonInstant('2026-07-18', 19 * 60),
    endsAt: londonInstant('2026-07-18', 21 * 60),
    ...overrides,
  });

const now = new Date('2026-07-01T09:30:15.250Z');
/** RFC 5545 unfolding: a CRLF followed by one space disappears. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '');
const property = (ics: string, name: string) =>
  unfold(ics)
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`));
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('booking calendar file', () => {
  it('is one VEVENT in a VCALENDAR, every line ending in CRLF', () => {
    const ics = bookingCalendarFile(summary(), now);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Marigold Grill//Bookings//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(property(ics, 'UID')).toBe('UID:MG7K2Q@marigold.example');
    expect(property(ics, 'URL')).toBe('URL:https://marigold.example/manage-booking/tok_123');
  });

  it('writes the stamp and the times in UTC, an hour behind London in summer', () => {
    const ics = bookingCalendarFile(summary(), now);
    expect(property(ics, 'DTSTAMP')).toBe('DTSTAMP:20260701T093015Z');
    expect(property(ics, 'DTSTART')).toBe('DTSTART:20260718T180000Z');
    expect(property(ics, 'DTEND')).toBe('DTEND:20260718T200000Z');
  });

  it('names the table, the place and the booking', () => {
    const ics = bookingCalendarFile(summary(), now);
    expect(property(ics, 'SUMMARY')).toBe('SUMMARY:Table for 4 at Marigold Grill Merry Hill');
    expect(property(ics, 'LOCATION')).toBe('LOCATION:Unit 4\\, The Waterfront\\, Brierley Hill\\, DY5 1XD');
    expect(property(ics, 'DESCRIPTION')).toBe(
      'DESCRIPTION:Booking reference: MG7K2Q\\nOccasion: Dinner\\nParty: 4 guests (3 adults\\, 1 child)\\n' +
        'View or cancel your booking: https://marigold.example/manage-booking/tok_123',
    );
  });

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    const ics = bookingCalendarFile(summary({ occasionName: 'Birthday; 40th, surprise\nC:\\cake' }), now);
    expect(property(ics, 'DESCRIPTION')).toContain('Occasion: Birthday\\; 40th\\, surprise\\nC:\\\\cake\\n');
  });

  it('folds long lines at 75 octets without splitting a multi-byte character', () => {
    const title = 'Crème brûlée £5 🎂 Café Ünïcödé '.repeat(6);
    const ics = bookingCalendarFile(summary({ restaurant: { ...summary().restaurant, title } }), now);
    const physical = ics.split('\r\n').slice(0, -1);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of physical) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toMatch(loneSurrogate);
    }
    expect(property(ics, 'SUMMARY')).toBe(`SUMMARY:Table for 4 at Marigold Grill ${title.replace(/,/g, '\\,')}`);
  });

  it('fills each folded line as far as whole characters allow', () => {
    expect(foldLine('X'.repeat(75))).toBe('X'.repeat(75));
    expect(foldLine('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`);
    // 'é' is two octets: 37 fit in the first 75 (74 octets), 37 in each continuation after its space.
    expect(foldLine('é'.repeat(80)).split('\r\n')).toEqual(['é'.repeat(37), ` ${'é'.repeat(37)}`, ` ${'é'.repeat(6)}`]);
    // An emoji is four octets and two UTF-16 units: 'AB' + 18 emoji = 74 octets, the 19th goes on.
    expect(foldLine(`AB${'🎂'.repeat(19)}`).split('\r\n')).toEqual([`AB${'🎂'.repeat(18)}`, ' 🎂']);
  });

  it.each([
    ['confirmed', 'CONFIRMED'],
    ['enquiry', 'TENTATIVE'],
    ['cancelled', 'CANCELLED'],
  ] as const)('gives a %s booking STATUS:%s', (status, expected) => {
    expect(property(bookingCalendarFile(summary({ status }), now), 'STATUS')).toBe(`STATUS:${expected}`);
  });

  it('raises SEQUENCE when a booking is cancelled, so calendars replace the event', () => {
    const confirmed = Number(property(bookingCalendarFile(summary(), now), 'SEQUENCE')?.split(':')[1]);
    const cancelled = Number(property(bookingCalendarFile(summary({ status: 'cancelled' }), now), 'SEQUENCE')?.split(':')[1]);
    expect(cancelled).toBeGreaterThan(confirmed);
  });
});

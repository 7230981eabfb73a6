import { fullAddress } from '@/features/restaurants/location-summary';
import type { BookingSummary } from './booking-summary';

const CRLF = '\r\n';
/** RFC 5545 3.1: lines longer than 75 octets (not characters) are folded. */
const MAX_LINE_OCTETS = 75;

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/** TEXT values (RFC 5545 3.3.11): backslash, semicolon and comma are escaped, and line breaks become "\n". */
export const escapeText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/**
 * Folds a content line into pieces of at most 75 octets, each continuation starting with one space.
 * Splits between code points, so a multi-byte UTF-8 character (é, £, an emoji) is never cut in half.
 */
export const foldLine = (line: string): string => {
  const pieces: string[] = [];
  let piece = '';
  let size = 0;
  for (const character of line) {
    const width = octets(character);
    // Continuations lose one octet to their leading space.
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (size + width > limit) {
      pieces.push(piece);
      piece = '';
      size = 0;
    }
    piece += character;
    size += width;
  }
  pieces.push(piece);
  return pieces.join(`${CRLF} `);
};

/** 2026-12-12T19:00:00.000Z → 20261212T190000Z (UTC "form 2" date-time). */
const utcDateTime = (instant: Date): string =>
  instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** "4 guests (3 adults, 1 child)": shared with the email, so the file and the message say the same. */
export function partyWording({ adults, children, covers }: Pick<BookingSummary, 'adults' | 'children' | 'covers'>): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const guests = count(covers, 'guest', 'guests');
  if (children === 0) return guests;
  return `${guests} (${count(adults, 'adult', 'adults')}, ${count(children, 'child', 'children')})`;
}

const eventStatus: Record<BookingSummary['status'], string> = {
  confirmed: 'CONFIRMED',
  enquiry: 'TENTATIVE',
  unconfirmed: 'TENTATIVE',
  cancelled: 'CANCELLED',
};

/**
 * Clients that already hold the event replace it only with a higher SEQUENCE, so it rises along the booking's life:
 * an enquiry, then the confirmed table, then its cancellation.
 */
const sequence: Record<BookingSummary['status'], number> = { enquiry: 0, unconfirmed: 0, confirmed: 1, cancelled: 2 };

/**
 * The booking as an iCalendar file (RFC 5545), attached to the confirmation so the diner can add it to a calendar.
 * Times are written in UTC, so no VTIMEZONE is needed and every client shows them in its own zone.
 */
export function bookingCalendarFile(summary: BookingSummary, now: Date): string {
  const venue = `Marigold Grill ${summary.restaurant.title}`;
  const description = [
    `Booking reference: ${summary.reference}`,
    `Occasion: ${summary.occasionName}`,
    `Party: ${partyWording(summary)}`,
    `View or cancel your booking: ${summary.manageUrl}`,
  ].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Marigold Grill//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${summary.reference}@marigold.example`,
    `DTSTAMP:${utcDateTime(now)}`,
    `DTSTART:${utcDateTime(summary.startsAt)}`,
    `DTEND:${utcDateTime(summary.endsAt)}`,
    `SEQUENCE:${sequence[summary.status]}`,
    `SUMMARY:${escapeText(`Table for ${summary.covers} at ${venue}`)}`,
    `LOCATION:${escapeText(fullAddress(summary.restaurant))}`,
    `DESCRIPTION:${escapeText(description)}`,
    // URL is a URI value, not TEXT: its commas and semicolons are not escaped.
    `URL:${summary.manageUrl}`,
    `STATUS:${eventStatus[summary.status]}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

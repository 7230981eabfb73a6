import 'server-only';
import type { DaySheet } from '@/features/front-of-house/day-sheet';
import { csvField } from '@/features/marketing/subscriber-export';
import { allergyMentions } from './allergy-notes';
import { sourceLabels, statusLabels } from './day-sheet-labels';

const COLUMNS = [
  'date',
  'time',
  'until',
  'reference',
  'status',
  'source',
  'covers',
  'adults',
  'children',
  'first_name',
  'last_name',
  'phone_number',
  'email',
  'table',
  'area',
  'occasion',
  'menu',
  'extras',
  'special_request',
  'allergy',
  'no_shows_12_months',
] as const;

/** The day's bookings as CSV, by arrival time (UTF-8 with a byte-order mark, so spreadsheets read accents right). */
export function daySheetCsv(sheet: DaySheet): string {
  const rows = sheet.bookings.map((booking) =>
    [
      sheet.date,
      booking.time,
      booking.until,
      booking.reference,
      statusLabels[booking.status],
      sourceLabels[booking.source],
      booking.covers,
      booking.adults,
      booking.children,
      booking.firstName,
      booking.lastName,
      booking.phoneNumber,
      booking.email,
      booking.table,
      booking.area,
      booking.occasion,
      booking.menu,
      booking.extras,
      booking.specialRequest,
      allergyMentions(booking.specialRequest).join(' '),
      booking.noShows,
    ].map(csvField),
  );
  return `\uFEFF${[COLUMNS.join(','), ...rows.map((row) => row.join(','))].join('\r\n')}\r\n`;
}

/** The download's file name: the restaurant and the day, in letters a file system keeps. */
export function daySheetFileName(sheet: DaySheet): string {
  const slug = sheet.restaurant
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `day-sheet-${slug || sheet.storeId}-${sheet.date}.csv`;
}

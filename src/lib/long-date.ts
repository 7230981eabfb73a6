import { weekdayOf } from '@/lib/london-time';
import { dayName } from '@/lib/weekdays';

export const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/**
 * "2026-12-12" → "Saturday 12 December 2026" (or "Saturday 12 December" without the year): a calendar date as
 * written, so no server time zone can move it.
 */
export function longDate(isoDate: string, { withYear = true }: { withYear?: boolean } = {}): string {
  const [year, month = 0, day] = isoDate.split('-').map(Number);
  const monthName = monthNames[month - 1];
  if (!monthName) throw new RangeError(`Not a yyyy-mm-dd date: ${isoDate}`);
  const text = `${dayName(weekdayOf(isoDate))} ${day} ${monthName}`;
  return withYear ? `${text} ${year}` : text;
}

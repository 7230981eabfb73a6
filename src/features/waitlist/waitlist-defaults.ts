import { clockMinutes, clockText } from '@/lib/clock-time';
import { isoDatePattern } from '@/lib/weekdays';
import type { WaitlistDefaults } from './components/waitlist-form.client';

type Query = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
const count = (value: string | undefined, fallback: number, min: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= 20 ? number : fallback;
};
/** Half an hour either side of the time wanted, within the day. */
const WINDOW_MINUTES = 30;

/**
 * The waitlist form's starting values from the journey's link: its restaurant, date and party, and a window around
 * the time wanted (18:00 to 20:00 when none). Null without a restaurant; the form checks the rest as it is sent.
 */
export function waitlistDefaults(query: Query): WaitlistDefaults | null {
  const storeId = one(query.storeId);
  if (!storeId || !/^\d{1,9}$/.test(storeId)) return null;
  const date = one(query.date);
  const wanted = clockMinutes(one(query.time));
  return {
    storeId: Number(storeId),
    date: date && isoDatePattern.test(date) ? date : '',
    from: wanted === null ? '18:00' : clockText(Math.max(0, wanted - WINDOW_MINUTES)),
    until: wanted === null ? '20:00' : clockText(Math.min(23 * 60 + 45, wanted + WINDOW_MINUTES)),
    adults: count(one(query.adults), 2, 1),
    children: count(one(query.children), 0, 0),
  };
}

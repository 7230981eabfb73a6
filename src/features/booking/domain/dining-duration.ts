import type { BookingRules } from '@/features/booking/domain/types';

/**
 * The longest a table is ever held, in minutes: the back-office allows no more, and the engine never holds one longer.
 * The ledger relies on it: a hold that overlaps a window began less than this before the window (ledger.ts).
 */
export const MAX_DINING_MINUTES = 480;

/**
 * How long a party keeps its table, in real minutes from arrival. Rows may come from the back-office in any order,
 * so they are sorted here: the first row whose `upToCovers` reaches the party wins, and a party bigger than every row
 * gets the last (longest-party) row, since a restaurant that forgot a row for 20 still seats 20 for a while.
 * A config with no rows is refused earlier (`restaurantRefusal`, code 2), so meeting one here is a programming error.
 */
export const diningMinutes = (rules: Pick<BookingRules, 'diningDurations'>, covers: number): number => {
  const rows = [...rules.diningDurations].sort((a, b) => a.upToCovers - b.upToCovers);
  const row = rows.find((r) => r.upToCovers >= covers) ?? rows.at(-1);
  if (!row) throw new RangeError('No dining durations configured; restaurantRefusal should have refused this restaurant');
  return Math.min(row.minutes, MAX_DINING_MINUTES);
};

import 'server-only';
import { sqlReader } from '@/server/sql-reader';
import { noShowsCountedSince } from './domain/no-show-policy';
import { NO_SHOWS_WHERE } from './ledger/ledger';

const COUNT_SQL = `SELECT COUNT(*) AS count FROM bookings WHERE diner_key = ? AND ${NO_SHOWS_WHERE.replace('{since}', '?').replace('{store}', '?')}`;

/**
 * One diner's no-shows that count at a restaurant now (NO_SHOWS_WHERE, the rule the ledger applies to a booking inside
 * its lock), read outside any lock: for staff clearing the count, and for a diner joining the waitlist.
 */
export async function dinerNoShows(dinerKey: string, storeId: number, now: Date): Promise<number> {
  const read = await sqlReader();
  const [row] = await read<{ count: number | string }>(COUNT_SQL, [dinerKey, noShowsCountedSince(now).toISOString(), storeId]);
  return Number(row?.count ?? 0);
}

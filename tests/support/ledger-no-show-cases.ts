import { beforeEach, expect, it } from 'vitest';
import { noShowsCountedSince } from '@/features/booking/domain/no-show-policy';
import type { BookingLedger } from '@/features/booking/ledger/ledger';
import { booking, EVENING, STORE } from './ledger-rows';

/*
 * Which no-shows count for the no-show policy (docs/decisions/0067), as the ledger reads them inside its lock with
 * NO_SHOWS_WHERE, run on both dialects: the rule's one statement, which the day sheet and staff's clearing read too.
 * `execute` runs one statement with `?` placeholders on the ledger's database.
 */

const NOW = EVENING.now;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const OTHER_STORE = STORE + 1;

export function ledgerNoShowCases(newLedger: () => BookingLedger, execute: (sql: string, args: unknown[]) => Promise<unknown>) {
  let ledger: BookingLedger;
  beforeEach(() => {
    ledger = newLedger();
  });

  /** A booking of `diner` due `dueDaysAgo`, marked a no-show at `markedDaysAgo` (null: no mark time kept). */
  async function noShow(diner: string, dueDaysAgo: number, markedDaysAgo: number | null, status = 'no-show') {
    const reference = `MG-${Math.random().toString(36).slice(2, 10)}`;
    const startsAt = daysAgo(dueDaysAgo);
    const row = booking({ reference, dinerKey: diner, startsAt, endsAt: new Date(startsAt.getTime() + 90 * 60_000), tableKey: reference });
    await ledger.reserve(STORE, EVENING, () => ({ insert: row, answer: () => null }));
    const markedAt = markedDaysAgo === null ? null : daysAgo(markedDaysAgo).toISOString();
    await execute('UPDATE bookings SET status = ?, no_show_at = ? WHERE reference = ?', [status, markedAt, reference]);
  }

  const clearedBy = (storeId: number, diner: string, clearedDaysAgo: number) =>
    execute('INSERT INTO no_show_clearances (restaurant_id, store_id, diner_key, booking_reference, no_shows_cleared, cleared_at) VALUES (?, ?, ?, ?, ?, ?)', [
      1,
      storeId,
      diner,
      'MG-CLEARED',
      1,
      daysAgo(clearedDaysAgo).toISOString(),
    ]);

  const countAt = (storeId: number, diner: string) =>
    ledger.reserve(storeId, { ...EVENING, noShows: { key: diner, storeId, since: noShowsCountedSince(NOW) } }, ({ noShows }) => ({
      answer: () => noShows,
    }));

  it('counts a diner’s no-shows due in the last 365 days, at any restaurant, and nothing else of theirs or anyone’s', async () => {
    await noShow('ada', 364, 364);
    await noShow('ada', 366, 366);
    await noShow('ada', 3, 3, 'cancelled');
    await noShow('bea', 3, 3);
    expect(await countAt(STORE, 'ada')).toBe(1);
    expect(await countAt(OTHER_STORE, 'ada')).toBe(1);
    expect(await countAt(STORE, 'cyd')).toBe(0);
  });

  it('stops counting those marked before this restaurant’s staff cleared the diner, and counts those marked after', async () => {
    await noShow('ada', 40, 40);
    await noShow('ada', 10, 10); // marked the moment the count was cleared
    await noShow('ada', 5, 5);
    await noShow('ada', 11, 9); // due before the clearing, marked after it (the host marked it late): it counts
    await noShow('ada', 11, null); // no mark time kept: dated by its arrival, before the clearing
    await clearedBy(STORE, 'ada', 10);
    expect(await countAt(STORE, 'ada')).toBe(2);
    // Another restaurant's count is its own.
    expect(await countAt(OTHER_STORE, 'ada')).toBe(5);
  });
}

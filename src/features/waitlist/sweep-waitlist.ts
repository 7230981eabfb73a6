import 'server-only';
import type { Payload } from 'payload';
import { addDays, londonToday } from '@/lib/london-time';
import { matchWaitlist } from './match-waitlist';

/** Days a past entry is kept (staff can look back at a month's demand); then it is deleted, its diner's details with it. */
const KEPT_DAYS = 30;

/** Entries one sweep reads; more live entries than this are matched by the sweeps that follow. */
const PER_SWEEP = 5_000;

/**
 * Matches every restaurant's day that has diners waiting or offered a table (match-waitlist.ts settles and expires
 * them too), and expires what is left on days already gone; entries KEPT_DAYS past their date are deleted (retention:
 * the diner's details serve nothing after that). How many entries were offered a table.
 */
export async function sweepWaitlist(payload: Payload, now = new Date()): Promise<number> {
  const yesterday = addDays(londonToday(now), -1);
  const live = { status: { in: ['waiting', 'offered'] } };
  await payload.update({
    collection: 'waitlist-entries',
    where: { and: [live, { date: { less_than: yesterday } }] },
    data: { status: 'expired' },
    depth: 0,
    overrideAccess: true,
  });
  await payload.delete({
    collection: 'waitlist-entries',
    where: { date: { less_than: addDays(londonToday(now), -KEPT_DAYS) } },
    depth: 0,
    overrideAccess: true,
  });
  const { docs } = await payload.find({
    collection: 'waitlist-entries',
    where: live,
    limit: PER_SWEEP,
    depth: 0,
    overrideAccess: true,
    select: { storeId: true, date: true },
  });
  const days = new Map(docs.map((entry) => [`${entry.storeId}/${entry.date}`, { storeId: entry.storeId, date: entry.date }]));
  let offered = 0;
  for (const { storeId, date } of days.values()) offered += (await matchWaitlist(payload, storeId, date, now)).length;
  return offered;
}

import 'server-only';
import { createHash } from 'node:crypto';
import type { BookingStatus } from '@/features/booking/domain/booking-lifecycle';
import { tablesFor } from '@/features/booking/domain/table-assignment';
import { userHasRole, restaurantIdsOf } from '@/access/roles';
import { addDays, londonClock, londonInstant } from '@/lib/london-time';
import { clockText } from '@/lib/clock-time';
import { payloadClient } from '@/server/payload';
import { sqlReader, type SqlReader } from '@/server/sql-reader';
import { extrasLine } from '@/features/booking/extras-line';
import { noShowsCountedSince } from '@/features/booking/domain/no-show-policy';
import { NO_SHOWS_WHERE } from '@/features/booking/ledger/ledger';
import { dayWaitlist, type DayWaitlistEntry } from '@/features/waitlist/day-waitlist';
import type { Where } from 'payload';
import { dayIntervals, dayTotals, type DayInterval, type DayTotals } from './domain/day-summary';
import { restaurantRunBy, type StaffUser } from './staff-access';
import { staffStatusOf, type BookingChannel, type StaffStatus } from './staff-status';

type DaySheetBooking = {
  reference: string;
  time: string;
  until: string;
  covers: number;
  adults: number;
  children: number;
  status: StaffStatus;
  source: BookingChannel;
  table: string | null;
  tableKey: string | null;
  area: string | null;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  email: string | null;
  specialRequest: string | null;
  occasion: string | null;
  menu: string | null;
  extras: string;
  /** The diner's no-shows in the last 12 months, at any restaurant (by their email; 0 without one), less those this restaurant cleared. */
  noShows: number;
  /** The diner's answer to their reminder (features/booking/reminders), and when (ISO); null before they answer. */
  reminderAnswer: 'coming' | 'cancelled' | null;
  reminderAnsweredAt: string | null;
};

export type DaySheet = {
  date: string;
  storeId: number;
  restaurant: string;
  /** Changes whenever anything on the sheet does: a client polling the sheet re-renders only then. */
  version: string;
  totals: DayTotals;
  intervals: DayInterval[];
  bookings: DaySheetBooking[];
  blocks: { id: number; from: string; until: string; scope: string; reason: string }[];
  tables: { key: string; label: string; area: string; maxCovers: number }[];
  /** The day's waitlist, in line (features/waitlist). */
  waitlist: DayWaitlistEntry[];
};

/** The restaurants `user` may run, by name: every one for an administrator, their own for a restaurant manager. */
export async function staffRestaurants(user: StaffUser): Promise<{ storeId: number; title: string }[]> {
  const payload = await payloadClient();
  const bookable: Where = { enableBookings: { equals: true } };
  const { docs } = await payload.find({
    collection: 'restaurants',
    where: userHasRole(user, 'admin') ? bookable : { and: [bookable, { id: { in: restaurantIdsOf(user) } }] },
    select: { storeId: true, title: true },
    sort: 'title',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  });
  return docs.map((restaurant) => ({ storeId: restaurant.storeId, title: restaurant.title }));
}

/** The columns the sheet reads of a booking, straight from the table (see sqlReader). */
type BookingRow = {
  reference: string;
  time: string;
  starts_at: string | Date;
  ends_at: string | Date;
  finished_at: string | Date | null;
  covers: number;
  adults: number;
  children: number;
  status: BookingStatus;
  channel: BookingChannel;
  table_label: string | null;
  table_key: string | null;
  area_name: string | null;
  customer_first_name: string | null;
  customer_last_name: string | null;
  customer_phone_number: string | null;
  customer_email: string | null;
  customer_special_request: string | null;
  occasion_id: number | null;
  menu_name: string | null;
  upsells: unknown;
  diner_key: string | null;
  reminder_answer: 'coming' | 'cancelled' | null;
  reminder_answered_at: string | Date | null;
};

const DAY_BOOKINGS_SQL = `SELECT reference, time, starts_at, ends_at, finished_at, covers, adults, children, status, channel, table_label, table_key,
  area_name, customer_first_name, customer_last_name, customer_phone_number, customer_email, customer_special_request, occasion_id, menu_name,
  upsells, diner_key, reminder_answer, reminder_answered_at FROM bookings WHERE store_id = ? AND booking_date = ? ORDER BY starts_at, id`;

const DAY_BLOCKS_SQL =
  'SELECT id, "from", "until", scope_label, reason FROM booking_blocks WHERE store_id = ? AND starts_at < ? AND ends_at > ? ORDER BY starts_at, id';

/**
 * No-shows in the last year of each diner key among `keys`, less those cleared at this restaurant: the count the
 * no-show policy applies here (NO_SHOWS_WHERE), in one grouped read (the diner_key index).
 */
async function noShowsOf(read: SqlReader, keys: string[], storeId: number, now: Date): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await read<{ diner_key: string; count: number | string }>(
    `SELECT diner_key, COUNT(*) AS count FROM bookings WHERE diner_key IN (${keys.map(() => '?').join(', ')}) AND ${NO_SHOWS_WHERE.replace('{since}', '?').replace('{store}', '?')} GROUP BY diner_key`,
    [...keys, noShowsCountedSince(now).toISOString(), storeId],
  );
  return new Map(rows.map((row) => [row.diner_key, Number(row.count)]));
}

/** Stored JSON: text on SQLite, parsed already on PostgreSQL. */
const jsonOf = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);
const instant = (value: string | Date) => new Date(value);
const timeOf = (at: Date) => clockText(londonClock(at).minutes);

/**
 * One restaurant's day for its staff: every booking by arrival time with what the host needs at the door, the day's
 * totals, covers arriving per interval against what the restaurant can take, the blocks, and the tables to move
 * parties to. 404 for an unknown restaurant, 403 for one that is not the user's.
 */
export async function daySheetFor(user: StaffUser, storeId: number, date: string, now = new Date()): Promise<DaySheet> {
  const { restaurant, config } = await restaurantRunBy(user, storeId);
  const read = await sqlReader();
  const dayStart = londonInstant(date, 0);
  const dayEnd = londonInstant(addDays(date, 1), 0);
  const [rows, blockRows, waitlist] = await Promise.all([
    read<BookingRow>(DAY_BOOKINGS_SQL, [storeId, date]),
    read<{ id: number; from: string; until: string; scope_label: string; reason: string }>(DAY_BLOCKS_SQL, [
      storeId,
      dayEnd.toISOString(),
      dayStart.toISOString(),
    ]),
    dayWaitlist(read, storeId, date),
  ]);
  const noShows = await noShowsOf(read, [...new Set(rows.flatMap((row) => (row.diner_key ? [row.diner_key] : [])))], storeId, now);
  const occasionName = new Map(config.occasions.map((occasion) => [occasion.id, occasion.name]));

  const bookings = rows.map((row): DaySheetBooking => {
    const endsAt = instant(row.ends_at);
    const finishedAt = row.finished_at === null ? null : instant(row.finished_at);
    // A table finished early is free from then (the ledger reads it so); one marked finished before it began keeps its times.
    const finishedEarly = finishedAt !== null && finishedAt < endsAt && finishedAt > instant(row.starts_at);
    return {
      reference: row.reference,
      time: row.time,
      until: timeOf(finishedEarly ? finishedAt : endsAt),
      covers: Number(row.covers),
      adults: Number(row.adults),
      children: Number(row.children),
      status: staffStatusOf(row.status),
      source: row.channel,
      table: row.table_label,
      tableKey: row.table_key,
      area: row.area_name,
      firstName: row.customer_first_name ?? '',
      lastName: row.customer_last_name ?? '',
      phoneNumber: row.customer_phone_number || null,
      email: row.customer_email || null,
      specialRequest: row.customer_special_request || null,
      occasion: row.occasion_id === null ? null : (occasionName.get(Number(row.occasion_id)) ?? null),
      menu: row.menu_name,
      extras: extrasLine(row.upsells === null ? null : jsonOf(row.upsells)),
      noShows: row.diner_key ? (noShows.get(row.diner_key) ?? 0) : 0,
      reminderAnswer: row.reminder_answer,
      reminderAnsweredAt: row.reminder_answered_at === null ? null : instant(row.reminder_answered_at).toISOString(),
    };
  });
  const summary = rows.map((row) => ({ status: row.status, covers: Number(row.covers), startsAt: instant(row.starts_at) }));
  const blocks = blockRows.map((block) => ({ id: Number(block.id), from: block.from, until: block.until, scope: block.scope_label, reason: block.reason }));
  const tables = tablesFor(config, { areaLinkGroup: { type: 'exclusive', ids: [] } }, null).map((table) => ({
    key: table.key,
    label: table.label,
    area: config.areas.find((area) => area.id === table.areaId)?.name ?? '',
    maxCovers: table.maxCovers,
  }));
  const sheet = {
    date,
    storeId,
    restaurant: restaurant.title,
    totals: dayTotals(summary),
    intervals: dayIntervals(config, date, summary),
    bookings,
    blocks,
    tables,
    waitlist,
  };
  const version = createHash('sha256').update(JSON.stringify(sheet)).digest('base64url').slice(0, 16);
  return { ...sheet, version };
}

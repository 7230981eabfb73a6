import 'server-only';
import { createHash } from 'node:crypto';
import type { BookingStatus } from '@/features/booking/domain/booking-lifecycle';
import { tablesFor } from '@/features/booking/domain/table-assignment';
import { userHasRole, restaurantIdsOf } from '@/access/roles';
import { addDays, londonClock, londonInstant } from '@/lib/london-time';
import { clockText } from '@/lib/clock-time';
import { payloadClient } from '@/server/payload';
import type { Booking } from '@/payload-types';
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
  /** The diner's no-shows in the last 12 months, at any restaurant (by their email; 0 without one). */
  noShows: number;
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
};

const NO_SHOW_MEMORY_DAYS = 365;

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

/** No-shows in the last year of each diner key among `keys`. */
async function noShowsOf(keys: string[], now: Date): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (keys.length === 0) return counts;
  const payload = await payloadClient();
  const { docs } = await payload.find({
    collection: 'bookings',
    where: {
      dinerKey: { in: keys },
      status: { equals: 'no-show' },
      startsAt: { greater_than: new Date(now.getTime() - NO_SHOW_MEMORY_DAYS * 86_400_000).toISOString() },
    },
    select: { dinerKey: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  });
  for (const { dinerKey } of docs) if (dinerKey) counts.set(dinerKey, (counts.get(dinerKey) ?? 0) + 1);
  return counts;
}

const timeOf = (instant: string) => clockText(londonClock(new Date(instant)).minutes);

/**
 * One restaurant's day for its staff: every booking by arrival time with what the host needs at the door, the day's
 * totals, covers arriving per interval against what the restaurant can take, the blocks, and the tables to move
 * parties to. 404 for an unknown restaurant, 403 for one that is not the user's.
 */
export async function daySheetFor(user: StaffUser, storeId: number, date: string, now = new Date()): Promise<DaySheet> {
  const { restaurant, config } = await restaurantRunBy(user, storeId);
  const payload = await payloadClient();
  const dayStart = londonInstant(date, 0);
  const dayEnd = londonInstant(addDays(date, 1), 0);
  const [{ docs }, { docs: blockDocs }] = await Promise.all([
    payload.find({
      collection: 'bookings',
      where: { storeId: { equals: storeId }, bookingDate: { equals: date } },
      sort: 'startsAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
    }),
    payload.find({
      collection: 'booking-blocks',
      where: { storeId: { equals: storeId }, startsAt: { less_than: dayEnd.toISOString() }, endsAt: { greater_than: dayStart.toISOString() } },
      sort: 'startsAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  ]);
  const noShows = await noShowsOf([...new Set(docs.flatMap((booking) => (booking.dinerKey ? [booking.dinerKey] : [])))], now);
  const occasionName = new Map(config.occasions.map((occasion) => [occasion.id, occasion.name]));

  const bookings = docs.map((booking: Booking): DaySheetBooking => {
    const occasionId = typeof booking.occasion === 'object' ? booking.occasion?.id : booking.occasion;
    return {
      reference: booking.reference,
      time: booking.time,
      until: timeOf(booking.finishedAt && booking.finishedAt < booking.endsAt ? booking.finishedAt : booking.endsAt),
      covers: booking.covers,
      adults: booking.adults,
      children: booking.children,
      status: staffStatusOf(booking.status),
      source: booking.channel,
      table: booking.tableLabel ?? null,
      tableKey: booking.tableKey ?? null,
      area: booking.areaName ?? null,
      firstName: booking.customer?.firstName ?? '',
      lastName: booking.customer?.lastName ?? '',
      phoneNumber: booking.customer?.phoneNumber || null,
      email: booking.customer?.email || null,
      specialRequest: booking.customer?.specialRequest || null,
      occasion: occasionId == null ? null : (occasionName.get(occasionId) ?? null),
      menu: booking.menuName ?? null,
      extras: booking.extras ?? '',
      noShows: booking.dinerKey ? (noShows.get(booking.dinerKey) ?? 0) : 0,
    };
  });
  const summary = docs.map((booking) => ({ status: booking.status as BookingStatus, covers: booking.covers, startsAt: new Date(booking.startsAt) }));
  const blocks = blockDocs.map((block) => ({ id: block.id, from: block.from, until: block.until, scope: block.scopeLabel, reason: block.reason }));
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
  };
  const version = createHash('sha256').update(JSON.stringify(sheet)).digest('base64url').slice(0, 16);
  return { ...sheet, version };
}

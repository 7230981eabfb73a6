import { MAX_TABLE_BOOKING_COVERS } from '@/features/booking/domain/refusals';
import { departureFor } from '@/features/booking/domain/slot-availability';
import { assignTable, freeTest, tablesFor, type AssignableTable } from '@/features/booking/domain/table-assignment';
import type { BookingConfig, Occasion, TableHold } from '@/features/booking/domain/types';
import { hoursOn, openSpan } from '@/features/restaurants/domain/opening-hours';
import { clockMinutes } from '@/lib/clock-time';
import { addDays, londonInstant, londonToday } from '@/lib/london-time';

/** How far ahead staff may book: beyond the website's horizon (a wedding party in the spring), but not forever. */
const STAFF_HORIZON_DAYS = 400;

export type StaffBookingRequest = {
  channel: 'phone' | 'walk-in';
  date: string;
  time: string;
  adults: number;
  children: number;
  occasionId: number | null;
  /** A table or combination asked for by label or key; null: the engine chooses, as it does online. */
  table: string | null;
};

type StaffBookingPlan =
  | { outcome: 'book'; occasion: Occasion; table: AssignableTable; startsAt: Date; endsAt: Date }
  | { outcome: 'refused'; field: keyof StaffBookingRequest; message: string }
  | { outcome: 'unbookable' }
  | { outcome: 'taken' };

const refused = (field: keyof StaffBookingRequest, message: string): StaffBookingPlan => ({ outcome: 'refused', field, message });

/** A table or combination by key or label (labels ignoring case), among those the occasion may use. */
export const tableNamed = (tables: readonly AssignableTable[], name: string): AssignableTable | null =>
  tables.find((table) => table.key === name) ?? tables.find((table) => table.label.localeCompare(name.trim(), 'en-GB', { sensitivity: 'base' }) === 0) ?? null;

/**
 * A booking taken by staff, on the phone or at the door. It goes through the same ledger and the same table rule as
 * the website's, so it can never put two parties on one table; but staff may book past what the website allows: past
 * the lead time, while online bookings are paused, past the pacing limit (they see the room), beyond the website's
 * horizon, at any minute (a walk-in arrives at 19:07). Never outside the opening hours, nor in the past (a walk-in
 * is now), nor on a table that is taken or blocked. A table named by staff may seat more or fewer than its usual
 * range (a chair added): it only has to be free.
 */
export function planStaffBooking(config: BookingConfig, request: StaffBookingRequest, now: Date, holds: readonly TableHold[]): StaffBookingPlan {
  if (!config.areas.some((area) => area.tables.length > 0) || config.rules.diningDurations.length === 0) return { outcome: 'unbookable' };
  const covers = request.adults + request.children;
  if (request.adults < 1 || covers > MAX_TABLE_BOOKING_COVERS)
    return refused('adults', `A party is 1 to ${MAX_TABLE_BOOKING_COVERS} guests, at least one an adult.`);

  const today = londonToday(now);
  if (request.date < today) return refused('date', 'That date has passed.');
  if (request.date > addDays(today, STAFF_HORIZON_DAYS)) return refused('date', `Bookings can be taken up to ${STAFF_HORIZON_DAYS} days ahead.`);
  if (config.rules.restrictions.some((restriction) => restriction.date === request.date && restriction.closed)) {
    return refused('date', 'That date is closed to bookings (Booking settings, Date restrictions).');
  }
  const span = openSpan(hoursOn(config.schedule, request.date));
  if (!span) return refused('date', 'The restaurant is closed that day.');
  const minutes = clockMinutes(request.time) ?? -1;
  // A closing at or before the opening is on the next day (openSpan); an arrival after midnight belongs to the next date.
  if (minutes < span.open || minutes >= span.close) return refused('time', 'The restaurant is closed at that time.');
  const startsAt = londonInstant(request.date, minutes);
  // A minute's grace: "now" was read before the request crossed the network.
  if (request.channel === 'phone' && startsAt.getTime() < now.getTime() - 60_000) return refused('time', 'That time has passed.');

  const occasion =
    request.occasionId === null
      ? config.occasions.find((candidate) => candidate.bookingType === 'table')
      : config.occasions.find((candidate) => candidate.id === request.occasionId && candidate.bookingType !== 'enquiry');
  if (!occasion) return refused('occasionId', 'This occasion is not available here.');

  const endsAt = departureFor(config, covers)(startsAt);
  const tables = tablesFor(config, occasion, null);
  if (request.table === null) {
    const table = assignTable(tables, covers, holds, startsAt, endsAt);
    return table ? { outcome: 'book', occasion, table, startsAt, endsAt } : { outcome: 'taken' };
  }
  const table = tableNamed(tables, request.table);
  if (!table) return refused('table', `There is no table ${request.table} here.`);
  return freeTest(tables, holds, startsAt, endsAt)(table) ? { outcome: 'book', occasion, table, startsAt, endsAt } : { outcome: 'taken' };
}

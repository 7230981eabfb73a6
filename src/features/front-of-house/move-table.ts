import 'server-only';
import { BOOKING_STATUS } from '@/features/booking/booking-status';
import { holdWindow } from '@/features/booking/booking-queries';
import { bookingLedger } from '@/features/booking/ledger/booking-ledger';
import { freeTest, tablesFor } from '@/features/booking/domain/table-assignment';
import { findBookableRestaurant } from '@/features/booking/repository';
import { ValidationError } from '@/server/errors';
import { bookingRunBy } from './booking-run-by';
import { tableNamed } from './domain/staff-booking-plan';
import type { StaffUser } from './staff-access';

/** Bookings that hold (or will hold) a table, and so can be moved to another. */
const MOVABLE = new Set(['confirmed', 'unconfirmed', 'arrived', 'seated']);

type MoveAnswer =
  { reference: string; table: string; area: string | null } | { bookingReference: null; bookingStatus: typeof BOOKING_STATUS.slotTaken; message: string };

/**
 * Moves a booking to another table or combination, named by label (T4, "T4 + T5") or key. Decided inside the
 * ledger's lock against everyone else's holds (the booking's own left out), so the new table cannot be sold meanwhile;
 * a table taken or blocked for the meal answers booking status 9. Any table of the restaurant may be chosen, whatever
 * the occasion's areas: staff know the room.
 */
export async function moveBookingTable(user: StaffUser, reference: string, tableName: string, now: Date): Promise<MoveAnswer> {
  const booking = await bookingRunBy(user, reference);
  if (!MOVABLE.has(booking.status) || !booking.tableKey) throw new ValidationError({ table: 'Only a booking with a table that has not finished can move.' });
  const found = await findBookableRestaurant(booking.storeId);
  if (!found) throw new ValidationError({ table: 'This restaurant has no tables to move to.' });
  const { config } = found;
  const tables = tablesFor(config, { areaLinkGroup: { type: 'exclusive', ids: [] } }, null);
  const table = tableNamed(tables, tableName);
  if (!table) throw new ValidationError({ table: `There is no table ${tableName} here.` });
  const area = config.areas.find((candidate) => candidate.id === table.areaId)?.name ?? null;
  const startsAt = new Date(booking.startsAt);
  const endsAt = new Date(booking.endsAt);
  const window = holdWindow(booking.bookingDate);
  const ledger = await bookingLedger();
  return ledger.reserve<MoveAnswer>(booking.storeId, { holdsFrom: window.from, holdsTo: window.to, idempotencyKey: null, now, diner: null }, ({ holds }) => {
    const others = holds.filter((hold) => hold.reference !== reference);
    if (!freeTest(tables, others, startsAt, endsAt)(table)) {
      return {
        answer: () => ({
          bookingReference: null,
          bookingStatus: BOOKING_STATUS.slotTaken,
          message: `${table.label} is taken or blocked for this booking’s time.`,
        }),
      };
    }
    return {
      retable: { id: booking.id, reference, tableKey: table.key, tableLabel: table.label, areaName: area },
      answer: () => ({ reference, table: table.label, area }),
    };
  });
}

import 'server-only';
import { payloadClient } from '@/server/payload';
import { queueBookingEmail } from './booking-emails';
import { bookingByManageToken } from './booking-records';
import { stillHeld } from './domain/unconfirmed-hold';
import { bookingLedger } from './ledger/booking-ledger';
import { markOfferBooked } from '@/features/waitlist/settle-offers';

type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'cancelled' | 'not-found';

/**
 * The diner confirms an unconfirmed booking from the link in their email (the manage page's button: a POST, since
 * mail scanners follow links). Confirming goes through the ledger, under the restaurant's lock, like any booking:
 * while the hold lasts, its own hold is the only one on its table; another one there means the table was released and
 * booked meanwhile (possible only when two instances' clocks disagree about the 30 minutes), and the booking has
 * expired. After the hold has ended the diner books again: the table may be someone else's. Then the usual
 * confirmation, with its calendar file, is emailed.
 */
export async function confirmByManageToken(token: string, now: Date): Promise<ConfirmOutcome> {
  const record = await bookingByManageToken(token);
  if (!record) return 'not-found';
  const { booking } = record;
  if (booking.status === 'confirmed') return 'already-confirmed';
  if (booking.status === 'cancelled') return 'cancelled';
  if (booking.status !== 'unconfirmed' || !booking.tableKey) return 'not-found';
  if (!stillHeld(booking.holdUntil ? new Date(booking.holdUntil) : null, now)) return 'expired';

  const ledger = await bookingLedger();
  const reads = { holdsFrom: new Date(booking.startsAt), holdsTo: new Date(booking.endsAt), idempotencyKey: null, now, diner: null };
  const outcome = await ledger.reserve<ConfirmOutcome>(booking.storeId, reads, ({ holds }) =>
    holds.filter((hold) => hold.tableKey === booking.tableKey).length === 1
      ? { confirm: booking.id, answer: (): ConfirmOutcome => 'confirmed' }
      : { answer: (): ConfirmOutcome => 'expired' },
  );
  if (outcome === 'confirmed') {
    await queueBookingEmail(await payloadClient(), booking.id, 'confirmed', now);
    // A table held for a waitlisted diner: their place in line is settled.
    await markOfferBooked(await payloadClient(), booking.id);
  }
  return outcome;
}

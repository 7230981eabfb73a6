import type { Payload } from 'payload';
import { stillHeld } from '@/features/booking/domain/unconfirmed-hold';

/*
 * No `import 'server-only'`: the diner's confirmation (features/booking/confirm-booking.ts) marks their entry here too.
 */

/**
 * The offers made for a restaurant's day, settled from their bookings: confirmed (or beyond) is booked; a hold that
 * lapsed unconfirmed, or was cancelled, has expired, so its table, which the ledger stopped counting when the hold
 * ended, goes to the next in line in the same run (match-waitlist.ts).
 */
export async function settleOffers(payload: Payload, storeId: number, date: string, now: Date): Promise<void> {
  const { docs } = await payload.find({
    collection: 'waitlist-entries',
    where: { storeId: { equals: storeId }, date: { equals: date }, status: { equals: 'offered' } },
    pagination: false,
    depth: 1,
    overrideAccess: true,
    select: { offeredBooking: true },
    populate: { bookings: { status: true, holdUntil: true } },
  });
  for (const entry of docs) {
    const booking = typeof entry.offeredBooking === 'object' ? entry.offeredBooking : null;
    const status =
      booking === null || booking.status === 'cancelled'
        ? 'expired'
        : booking.status !== 'unconfirmed'
          ? 'booked'
          : stillHeld(booking.holdUntil ? new Date(booking.holdUntil) : null, now)
            ? null
            : 'expired';
    if (status) await payload.update({ collection: 'waitlist-entries', id: entry.id, data: { status }, depth: 0, overrideAccess: true });
  }
}

/** The diner confirmed the table held for them: their entry is booked. */
export async function markOfferBooked(payload: Payload, bookingId: number): Promise<void> {
  await payload.update({
    collection: 'waitlist-entries',
    where: { offeredBooking: { equals: bookingId }, status: { equals: 'offered' } },
    data: { status: 'booked' },
    depth: 0,
    overrideAccess: true,
  });
}

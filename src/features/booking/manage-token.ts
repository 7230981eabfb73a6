import 'server-only';
import { payloadClient } from '@/server/payload';
import { manageBookingPath } from './booking-summaries';

/** The manage link of a booking just placed (or found again by its Idempotency-Key), for the diner's thanks screen. */
export async function managePathOf(bookingId: number): Promise<string> {
  const payload = await payloadClient();
  // Field access hides the token from every API read; the system reads it to hand it to the diner who just booked.
  const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, overrideAccess: true, showHiddenFields: true, select: { manageToken: true } });
  return manageBookingPath(String(booking.manageToken));
}

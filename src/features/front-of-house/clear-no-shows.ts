import 'server-only';
import { dinerNoShows } from '@/features/booking/diner-no-shows';
import { ValidationError } from '@/server/errors';
import { payloadClient } from '@/server/payload';
import { bookingRunBy } from './booking-run-by';
import type { StaffUser } from './staff-access';

/**
 * Clears the no-show count of a booking's diner at the booking's restaurant (the no-show policy, docs/decisions/0067):
 * a record of who cleared it, when and from which booking (the no-show-clearances collection), from which on the
 * no-shows marked before no longer count there, on the day sheet or when the diner books online. Other restaurants
 * keep their own count. 404 for no such booking, 403 for another restaurant's, 400 naming `reference` for a booking
 * without an email address (there is no count to clear). Clearing twice records twice; the count stays 0.
 */
export async function clearDinerNoShows(user: StaffUser, reference: string, now: Date) {
  const booking = await bookingRunBy(user, reference);
  if (!booking.dinerKey) throw new ValidationError({ reference: 'This booking has no email address, so its diner has no no-show count to clear.' });
  const cleared = await dinerNoShows(booking.dinerKey, booking.storeId, now);
  const restaurant = typeof booking.restaurant === 'object' ? booking.restaurant.id : booking.restaurant;
  const payload = await payloadClient();
  await payload.create({
    collection: 'no-show-clearances',
    data: {
      restaurant,
      storeId: booking.storeId,
      dinerKey: booking.dinerKey,
      bookingReference: booking.reference,
      noShowsCleared: cleared,
      clearedBy: user.id,
      clearedAt: now.toISOString(),
    },
    depth: 0,
    overrideAccess: true,
  });
  return { reference: booking.reference, noShowsCleared: cleared, noShows: 0, clearedAt: now.toISOString() };
}

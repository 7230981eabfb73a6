import 'server-only';
import { BOOKING_STATUS } from '@/features/booking/booking-status';
import { findBookableRestaurant } from '@/features/booking/repository';
import { mayRunRestaurant, type StaffUser } from '@/features/front-of-house/staff-access';
import { NotFoundError, ServiceError, ValidationError } from '@/server/errors';
import { payloadClient } from '@/server/payload';
import { holdTableFor } from './match-waitlist';

/**
 * Staff offer a table by hand to a diner on the day's waitlist (the day sheet's button, or the staff API), out of
 * turn if they choose: the same hold and email as the automatic match (holdTableFor), so the same ledger rules. 404
 * for an unknown entry, 403 for another restaurant's; 409 with booking status 9 when no table fits the party in
 * their window now; 400 when every table that fits is less than two hours from the diner's own bookings.
 */
export async function offerTableByHand(user: StaffUser, entryId: number, now: Date) {
  const payload = await payloadClient();
  const entry = await payload.findByID({
    collection: 'waitlist-entries',
    id: entryId,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    disableErrors: true,
  });
  if (!entry) throw new NotFoundError();
  const restaurantId = typeof entry.restaurant === 'object' ? entry.restaurant.id : entry.restaurant;
  if (!mayRunRestaurant(user, restaurantId)) throw new ServiceError('staffForbidden');
  if (entry.status !== 'waiting') throw new ValidationError({ entry: 'Only a diner still waiting can be offered a table.' });
  if (!entry.customer?.email) throw new ValidationError({ entry: 'This diner’s details were deleted: there is nobody to offer the table to.' });
  const found = await findBookableRestaurant(entry.storeId);
  if (!found) throw new NotFoundError('restaurantNotFound');
  const outcome = await holdTableFor(payload, found, entry, now);
  if (outcome === 'own-booking') {
    throw new ValidationError({
      entry: 'This diner already has a booking within 2 hours of every table free in their times, here or at another of our restaurants.',
    });
  }
  if (outcome === 'gone') {
    return {
      id: entry.id,
      status: 'waiting' as const,
      bookingStatus: BOOKING_STATUS.slotTaken,
      message: `No table is free for ${entry.covers} between ${entry.from} and ${entry.until}.`,
    };
  }
  return { id: entry.id, status: 'offered' as const };
}

import 'server-only';
import type { Booking } from '@/payload-types';
import { NotFoundError, ServiceError } from '@/server/errors';
import { payloadClient } from '@/server/payload';
import { mayRunRestaurant, type StaffUser } from './staff-access';

/** A booking by its reference, for a user who may run its restaurant: 404 when there is none, 403 when it is another restaurant's. */
export async function bookingRunBy(user: StaffUser, reference: string): Promise<Booking> {
  const payload = await payloadClient();
  const { docs } = await payload.find({ collection: 'bookings', where: { reference: { equals: reference } }, limit: 1, depth: 0, overrideAccess: true });
  const booking = docs[0];
  if (!booking) throw new NotFoundError();
  const restaurantId = typeof booking.restaurant === 'object' ? booking.restaurant.id : booking.restaurant;
  if (!mayRunRestaurant(user, restaurantId)) throw new ServiceError('staffForbidden');
  return booking;
}

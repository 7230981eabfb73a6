import 'server-only';
import type { User } from '@/payload-types';
import { restaurantIdsOf, userHasRole } from '@/access/roles';
import { findBookableRestaurant } from '@/features/booking/repository';
import { NotFoundError, ServiceError } from '@/server/errors';
import { payloadClient } from '@/server/payload';

/** A signed-in member of staff, as Payload authenticated them. */
export type StaffUser = User;

/**
 * Who is asking, from the request's own credentials, as Payload reads them: its session cookie, an
 * `Authorization: JWT …` header, or a per-user API key (`Authorization: users API-Key …`). Null when nobody.
 */
export async function staffUserOf(headers: Headers): Promise<StaffUser | null> {
  const payload = await payloadClient();
  const { user } = await payload.auth({ headers });
  return user && user.collection === 'users' ? (user as StaffUser) : null;
}

/** Whether the user runs restaurants' bookings at all: administrators, and restaurant managers (for their own). */
export const runsBookings = (user: StaffUser) => userHasRole(user, 'admin', 'restaurant-manager');

/** Whether `user` may see and change the bookings of the restaurant with id `restaurantId`. */
export const mayRunRestaurant = (user: StaffUser, restaurantId: number) =>
  userHasRole(user, 'admin') || (userHasRole(user, 'restaurant-manager') && restaurantIdsOf(user).map(Number).includes(restaurantId));

/**
 * The restaurant with `storeId` and its booking configuration, for a user who may run it: 404 (code 3) when there is
 * no such restaurant, 403 when it is not theirs. A restaurant's existence is no secret (its page is public).
 */
export async function restaurantRunBy(user: StaffUser, storeId: number) {
  const found = await findBookableRestaurant(storeId);
  if (!found) throw new NotFoundError('restaurantNotFound');
  if (!mayRunRestaurant(user, found.restaurant.id)) throw new ServiceError('staffForbidden');
  return found;
}

import 'server-only';
import { listPublishedRestaurants } from '@/features/content/restaurants';
import { payloadClient } from '@/server/payload';
import { CENTER_PARCS_CITY } from './repository';

/** Store ids of the restaurants that take online bookings now: bookings enabled, configured and switched on. */
export async function bookableVenueIds(): Promise<number[]> {
  const payload = await payloadClient();
  const [restaurants, { docs: settings }] = await Promise.all([
    listPublishedRestaurants(),
    payload.find({ collection: 'booking-settings', where: { onlineBookings: { equals: true } }, pagination: false, depth: 0, overrideAccess: true, select: { restaurant: true } }),
  ]);
  const configured = new Set(settings.map((entry) => (typeof entry.restaurant === 'object' ? entry.restaurant.id : entry.restaurant)));
  return restaurants
    .filter((restaurant) => restaurant.enableBookings && restaurant.city !== CENTER_PARCS_CITY && configured.has(restaurant.id))
    .map((restaurant) => restaurant.storeId)
    .sort((a, b) => a - b);
}

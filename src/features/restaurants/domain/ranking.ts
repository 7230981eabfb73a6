import { distanceInMiles, type LatLng } from '@/lib/geo';

/** How many restaurants a search lists at most. */
export const MAX_LOCATIONS = 10;
/** Beyond this a restaurant is no longer "near" anyone, so it is not offered. */
export const MAX_DISTANCE_MILES = 100;

type RankingOptions = { limit: number; maxDistance: number };

/**
 * The items nearest `origin`, nearest first, within `maxDistance` miles (inclusive) and at most `limit` of them.
 * Items at the same distance keep their input order (Array.prototype.sort is stable), so results do not shuffle.
 * Items without a usable position get a NaN distance and are dropped by the range check.
 */
export function rankByDistance<T extends LatLng>(
  items: readonly T[],
  origin: LatLng,
  { limit = MAX_LOCATIONS, maxDistance = MAX_DISTANCE_MILES }: Partial<RankingOptions> = {},
): Array<T & { distance: number }> {
  return (
    items
      .map((item) => ({ item, exact: distanceInMiles(origin, item) }))
      .filter(({ exact }) => exact <= maxDistance)
      .sort((a, b) => a.exact - b.exact)
      .slice(0, Math.max(0, limit))
      // Round only for display, after ordering: two restaurants 2.04 and 2.01 miles away both show "2.0"
      // but must still be listed in their true order.
      .map(({ item, exact }) => ({ ...item, distance: Math.round(exact * 10) / 10 }))
  );
}

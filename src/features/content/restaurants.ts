import 'server-only';
import { unstable_cache } from 'next/cache';
import { payloadClient } from '@/server/payload';
import { cacheTags } from '@/server/revalidate';
import type { Restaurant } from '@/payload-types';
import { CONTENT_CACHE_SECONDS } from './cache';

/**
 * Every published restaurant, read once and cached: the chain has tens of restaurants, so lookups by slug,
 * city or store id are done in memory rather than by a query each.
 */
export const listPublishedRestaurants = unstable_cache(
  async (): Promise<Restaurant[]> => {
    const payload = await payloadClient();
    const { docs } = await payload.find({
      collection: 'restaurants',
      where: { _status: { equals: 'published' } },
      depth: 1,
      pagination: false,
      sort: 'title',
    });
    return docs;
  },
  ['restaurants'],
  { tags: [cacheTags.restaurants], revalidate: CONTENT_CACHE_SECONDS },
);

export async function findRestaurant(match: { slug: string; city?: string } | { storeId: number }): Promise<Restaurant | null> {
  const restaurants = await listPublishedRestaurants();
  const found =
    'storeId' in match
      ? restaurants.find((restaurant) => restaurant.storeId === match.storeId)
      : restaurants.find((restaurant) => restaurant.slug === match.slug && (match.city === undefined || restaurant.city === match.city));
  return found ?? null;
}

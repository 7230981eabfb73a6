import 'server-only';
import { unstable_cache } from 'next/cache';
import { CONTENT_CACHE_SECONDS } from '@/features/content/cache';
import { payloadClient } from '@/server/payload';
import { cacheTags } from '@/server/revalidate';
import type { Restaurant } from '@/payload-types';
import { slugPattern } from '@/lib/slugs';
import { isListed, toLocation, type Location } from './location-summary';

/*
 * Every lookup of restaurants, for the pages, the API and the forms: all read one cached list of the published
 * restaurants. A listed restaurant (isListed) is one with a public page; the API and the forms also know the others.
 */

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

/** A published restaurant by store id, or by slug (and city): listed or not, as the content API and the forms name it. */
export async function findRestaurant(match: { slug: string; city?: string } | { storeId: number }): Promise<Restaurant | null> {
  const restaurants = await listPublishedRestaurants();
  const found =
    'storeId' in match
      ? restaurants.find((restaurant) => restaurant.storeId === match.storeId)
      : restaurants.find((restaurant) => restaurant.slug === match.slug && (match.city === undefined || restaurant.city === match.city));
  return found ?? null;
}

/**
 * Every restaurant with a public page, as locations. Cached on its own (same tag, expired by the same edits) because
 * each finder search reads it, and the small summaries load far faster from the cache than whole restaurant documents.
 */
export const listedLocations = unstable_cache(
  async (): Promise<Location[]> => (await listPublishedRestaurants()).filter(isListed).map(toLocation),
  ['restaurant-locations'],
  { tags: [cacheTags.restaurants], revalidate: CONTENT_CACHE_SECONDS },
);

/** A restaurant's public page data, or null when it is unknown, unpublished, hidden or not an address we make (a 404). */
export async function findListedRestaurant(city: string, slug: string): Promise<Restaurant | null> {
  if (!slugPattern.test(city) || !slugPattern.test(slug)) return null;
  const restaurants = await listPublishedRestaurants();
  return restaurants.find((restaurant) => restaurant.city === city && restaurant.slug === slug && isListed(restaurant)) ?? null;
}

/** The spec's /restaurants/{slug} form without a city: the one listed restaurant with that slug, if exactly one. */
async function findListedRestaurantBySlug(slug: string): Promise<Restaurant | null> {
  const matches = (await listPublishedRestaurants()).filter((restaurant) => restaurant.slug === slug && isListed(restaurant));
  return matches.length === 1 ? matches[0]! : null;
}

/** A city's listed restaurants, or none when the city is unknown (its page is a 404). */
async function listedRestaurantsIn(city: string): Promise<Restaurant[]> {
  return (await listPublishedRestaurants()).filter((restaurant) => restaurant.city === city && isListed(restaurant));
}

/** What /restaurants/{segment} is: a city with listed restaurants, else the one listed restaurant with that slug. */
type CityOrRestaurant = { kind: 'city'; city: string; cityName: string; restaurants: Restaurant[] } | { kind: 'restaurant'; restaurant: Restaurant };

/**
 * /restaurants/{city} is a city; the spec's route also allows /restaurants/{slug} without the city, so a segment that
 * is no city but one restaurant's slug means that restaurant. Null when it is neither (a 404).
 */
export async function cityOrRestaurant(segment: string): Promise<CityOrRestaurant | null> {
  if (!slugPattern.test(segment)) return null;
  const restaurants = await listedRestaurantsIn(segment);
  if (restaurants.length) return { kind: 'city', city: segment, cityName: restaurants[0]!.cityName, restaurants };
  const restaurant = await findListedRestaurantBySlug(segment);
  return restaurant ? { kind: 'restaurant', restaurant } : null;
}

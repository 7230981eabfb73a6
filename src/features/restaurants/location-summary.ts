import type { Restaurant } from '@/payload-types';
import { restaurantPath } from './paths';
import { alphabetical } from '@/lib/alphabetical';

/** What a location list, a map marker or a search result needs to know about a restaurant: small enough to send to the browser. */
export type Location = {
  storeId: number;
  title: string;
  slug: string;
  city: string;
  cityName: string;
  lat: number;
  lng: number;
  path: string;
  address: { line1: string; line2: string | null; town: string; postcode: string };
  phone: string | null;
  enableBookings: boolean;
};

export type RankedLocation = Location & { distance: number };

export type CityGroup = { city: string; cityName: string; locations: Location[] };

export const toLocation = (restaurant: Restaurant): Location => ({
  storeId: restaurant.storeId,
  title: restaurant.title,
  slug: restaurant.slug,
  city: restaurant.city,
  cityName: restaurant.cityName,
  lat: restaurant.lat,
  lng: restaurant.lng,
  path: restaurantPath(restaurant),
  address: {
    line1: restaurant.address.line1,
    line2: restaurant.address.line2 ?? null,
    town: restaurant.address.town,
    postcode: restaurant.address.postcode,
  },
  phone: restaurant.phone ?? null,
  enableBookings: Boolean(restaurant.enableBookings),
});

/** Restaurants that have a public page: hideRestaurantDetailPage leaves a restaurant out of every location list (spec section 2). */
export const isListed = (restaurant: Pick<Restaurant, 'hideRestaurantDetailPage'>) => !restaurant.hideRestaurantDetailPage;

/** Locations grouped by city, cities and restaurants in alphabetical order: the all-locations list and the phone accordion. */
export function groupByCity(locations: readonly Location[]): CityGroup[] {
  const groups = new Map<string, CityGroup>();
  for (const location of locations) {
    const group = groups.get(location.city) ?? { city: location.city, cityName: location.cityName, locations: [] };
    group.locations.push(location);
    groups.set(location.city, group);
  }
  return [...groups.values()]
    .sort((a, b) => alphabetical(a.cityName, b.cityName))
    .map((group) => ({ ...group, locations: group.locations.sort((a, b) => alphabetical(a.title, b.title)) }));
}

/** The short address a list shows, the street rather than the unit: "Lord Sheldon Way, Ashton-under-Lyne OL7 0PG". */
export const shortAddress = ({ address }: Pick<Location, 'address'>) => [address.line2 ?? address.line1, `${address.town} ${address.postcode}`].join(', ');

/** The whole address on one line, as emails and calendar files give it: "Unit 4, The Waterfront, Level Street, Brierley Hill, DY5 1XD". */
export const fullAddress = ({ address }: Pick<Location, 'address'>): string =>
  [address.line1, address.line2, address.town, address.postcode].filter((part) => part && part.trim()).join(', ');

/** "0.4 miles", "1 mile", "12.3 miles" (distances are in miles, spec section 5). */
export const formatMiles = (distance: number) => `${distance} ${distance === 1 ? 'mile' : 'miles'}`;

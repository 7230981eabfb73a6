import 'server-only';
import { isValidPosition } from '@/lib/geo';
import { MAX_DISTANCE_MILES, rankByDistance } from './domain/ranking';
import { loadGazetteer } from './geo/load-gazetteer';
import { resolveOrigin, type SearchOrigin } from './geo/resolve-origin';
import { listedLocations } from './published-restaurants';
import type { Location, RankedLocation } from './location-summary';

/** A finder search: where it was measured from, the nearest restaurants (at most 10, within 100 miles) and what to tell the diner. */
export type LocationSearch = {
  origin: SearchOrigin | null;
  locations: RankedLocation[];
  /** Set when there is nothing to show, saying why; never an error. */
  message: string | null;
};

/** Search answers change only when a restaurant does; a browser may reuse one for five minutes. */
export const LOCATION_SEARCH_CACHE_SECONDS = 300;
const SEARCH_HINT = 'Try a postcode such as CH65 9JJ, a town such as Camberley, or the name of one of our restaurants.';

const nothingNear = (where: string) => `We don't have a restaurant within ${MAX_DISTANCE_MILES} miles of ${where}. ${SEARCH_HINT}`;

function rankFrom(everywhere: Location[], origin: SearchOrigin, where: string): LocationSearch {
  const locations = rankByDistance(everywhere, origin);
  return { origin, locations, message: locations.length ? null : nothingNear(where) };
}

/** Restaurants nearest a postcode (full or partial), a postcode area, a town or a restaurant's name. */
export async function searchByQuery(rawQuery: string): Promise<LocationSearch> {
  const query = rawQuery.trim().replace(/\s+/g, ' ');
  if (!query) return { origin: null, locations: [], message: `Enter a postcode, town or restaurant name. ${SEARCH_HINT}` };
  const everywhere = await listedLocations();
  const origin = resolveOrigin(query, { gazetteer: loadGazetteer(), restaurants: everywhere });
  if (!origin) return { origin: null, locations: [], message: `We couldn't find “${query}”. ${SEARCH_HINT}` };
  return rankFrom(everywhere, origin, origin.label);
}

/** Restaurants nearest a position, e.g. the visitor's own from the browser. A position at sea simply has none near it. */
export async function searchByPosition(lat: number, lng: number): Promise<LocationSearch> {
  if (!isValidPosition(lat, lng))
    return { origin: null, locations: [], message: 'That position is not on the map. Please try again, or search by postcode or town.' };
  return rankFrom(await listedLocations(), { lat, lng, label: 'your location', kind: 'position' }, 'your location');
}

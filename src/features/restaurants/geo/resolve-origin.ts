import { distanceInMiles, isValidPosition, type LatLng } from '@/lib/geo';
import { normalisePlaceName, type Gazetteer, type Place } from './gazetteer';
import { placeAlias } from './place-aliases';
import { parsePostcodeQuery } from './postcode';

/** What the origin came from. 'position' is the diner's own location from the browser: never produced here. */
export type SearchOriginKind = 'postcode' | 'area' | 'place' | 'restaurant' | 'city' | 'position';
export type SearchOrigin = LatLng & { label: string; kind: SearchOriginKind };
export type OriginRestaurant = { title: string; cityName: string; lat: number; lng: number };

/** Longer input is not a search anyone means; refusing it keeps the work per request bounded. */
export const MAX_QUERY_LENGTH = 100;
/** A place this close to a city's restaurants is that city. */
const SAME_TOWN_MILES = 15;
/** Fewer characters than this match too much to guess from by prefix or substring. */
const MIN_PARTIAL_LENGTH = 3;

/** "The Atrium", "the atrium" and "Atrium" are the same restaurant to a diner. */
const titleKey = (title: string) => normalisePlaceName(title).replace(/^the /, '');

/**
 * Of several same-named places, the one nearest any restaurant: a diner typing "Broughton" most likely means
 * the Broughton near one of ours. With no restaurants to judge by, the first listed.
 */
function nearestToRestaurants(places: readonly Place[], restaurants: readonly OriginRestaurant[]): Place | undefined {
  let best: { place: Place; miles: number } | undefined;
  for (const place of places) {
    const miles = Math.min(...restaurants.map((restaurant) => distanceInMiles(place, restaurant)));
    if (!best || miles < best.miles) best = { place, miles };
  }
  return best?.place ?? places[0];
}

const placeOrigin = (place: Place): SearchOrigin => ({ lat: place.lat, lng: place.lng, label: place.name, kind: 'place' });
const restaurantOrigin = (restaurant: OriginRestaurant): SearchOrigin => ({
  lat: restaurant.lat,
  lng: restaurant.lng,
  label: restaurant.title,
  kind: 'restaurant',
});

function cityOrigin(matches: readonly OriginRestaurant[]): SearchOrigin | null {
  const [first] = matches;
  if (!first) return null;
  const mean = (pick: (restaurant: OriginRestaurant) => number) => matches.reduce((sum, restaurant) => sum + pick(restaurant), 0) / matches.length;
  return { lat: mean((restaurant) => restaurant.lat), lng: mean((restaurant) => restaurant.lng), label: first.cityName, kind: 'city' };
}

/** Postcode or postcode-area input; `undefined` means "not a postcode, carry on with names". */
function resolvePostcode(text: string, gazetteer: Gazetteer): SearchOrigin | null | undefined {
  const parsed = parsePostcodeQuery(text, (area) => gazetteer.area(area) !== undefined);
  if (!parsed) return undefined;
  if (parsed.kind === 'area') {
    const area = gazetteer.area(parsed.area);
    return area ? { lat: area.lat, lng: area.lng, label: parsed.area, kind: 'area' } : undefined;
  }
  const outcode = gazetteer.outcode(parsed.outcode);
  if (outcode) return { lat: outcode.lat, lng: outcode.lng, label: parsed.postcode ?? text.toUpperCase(), kind: 'postcode' };
  // A complete postcode cannot be anything else, so an unknown one is a miss; a partial one ("A1") might be a name.
  return parsed.postcode ? null : undefined;
}

/**
 * Turns what a diner typed into the point to rank restaurants from, or null when nothing matches.
 * Precedence, most specific first: postcode, postcode area, restaurant title, a town's everyday name ("Newcastle",
 * "Stoke"), place name, restaurant city, place-name prefix, then any restaurant whose title or city contains the text.
 */
export function resolveOrigin(
  query: string,
  { gazetteer, restaurants }: { gazetteer: Gazetteer; restaurants: readonly OriginRestaurant[] },
): SearchOrigin | null {
  const text = query.trim().replace(/\s+/g, ' ');
  if (!text || text.length > MAX_QUERY_LENGTH) return null;

  const postcode = resolvePostcode(text, gazetteer);
  if (postcode !== undefined) return postcode;

  const key = normalisePlaceName(text);
  if (!key) return null;
  // A restaurant without a usable position cannot be an origin, nor judge which same-named place is meant.
  const located = restaurants.filter((restaurant) => isValidPosition(restaurant.lat, restaurant.lng));

  const byTitle = located.find((restaurant) => titleKey(restaurant.title) === key.replace(/^the /, ''));
  if (byTitle) return restaurantOrigin(byTitle);

  const alias = placeAlias(text);
  const meant = alias && nearestToRestaurants(gazetteer.placesNamed(alias), located);
  if (meant) return placeOrigin(meant);

  // A town's centre is the better origin, unless the only town of that name is elsewhere: "Newcastle" in the data
  // is the one in County Down, while a restaurant's city may be spelt another way than any gazetteer place.
  const named = nearestToRestaurants(gazetteer.placesNamed(text), located);
  const city = cityOrigin(located.filter((restaurant) => normalisePlaceName(restaurant.cityName) === key));
  if (named && (!city || distanceInMiles(named, city) <= SAME_TOWN_MILES)) return placeOrigin(named);
  if (city) return city;

  if (key.replace(/ /g, '').length < MIN_PARTIAL_LENGTH) return null;

  // Shortest name first; if several places share that name, the same nearest-restaurant rule as above.
  const prefixed = gazetteer.placesStartingWith(text, 20);
  const shortest = prefixed[0] && normalisePlaceName(prefixed[0].name);
  const started = nearestToRestaurants(
    prefixed.filter((place) => normalisePlaceName(place.name) === shortest),
    located,
  );
  if (started) return placeOrigin(started);

  const containing = located.find((restaurant) => normalisePlaceName(restaurant.title).includes(key) || normalisePlaceName(restaurant.cityName).includes(key));
  return containing ? restaurantOrigin(containing) : null;
}

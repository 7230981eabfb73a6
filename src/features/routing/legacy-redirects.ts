import { restaurantPath } from '../restaurants/paths';
import { legacyVenues } from './legacy-venues';

/** Several old addresses that all lead to one new one. */
const allTo = (target: string, sources: string[]) => sources.map((from) => [from, target] as const);

/**
 * Old addresses and where they live now (spec section 2). Every entry answers 301, matched without regard to case.
 * Add a row here to retire an address; no code changes are needed.
 */
const toMenu = allTo('/menu', [
  '/allergy',
  '/allergens',
  '/allergens.pdf',
  '/allergen-guide.pdf',
  '/downloads/allergens.pdf',
  '/pdf/allergen-information.pdf',
  '/breakfast',
  '/menus/summer',
  '/nearest-me/menu',
  '/menu/allergen.pdf',
]);

const toRestaurants = allTo('/restaurants', [
  '/nearest-me',
  '/restaurants/search',
  '/restaurants/scotland',
  '/scotland',
  '/scotland/menu',
  '/north-east/menu',
  '/north-west/menu',
  '/midlands/menu',
  '/south/menu',
]);

/** Old regional and venue paths, e.g. /gateshead, and their old menu pages. */
const venuePaths: (readonly [string, string])[] = [
  ['/ashton-moss', restaurantPath(legacyVenues[0])],
  ['/broughton', restaurantPath(legacyVenues[1])],
  ['/camberley', restaurantPath(legacyVenues[2])],
  ['/cheshire-oaks', restaurantPath(legacyVenues[3])],
  ['/cheshireoaks', restaurantPath(legacyVenues[3])],
  ['/dudley', restaurantPath(legacyVenues[4])],
  ['/merry-hill', restaurantPath(legacyVenues[4])],
  ['/leicester', restaurantPath(legacyVenues[5])],
  ['/fosse-park', restaurantPath(legacyVenues[5])],
  ['/manchester', '/restaurants/manchester'],
  ['/printworks', restaurantPath(legacyVenues[6])],
  ['/gateshead', restaurantPath(legacyVenues[7])],
  ['/metrocentre', restaurantPath(legacyVenues[7])],
  ['/newcastle', restaurantPath(legacyVenues[8])],
  ['/eldon-square', restaurantPath(legacyVenues[8])],
  ['/portsmouth', restaurantPath(legacyVenues[9])],
  ['/gunwharf-quays', restaurantPath(legacyVenues[9])],
  ['/gateshead/menu', '/restaurants'],
  ['/newcastle/menu', '/restaurants'],
  ['/manchester/menu', '/restaurants'],
  ['/cheshire-oaks/menu', '/restaurants'],
];

const venueBookNow = legacyVenues.map(
  (venue) => [`${restaurantPath(venue)}/book-now`, `${restaurantPath(venue)}#booking`] as const,
);

export const legacyRedirects: readonly (readonly [from: string, to: string])[] = [
  ...toMenu,
  ['/book-a-table', '/book-now'],
  ['/booking', '/#booking'],
  ['/terms', '/terms-and-conditions'],
  ['/menu-terms-and-conditions', '/terms-and-conditions'],
  ['/signup', '/sign-up'],
  ['/privacy', '/privacy-policy'],
  ...toRestaurants,
  ...venuePaths,
  ['/login', '/'],
  ['/paymybill', '/'],
  ['/50-off-food', '/'],
  ...venueBookNow,
];

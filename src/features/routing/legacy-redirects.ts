import { restaurantPath } from '../restaurants/paths';
import { legacyVenue, legacyVenues, type LegacyVenueSlug } from './legacy-venues';

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

/** A venue's page, named by its slug. */
const venuePage = (slug: LegacyVenueSlug) => restaurantPath(legacyVenue(slug));

/** Old regional and venue paths, e.g. /gateshead, and their old menu pages. */
const venuePaths: (readonly [string, string])[] = [
  ['/ashton-moss', venuePage('ashton-moss')],
  ['/broughton', venuePage('broughton-shopping-park')],
  ['/camberley', venuePage('the-atrium')],
  ['/cheshire-oaks', venuePage('cheshire-oaks')],
  ['/cheshireoaks', venuePage('cheshire-oaks')],
  ['/dudley', venuePage('merry-hill')],
  ['/merry-hill', venuePage('merry-hill')],
  ['/leicester', venuePage('fosse-park')],
  ['/fosse-park', venuePage('fosse-park')],
  ['/manchester', '/restaurants/manchester'],
  ['/printworks', venuePage('the-printworks')],
  ['/gateshead', venuePage('metrocentre')],
  ['/metrocentre', venuePage('metrocentre')],
  ['/newcastle', venuePage('eldon-square')],
  ['/eldon-square', venuePage('eldon-square')],
  ['/portsmouth', venuePage('gunwharf-quays')],
  ['/gunwharf-quays', venuePage('gunwharf-quays')],
  ['/gateshead/menu', '/restaurants'],
  ['/newcastle/menu', '/restaurants'],
  ['/manchester/menu', '/restaurants'],
  ['/cheshire-oaks/menu', '/restaurants'],
];

const venueBookNow = legacyVenues.map((venue) => [`${restaurantPath(venue)}/book-now`, `${restaurantPath(venue)}#booking`] as const);

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

import { validSlug } from '@/lib/slugs';

/** The restaurant URL segment (spec section 9) and the addresses built on it. */
const RESTAURANTS_SEGMENT = 'restaurants';

export const finderPath = `/${RESTAURANTS_SEGMENT}`;
/** The finder under the home layout (spec section 2). */
export const findUsPath = '/find-us';
/** Where routing/cached-page-address.ts sends a finder search, to be answered as a cached page: {finder}/search/{key}. */
export const FINDER_SEARCH_SEGMENT = 'search';
export const cityPath = (city: string) => `/${RESTAURANTS_SEGMENT}/${city}`;
export const restaurantPath = ({ city, slug }: { city: string; slug: string }) => `/${RESTAURANTS_SEGMENT}/${city}/${slug}`;

/**
 * Words the spec's routes put after a city or a restaurant (/restaurants/{city}/menu, /restaurants/{city}/{slug}/book-now),
 * with what they lead to. A city or restaurant whose slug were one of them could not be reached, so none may take one.
 */
const reservedSegments: Readonly<Record<string, string>> = {
  menu: 'menus (/restaurants/{city}/menu)',
  'book-now': 'booking (/restaurants/{city}/{slug}/book-now)',
  [FINDER_SEARCH_SEGMENT]: 'finder searches (/restaurants?q=…)',
};

/** Field validation for a restaurant's slug or city: a slug, and not one of the reserved words. */
export const validAddressSegment =
  (what: 'city' | 'slug') =>
  (value: unknown): true | string => {
    const slug = validSlug(value);
    if (slug !== true) return slug;
    const use = reservedSegments[value as string];
    return use ? `"${String(value)}" cannot be a ${what}: our addresses use it for ${use}. Please choose another.` : true;
  };

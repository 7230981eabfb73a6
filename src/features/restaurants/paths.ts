/** The restaurant URL segment (spec section 9) and the addresses built on it. */
export const RESTAURANTS_SEGMENT = 'restaurants';

export const finderPath = `/${RESTAURANTS_SEGMENT}`;
export const cityPath = (city: string) => `/${RESTAURANTS_SEGMENT}/${city}`;
export const restaurantPath = ({ city, slug }: { city: string; slug: string }) => `/${RESTAURANTS_SEGMENT}/${city}/${slug}`;

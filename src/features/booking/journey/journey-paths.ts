import { legacyVenues } from '@/features/routing/legacy-venues';
import { restaurantPath } from '@/features/restaurants/paths';

/** The home page with its booking area open (spec section 2, the home route's book-now child). */
export const HOME_JOURNEY_PATH = '/book-now';
/** Where step three posts when the browser runs no script (see src/app/(site)/book-now/confirm). */
export const CONFIRM_PATH = '/book-now/confirm';
/** Where the form ends when the restaurant asks diners to confirm by email (booking settings' switch). */
export const CHECK_YOUR_EMAIL_PATH = '/book-now/check-your-email';

const isLegacyVenue = ({ city, slug }: { city: string; slug: string }) => legacyVenues.some((venue) => venue.city === city && venue.slug === slug);

/**
 * Where a restaurant's journey lives without JavaScript: its own /book-now page, except for the ten venues whose old
 * book-now address the spec sends (301) to their restaurant page, whose journey runs in the home booking area.
 */
export const journeyPathFor = (restaurant: { city: string; slug: string }) =>
  isLegacyVenue(restaurant) ? HOME_JOURNEY_PATH : `${restaurantPath(restaurant)}/book-now`;

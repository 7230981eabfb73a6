/** Where the header's booking link points (spec section 2, Header): the restaurant's own booking area when it takes online bookings, else the home page's. */
const HOME_BOOKING_HREF = '/#booking';

const restaurantPagePattern = /^\/restaurants\/([^/]+)\/([^/]+)/;

export function headerBookingHref(pathname: string, bookableRestaurantPaths: readonly string[]): string {
  const match = restaurantPagePattern.exec(pathname);
  if (!match) return HOME_BOOKING_HREF;
  const restaurantPath = `/restaurants/${match[1]}/${match[2]}`;
  return bookableRestaurantPaths.includes(restaurantPath) ? `${restaurantPath}#booking` : HOME_BOOKING_HREF;
}

/** Spec section 2, Book Now behaviour: a restaurant page whose path contains center-parcs cannot be booked online. */
export const isCenterParcsPath = (pathname: string) => restaurantPagePattern.test(pathname) && pathname.includes('center-parcs');

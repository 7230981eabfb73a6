import 'server-only';
import { serviceResultBody } from '@/features/api/service-results';
import { isListed, type Location } from '@/features/restaurants/location-summary';
import { listedLocations, listPublishedRestaurants } from '@/features/restaurants/published-restaurants';
import { restaurantPath } from '@/features/restaurants/paths';
import { onlineBookingOf, type OnlineBooking } from './domain/online-booking-rule';
import { journeyPathFor } from './journey/journey-paths';
import { bookingConfigOf, bookingSettingsByRestaurant, chainContent, findBookableRestaurant } from './repository';

/** One restaurant's answer, from the engine's own configuration (the same the API refuses with); null when unknown. */
export async function onlineBookingFor(storeId: number): Promise<OnlineBooking | null> {
  const found = await findBookableRestaurant(storeId);
  return found ? onlineBookingOf(found.config) : null;
}

/**
 * Every published restaurant's answer, by store id: seven reads in all (rather than six per restaurant), never kept, so
 * a restaurant paused in the back-office is paused everywhere at once. Pages that show it are cached as pages are.
 */
export async function onlineBookingByStore(): Promise<Map<number, OnlineBooking>> {
  const [restaurants, settings, chain] = await Promise.all([listPublishedRestaurants(), bookingSettingsByRestaurant(), chainContent()]);
  return new Map(restaurants.map((restaurant) => [restaurant.storeId, onlineBookingOf(bookingConfigOf(restaurant, settings.get(restaurant.id), chain))]));
}

/** The header's booking link: the restaurant pages whose own booking area takes bookings (spec section 2, Header). */
export async function bookableRestaurantPaths(): Promise<string[]> {
  const [restaurants, online] = await Promise.all([listPublishedRestaurants(), onlineBookingByStore()]);
  return restaurants.filter((restaurant) => isListed(restaurant) && online.get(restaurant.storeId)?.bookable).map(restaurantPath);
}

/** Store ids of the restaurants that take online bookings now (the older API's allVenueIds). */
export async function bookableVenueIds(): Promise<number[]> {
  const online = await onlineBookingByStore();
  return [...online]
    .filter(([, answer]) => answer.bookable)
    .map(([storeId]) => storeId)
    .sort((a, b) => a - b);
}

/** A restaurant in the booking modal's list: where it is, how to call it, and whether it takes online bookings. */
export type BookingLocation = Pick<Location, 'storeId' | 'title' | 'city' | 'cityName' | 'lat' | 'lng' | 'phone'> & {
  town: string;
  postcode: string;
  /** Where its journey runs without JavaScript. */
  journeyPath: string;
  online: OnlineBooking;
};

/** Every restaurant with a public page (spec section 2, Location list), with the one rule's answer for each. */
export async function bookingLocations(): Promise<BookingLocation[]> {
  const [locations, online] = await Promise.all([listedLocations(), onlineBookingByStore()]);
  return locations.map(({ storeId, title, city, slug, cityName, lat, lng, phone, address }) => ({
    storeId,
    title,
    city,
    cityName,
    lat,
    lng,
    phone,
    town: address.town,
    postcode: address.postcode,
    journeyPath: journeyPathFor({ city, slug }),
    online: online.get(storeId) ?? { bookable: false, code: 3, message: serviceResultBody('restaurantNotFound').message },
  }));
}

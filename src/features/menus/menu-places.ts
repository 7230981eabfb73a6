import 'server-only';
import type { Restaurant } from '@/payload-types';
import { cityOrRestaurant, findListedRestaurant } from '@/features/restaurants/published-restaurants';
import { cityPath, restaurantPath } from '@/features/restaurants/paths';
import type { MenuPlace } from './menu-pages';

const restaurantPlace = (restaurant: Restaurant): MenuPlace => ({
  base: `${restaurantPath(restaurant)}/menu`,
  servedAt: { storeIds: [restaurant.storeId], where: `at ${restaurant.title}`, fullWhere: `at ${restaurant.title}, ${restaurant.cityName}` },
});

/** /restaurants/{city}/{slug}/menu: the menus this restaurant serves; an unknown or hidden restaurant has none. */
export async function restaurantMenuPlace(city: string, slug: string): Promise<MenuPlace | null> {
  const restaurant = await findListedRestaurant(city, slug);
  return restaurant ? restaurantPlace(restaurant) : null;
}

/**
 * /restaurants/{city}/menu: the menus served anywhere in the city. Like the city page, the segment may instead be a
 * restaurant's slug (/restaurants/the-printworks/menu): then it is that restaurant's menus, linked at their own address.
 */
export async function cityMenuPlace(segment: string): Promise<MenuPlace | null> {
  const found = await cityOrRestaurant(segment);
  if (!found) return null;
  if (found.kind === 'restaurant') return restaurantPlace(found.restaurant);
  return {
    base: `${cityPath(found.city)}/menu`,
    servedAt: { storeIds: found.restaurants.map((restaurant) => restaurant.storeId), where: `in ${found.cityName}`, fullWhere: `in ${found.cityName}` },
  };
}

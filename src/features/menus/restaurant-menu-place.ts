import 'server-only';
import { findListedRestaurant } from '@/features/restaurants/locations';
import { restaurantPath } from '@/features/restaurants/paths';
import type { MenuPlace } from './menu-pages';

/** A restaurant's menu pages live under its own address; an unknown or hidden restaurant has none. */
export async function restaurantMenuPlace(city: string, slug: string): Promise<MenuPlace | null> {
  const restaurant = await findListedRestaurant(city, slug);
  return restaurant ? { base: `${restaurantPath(restaurant)}/menu`, restaurant } : null;
}

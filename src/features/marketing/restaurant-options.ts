import 'server-only';
import { listPublishedRestaurants } from '@/features/restaurants/published-restaurants';

export type RestaurantOption = { storeId: number; label: string };

/** The favourite-restaurant list: every restaurant with a page, by name, with its town where names could clash. */
export async function restaurantOptions(): Promise<RestaurantOption[]> {
  const restaurants = (await listPublishedRestaurants()).filter((restaurant) => !restaurant.hideRestaurantDetailPage);
  return restaurants.map((restaurant) => ({ storeId: restaurant.storeId, label: `${restaurant.title} (${restaurant.cityName ?? restaurant.city})` }));
}

import type { Metadata } from 'next';
import type { Restaurant } from '@/payload-types';
import { restaurantPath } from './paths';

/** Title, description and canonical address of a restaurant's page. */
export function restaurantMetadata(restaurant: Restaurant, siteName: string): Metadata {
  const place = restaurant.cityName === restaurant.title ? restaurant.title : `${restaurant.title}, ${restaurant.cityName}`;
  return {
    title: place,
    description: `${siteName} ${place}: opening hours, directions, menu and table booking. ${restaurant.address.line1}, ${restaurant.address.town} ${restaurant.address.postcode}.`,
    alternates: { canonical: restaurantPath(restaurant) },
    openGraph: { title: `${siteName} ${place}`, url: restaurantPath(restaurant) },
  };
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getSiteSettings } from '@/features/content/site-settings';
import { findListedRestaurant } from '@/features/restaurants/published-restaurants';
import { restaurantMetadata } from '@/features/restaurants/restaurant-metadata';
import { restaurantJsonLd } from '@/features/restaurants/structured-data';
import { RestaurantView } from '@/features/restaurants/components/restaurant-view';
import { env } from '@/server/env';
import { RestaurantBookingArea } from '@/features/booking/components/booking-area';
import { SocialStrip } from '@/features/marketing/components/social-strip';

/** Rendered on first request, then static until the restaurant is edited (its cache tag) or an hour passes. */
export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ city: string; slug: string }> };

async function restaurantFor(params: Props['params']) {
  const { city, slug } = await params;
  return findListedRestaurant(city, slug);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const restaurant = await restaurantFor(params);
  return restaurant ? restaurantMetadata(restaurant, (await getSiteSettings()).siteName) : {};
}

/** /restaurants/{city}/{slug}: a restaurant's page; unknown or hidden restaurants are a 404. */
export default async function RestaurantPage({ params }: Props) {
  const restaurant = await restaurantFor(params);
  if (!restaurant) notFound();
  const { siteName } = await getSiteSettings();
  return (
    <RestaurantView
      restaurant={restaurant}
      jsonLd={restaurantJsonLd(restaurant, { siteUrl: env().SITE_URL, siteName })}
      renderedAt={new Date()}
      booking={<RestaurantBookingArea restaurant={restaurant} />}
      social={<SocialStrip />}
    />
  );
}

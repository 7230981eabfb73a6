import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getSiteSettings } from '@/features/content/site-settings';
import { cityOrRestaurant } from '@/features/restaurants/published-restaurants';
import { restaurantMetadata } from '@/features/restaurants/restaurant-metadata';
import { restaurantJsonLd } from '@/features/restaurants/structured-data';
import { cityPath } from '@/features/restaurants/paths';
import { CityView } from '@/features/restaurants/components/city-view';
import { RestaurantView } from '@/features/restaurants/components/restaurant-view';
import { env } from '@/server/env';
import { RestaurantBookingArea } from '@/features/booking/components/booking-area';
import { SocialStrip } from '@/features/marketing/components/social-strip';

export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ city: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await cityOrRestaurant((await params).city);
  if (!page) return {};
  const { siteName } = await getSiteSettings();
  if (page.kind === 'restaurant') return restaurantMetadata(page.restaurant, siteName);
  return {
    title: `Restaurants in ${page.cityName}`,
    description: `${siteName} in ${page.cityName}: ${page.restaurants.map((restaurant) => restaurant.title).join(', ')}. Opening hours, directions and table booking.`,
    alternates: { canonical: cityPath(page.city) },
  };
}

/** /restaurants/{city}: a city's restaurants; /restaurants/{slug}: that restaurant (its canonical address has the city). */
export default async function CityPage({ params }: Props) {
  const page = await cityOrRestaurant((await params).city);
  if (!page) notFound();
  if (page.kind === 'city') return <CityView city={page.city} cityName={page.cityName} restaurants={page.restaurants} renderedAt={new Date()} />;
  const { siteName } = await getSiteSettings();
  return (
    <RestaurantView
      restaurant={page.restaurant}
      jsonLd={restaurantJsonLd(page.restaurant, { siteUrl: env().SITE_URL, siteName })}
      renderedAt={new Date()}
      booking={<RestaurantBookingArea restaurant={page.restaurant} />}
      social={<SocialStrip />}
    />
  );
}

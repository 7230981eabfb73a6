import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { BookingArea } from '@/features/booking/components/booking-area';
import { journeyParamsFrom } from '@/features/booking/journey/journey-params';
import { restaurantJourney } from '@/features/booking/journey/restaurant-journey';
import { shortAddress, toLocation } from '@/features/restaurants/location-summary';
import { findListedRestaurant } from '@/features/restaurants/published-restaurants';
import { cityPath, finderPath, restaurantPath } from '@/features/restaurants/paths';
import { telHref } from '@/lib/links';

// Each step is answered from the address and the live availability: never cached.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ city: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { city, slug } = await params;
  const restaurant = await findListedRestaurant(city, slug);
  return restaurant ? { title: `Book a table at ${restaurant.title}`, alternates: { canonical: `${restaurantPath(restaurant)}/book-now` } } : {};
}

/** /restaurants/{city}/{slug}/book-now (spec section 2): the restaurant's booking page, each step a request the server answers. */
export default async function RestaurantBookNowPage({ params, searchParams }: Props) {
  const { city, slug } = await params;
  const restaurant = await findListedRestaurant(city, slug);
  if (!restaurant) notFound();
  const booking = await restaurantJourney(restaurant.storeId, journeyParamsFrom(await searchParams), { withDraft: true });
  return (
    <div className="container" style={{ paddingBlock: '1.5rem 3rem' }}>
      <nav aria-label="Breadcrumb">
        <Link href={finderPath}>Restaurants</Link> › <Link href={cityPath(restaurant.city)}>{restaurant.cityName}</Link> ›{' '}
        <Link href={restaurantPath(restaurant)}>{restaurant.title}</Link>
      </nav>
      <h1 style={{ marginTop: '1rem' }}>Book a table at {restaurant.title}</h1>
      <p>
        {shortAddress(toLocation(restaurant))}
        {restaurant.phone && (
          <>
            {' · '}
            <a href={telHref(restaurant.phone)}>{restaurant.phone}</a>
          </>
        )}
      </p>
      <BookingArea restaurant={restaurant} formAction={`${restaurantPath(restaurant)}/book-now`} heading="Your booking" {...booking} />
    </div>
  );
}

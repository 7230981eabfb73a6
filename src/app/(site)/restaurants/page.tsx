import type { Metadata } from 'next';
import { Finder } from '@/features/restaurants/components/finder';
import { finderRequest } from '@/features/restaurants/components/finder-params';
import { finderPath } from '@/features/restaurants/paths';

export const metadata: Metadata = {
  title: 'Find a restaurant',
  description: 'Find your nearest Marigold Grill by postcode, town or your location: opening hours, directions and table booking.',
  alternates: { canonical: finderPath },
};

/** Each search is answered on request (the data it reads is cached); nothing here can be built ahead. */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /restaurants: the restaurant finder, answered by the server for each search (spec section 2, Locations finder). */
export default async function RestaurantsPage({ searchParams }: Props) {
  return <Finder action={finderPath} request={finderRequest(await searchParams)} />;
}

import type { Metadata } from 'next';
import { Finder } from '@/features/restaurants/components/finder';
import { finderRequest } from '@/features/restaurants/components/finder-params';
import { finderPath } from '@/features/restaurants/paths';

/** /find-us is the same finder under the home layout (spec section 2); search engines are pointed at /restaurants. */
export const metadata: Metadata = {
  title: 'Find us',
  description: 'Find your nearest Marigold Grill by postcode, town or your location.',
  alternates: { canonical: finderPath },
};

/** Each search is answered on request (the data it reads is cached); nothing here can be built ahead. */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function FindUsPage({ searchParams }: Props) {
  return <Finder action="/find-us" request={finderRequest(await searchParams)} />;
}

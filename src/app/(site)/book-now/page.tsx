import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPublishedPage, HOME_PAGE_SLUG } from '@/features/content/pages';
import { HomeBookingArea } from '@/features/booking/components/home-booking-area';
import { HomeTiles } from '@/features/booking/components/home-tiles';
import { journeyParamsFrom } from '@/features/booking/journey/journey-params';
import { SignUpStrip } from '@/features/marketing/components/sign-up-strip';

// Each step is answered from the address and the live availability: never cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Book a table', alternates: { canonical: '/book-now' } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /book-now (spec section 2, a child of the home route): the home page with its booking area open, at the top. */
export default async function BookNowPage({ searchParams }: Props) {
  const page = await getPublishedPage(HOME_PAGE_SLUG);
  if (!page) notFound();
  return (
    <HomeTiles
      page={page}
      area={<HomeBookingArea params={journeyParamsFrom(await searchParams)} withDraft />}
      bookingFirst
      forms={{ 'sign-up': <SignUpStrip /> }}
    />
  );
}

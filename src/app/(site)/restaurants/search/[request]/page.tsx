import { FinderSearchPage, finderMetadata } from '@/features/restaurants/components/finder-pages';
import { finderPath } from '@/features/restaurants/paths';

export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = async () => [];
export const metadata = finderMetadata;

/** A finder search (/restaurants?q=…), which routing/cached-page-address.ts rewrites here: one cached page per search. */
export default function RestaurantsSearchPage({ params }: { params: Promise<{ request: string }> }) {
  return <FinderSearchPage place={finderPath} params={params} />;
}

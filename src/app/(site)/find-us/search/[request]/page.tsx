import { FinderSearchPage, findUsMetadata } from '@/features/restaurants/components/finder-pages';
import { findUsPath } from '@/features/restaurants/paths';

export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = async () => [];
export const metadata = findUsMetadata;

/** A search on /find-us, which routing/cached-page-address.ts rewrites here: one cached page per search. */
export default function FindUsSearchPage({ params }: { params: Promise<{ request: string }> }) {
  return <FinderSearchPage place={findUsPath} params={params} />;
}

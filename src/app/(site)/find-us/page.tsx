import { FinderBrowsePage, findUsMetadata } from '@/features/restaurants/components/finder-pages';
import { findUsPath } from '@/features/restaurants/paths';

// Rendered on request: a page without parameters would otherwise be rendered by the build, which has no database.
export const dynamic = 'force-dynamic';
export const metadata = findUsMetadata;

/** /find-us is the same finder under the home layout (spec section 2); searches are answered at ./search/{key}. */
export default function FindUsPage() {
  return <FinderBrowsePage place={findUsPath} />;
}

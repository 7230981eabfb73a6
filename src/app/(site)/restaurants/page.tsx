import { FinderBrowsePage, finderMetadata } from '@/features/restaurants/components/finder-pages';
import { finderPath } from '@/features/restaurants/paths';

// Rendered on request: a page without parameters would otherwise be rendered by the build, which has no database.
export const dynamic = 'force-dynamic';
export const metadata = finderMetadata;

/** /restaurants: the restaurant finder (spec section 2, Locations finder); searches are answered at ./search/{key}. */
export default function RestaurantsPage() {
  return <FinderBrowsePage place={finderPath} />;
}

import type { MetadataRoute } from 'next';
import { HOME_PAGE_SLUG, listPublishedPages } from '@/features/content/pages';
import { listPublishedRestaurants } from '@/features/restaurants/published-restaurants';
import { isListed } from '@/features/restaurants/location-summary';
import { cityPath, finderPath, restaurantPath } from '@/features/restaurants/paths';
import { env } from '@/server/env';
import { listMenus } from '@/features/menus/menus';
import { menuIndexPath, menuPath } from '@/features/menus/menu-paths';
import { listOpenJobs } from '@/features/careers/jobs';
import { jobPath, jobSearchGroupPath, jobSearchPath } from '@/features/careers/paths';
import { ROLE_CATEGORIES } from '@/features/careers/domain/categories';

/** Built per request from cached content (the build has no database), so a new page or restaurant is listed at once. */
export const dynamic = 'force-dynamic';

/** Pages search engines should not list: the offer-not-found target. */
const unlisted = new Set(['page-not-found']);

/** sitemap.xml: every public page: content pages, menus, the finder, each city and restaurant with a page, and the open jobs. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, restaurants, menus, jobs] = await Promise.all([listPublishedPages(), listPublishedRestaurants(), listMenus(), listOpenJobs()]);
  const absolute = (path: string) => new URL(path, env().SITE_URL).href;
  const listed = restaurants.filter(isListed);
  const cities = new Map(listed.map((restaurant) => [restaurant.city, restaurant.updatedAt]));
  return [
    ...pages
      .filter(({ slug }) => !unlisted.has(slug))
      .map(({ slug, updatedAt }) => ({ url: absolute(slug === HOME_PAGE_SLUG ? '/' : `/${slug}`), lastModified: updatedAt })),
    { url: absolute(menuIndexPath) },
    ...menus.map((menu) => ({ url: absolute(menuPath(menuIndexPath, menu.slug)) })),
    { url: absolute(finderPath) },
    ...[...cities].map(([city, updatedAt]) => ({ url: absolute(cityPath(city)), lastModified: updatedAt })),
    ...listed.map((restaurant) => ({ url: absolute(restaurantPath(restaurant)), lastModified: restaurant.updatedAt })),
    { url: absolute(jobSearchPath) },
    ...ROLE_CATEGORIES.map((category) => ({ url: absolute(jobSearchGroupPath(category.value)) })),
    ...jobs.map((job) => ({ url: absolute(jobPath(job.id)), lastModified: job.openDate })),
  ];
}

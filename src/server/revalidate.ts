import { revalidatePath, revalidateTag } from 'next/cache';
import type { RequestContext } from 'payload';

/** Cache tags for content reads; a Payload hook expires them when staff change the content behind them. */
export const cacheTags = {
  siteSettings: 'site-settings',
  choices: 'choices',
  pages: 'pages',
  page: (slug: string) => `page:${slug}`,
  restaurants: 'restaurants',
  menus: 'menus',
  enquirySettings: 'enquiry-settings',
  jobs: 'jobs',
} as const;

/**
 * Expires cached reads at once, so the next visitor sees the edit.
 * Scripts outside Next (seeding, migrations) have no cache to expire and say so with `context.skipRevalidation`.
 */
export function expireTags(context: RequestContext, ...tags: string[]) {
  if (context.skipRevalidation) return;
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}

/**
 * Expires every cached page at once. For changes that every page shows: whether a restaurant takes online bookings
 * decides the header's Book Now link, which is on every page, besides the restaurant pages' booking areas and the home
 * page's restaurant choice.
 */
export function expireAllPages(context: RequestContext) {
  if (context.skipRevalidation) return;
  revalidatePath('/', 'layout');
}

import { revalidatePath, revalidateTag } from 'next/cache';
import type { PayloadRequest } from 'payload';
import { ALL_PAGES_TAG } from './cache/cache-tags';
import { tellOtherInstances } from './cache/tell-other-instances';

export { cacheTags } from './cache/cache-tags';

/**
 * Expires cached reads at once, here and on every other instance, so the next visitor sees the edit.
 * Scripts outside Next (seeding, migrations) have no cache to expire and say so with `context.skipRevalidation`.
 */
export async function expireTags(req: PayloadRequest, ...tags: string[]): Promise<void> {
  if (req.context.skipRevalidation) return;
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  await tellOtherInstances(req, tags);
}

/**
 * Expires every cached page at once, everywhere. For changes that every page shows: whether a restaurant takes online
 * bookings decides the header's Book Now link, which is on every page, besides the restaurant pages' booking areas
 * and the home page's restaurant choice.
 */
export async function expireAllPages(req: PayloadRequest): Promise<void> {
  if (req.context.skipRevalidation) return;
  // What Next records for revalidatePath('/', 'layout'): every page sits under the root layout.
  revalidatePath('/', 'layout');
  await tellOtherInstances(req, [ALL_PAGES_TAG]);
}

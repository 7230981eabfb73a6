import 'server-only';
import { unstable_cache } from 'next/cache';
import { payloadClient } from '@/server/payload';
import { cacheTags } from '@/server/revalidate';
import type { Page } from '@/payload-types';
import { CONTENT_CACHE_SECONDS } from './cache';

export const HOME_PAGE_SLUG = 'home';

/** A published content page by its slug ("cookie-policy", "about/our-story"), or null. */
export function getPublishedPage(slug: string): Promise<Page | null> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient();
      const { docs } = await payload.find({
        collection: 'pages',
        where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
        depth: 1,
        limit: 1,
      });
      return docs[0] ?? null;
    },
    ['page', slug],
    { tags: [cacheTags.pages, cacheTags.page(slug)], revalidate: CONTENT_CACHE_SECONDS },
  )();
}

/** Slugs and last edits of every published page, for the sitemap. */
export const listPublishedPages = unstable_cache(
  async (): Promise<{ slug: string; updatedAt: string }[]> => {
    const payload = await payloadClient();
    const { docs } = await payload.find({
      collection: 'pages',
      where: { _status: { equals: 'published' } },
      select: { slug: true, updatedAt: true },
      depth: 0,
      pagination: false,
      sort: 'slug',
    });
    return docs.map(({ slug, updatedAt }) => ({ slug, updatedAt }));
  },
  ['pages', 'list'],
  { tags: [cacheTags.pages], revalidate: CONTENT_CACHE_SECONDS },
);

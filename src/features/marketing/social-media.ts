import 'server-only';
import { unstable_cache } from 'next/cache';
import type { Payload } from 'payload';
import { CONTENT_CACHE_SECONDS } from '@/features/content/cache';
import { payloadClient } from '@/server/payload';
import { cacheTags } from '@/server/revalidate';
import { populatedMedia } from '@/lib/media';

/** A social tile in the shape of Instagram's media API, so a client written for one reads the other. */
type SocialMedia = { id: string; caption: string; media_type: 'IMAGE'; media_url: string; permalink: string; timestamp: string; alt: string };

/** The posts marketing chose to show, newest first (at most `limit`). */
export async function socialMedia(payload: Payload, limit = 12): Promise<SocialMedia[]> {
  const { docs } = await payload.find({
    collection: 'social-posts',
    where: { show: { equals: true } },
    sort: '-postedAt',
    limit,
    depth: 1,
    overrideAccess: true,
  });
  return docs.flatMap((post) => {
    const image = populatedMedia(post.image);
    if (!image?.url) return [];
    return [
      {
        id: String(post.id),
        caption: post.caption,
        media_type: 'IMAGE' as const,
        media_url: image.url,
        permalink: post.permalink,
        timestamp: post.postedAt,
        alt: image.alt,
      },
    ];
  });
}

/** How many posts the site's social strip shows. */
const SOCIAL_STRIP_POSTS = 6;

/** The latest posts for the pages' social strip: the same list the API serves, cached until marketing edits a post. */
export const latestSocialMedia = unstable_cache(async () => socialMedia(await payloadClient(), SOCIAL_STRIP_POSTS), ['social-media', 'strip'], {
  tags: [cacheTags.socialPosts],
  revalidate: CONTENT_CACHE_SECONDS,
});

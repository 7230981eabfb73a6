import 'server-only';
import type { Payload } from 'payload';
import { populatedMedia } from '@/lib/media';

/** A social tile in the shape of Instagram's media API, so a client written for one reads the other. */
export type SocialMedia = { id: string; caption: string; media_type: 'IMAGE'; media_url: string; permalink: string; timestamp: string; alt: string };

/** The posts marketing chose to show, newest first (at most `limit`). */
export async function socialMedia(payload: Payload, limit = 12): Promise<SocialMedia[]> {
  const { docs } = await payload.find({ collection: 'social-posts', where: { show: { equals: true } }, sort: '-postedAt', limit, depth: 1, overrideAccess: true });
  return docs.flatMap((post) => {
    const image = populatedMedia(post.image);
    if (!image?.url) return [];
    return [{ id: String(post.id), caption: post.caption, media_type: 'IMAGE' as const, media_url: image.url, permalink: post.permalink, timestamp: post.postedAt, alt: image.alt }];
  });
}

import type { Payload, PayloadRequest } from 'payload';
import { offers, socialPosts } from './data/offers';

const DAY_MS = 86_400_000;

/** Midday UTC, `days` from `now`: clear of midnight in London whatever the season. */
const dayFrom = (now: Date, days: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12) + days * DAY_MS).toISOString();

/** The demo offers and social posts, using the demo images and restaurants already created. */
export async function createMarketingContent(
  payload: Payload,
  req: PayloadRequest,
  mediaIds: Map<string, number>,
  restaurantIds: Map<string, number>,
  now = new Date(),
) {
  const lookUp = (ids: Map<string, number>, key: string) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`Seed offer refers to "${key}", which the seed data does not have`);
    return id;
  };
  for (const offer of offers) {
    await payload.create({
      collection: 'offers',
      req,
      data: {
        slug: offer.slug,
        title: offer.title,
        description: offer.description,
        termAndConditions: offer.termAndConditions,
        validityText: offer.validityText,
        code: offer.code,
        image: lookUp(mediaIds, offer.image),
        validFrom: dayFrom(now, offer.startsInDays),
        validUntil: dayFrom(now, offer.endsInDays),
        slots: (offer.slots ?? []).map((time) => ({ time })),
        restaurants: (offer.restaurants ?? []).map((key) => lookUp(restaurantIds, key)),
        successButtonText: offer.successButton?.text,
        successButtonUrl: offer.successButton?.url,
        referralReward: Boolean(offer.referralReward),
      },
    });
  }
  for (const post of socialPosts) {
    await payload.create({
      collection: 'social-posts',
      req,
      data: { image: lookUp(mediaIds, post.image), caption: post.caption, permalink: post.permalink, postedAt: dayFrom(now, -post.daysAgo), show: true },
    });
  }
}

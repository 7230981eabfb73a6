import 'server-only';
import type { Payload } from 'payload';
import type { Offer, Restaurant } from '@/payload-types';
import { ServiceError } from '@/server/errors';
import { populatedMedia } from '@/lib/media';
import { offerStatus } from './domain/offer-status';

/** The words the offer page and the API's callers look for (spec section 8): a 404 saying so sends the visitor to /page-not-found. */
const offerNotFoundMessage = (reference: string) => `Sorry, we could not find offer "${reference.slice(0, 80)}".`;

class OfferNotFoundError extends ServiceError {
  constructor(reference: string) {
    super('offerNotFound', offerNotFoundMessage(reference));
  }
}

/** An offer by slug, or by number for callers that have its id; null when there is none or it has not started. */
export async function findOffer(payload: Payload, reference: string, now = new Date()): Promise<Offer | null> {
  const byId = /^\d{1,12}$/.test(reference);
  const { docs } = await payload.find({
    collection: 'offers',
    // A referral reward is given only through /referral, never from its own page.
    where: { and: [byId ? { id: { equals: Number(reference) } } : { slug: { equals: reference } }, { referralReward: { not_equals: true } }] },
    limit: 1,
    depth: 1,
    overrideAccess: true,
  });
  const offer = docs[0];
  return offer && offerStatus(offer, now) !== 'upcoming' ? offer : null;
}

/** `findOffer` for the API: a missing offer is a 404 whose message says it "could not find offer". */
export async function requireOffer(payload: Payload, reference: string, now = new Date()): Promise<Offer> {
  const offer = await findOffer(payload, reference, now);
  if (!offer) throw new OfferNotFoundError(reference);
  return offer;
}

/** An offer as the API gives it (spec section 3, Offer), with its dates and whether it has ended. */
export function offerView(offer: Offer, now = new Date()) {
  const image = populatedMedia(offer.image);
  return {
    id: offer.id,
    slug: offer.slug,
    title: offer.title,
    description: offer.description,
    termAndConditions: offer.termAndConditions,
    successButtonText: offer.successButtonText ?? '',
    successButtonUrl: offer.successButtonUrl ?? '',
    overrideSuccessUrl: offer.overrideSuccessUrl ?? '',
    validityText: offer.validityText ?? '',
    image: image?.url ? { url: image.url, alt: image.alt, width: image.width ?? null, height: image.height ?? null } : null,
    code: offer.code,
    slots: (offer.slots ?? []).map((slot) => ({ time: slot.time })),
    validFrom: offer.validFrom,
    validUntil: offer.validUntil,
    restaurants: (offer.restaurants ?? []).flatMap((restaurant) => (typeof restaurant === 'object' ? [(restaurant as Restaurant).storeId] : [])),
    ended: offerStatus(offer, now) === 'ended',
  };
}

/** Every offer running now (referral rewards are for invited friends only), soonest ending first. */
export async function runningOffers(payload: Payload, now = new Date()): Promise<Offer[]> {
  const { docs } = await payload.find({
    collection: 'offers',
    where: { validFrom: { less_than_equal: now.toISOString() }, validUntil: { greater_than_equal: now.toISOString() }, referralReward: { not_equals: true } },
    sort: 'validUntil',
    pagination: false,
    depth: 1,
    overrideAccess: true,
  });
  return docs;
}

/** The offers running now at a restaurant: those naming it, and those for every restaurant. */
export async function runningOffersAt(payload: Payload, restaurantId: number, now = new Date()): Promise<Offer[]> {
  const at = (offer: Offer) => !offer.restaurants?.length || offer.restaurants.some((entry) => (typeof entry === 'object' ? entry.id : entry) === restaurantId);
  return (await runningOffers(payload, now)).filter(at);
}

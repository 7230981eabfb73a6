import 'server-only';
import type { Payload } from 'payload';
import { openRestaurant, refusalError } from '@/features/booking/booking-queries';
import { dinerKeyOf } from '@/features/booking/booking-source';
import { dinerNoShows } from '@/features/booking/diner-no-shows';
import { dateRefusal, occasionsOn } from '@/features/booking/domain/booking-dates';
import { needsCardForNoShows, noShowThreshold, NO_SHOW_WAITLIST_MESSAGE } from '@/features/booking/domain/no-show-policy';
import { partyFits, requirements } from '@/features/booking/domain/slot-availability';
import { newManageToken } from '@/features/booking/reference';
import { ValidationError } from '@/server/errors';
import { queueEmail } from '@/server/mail/queue-email';
import { payloadClient } from '@/server/payload';
import { windowPassed } from './domain/waitlist-matching';
import type { WaitlistJoin } from './schema';
import { waitlistJoinedEmail } from './waitlist-emails';

export type JoinAnswer = { waitlistStatus: 'waiting'; date: string; from: string; until: string; covers: number; alreadyWaiting: boolean };

/** The diner's live entry for this restaurant's day, if they joined already (one place in line per diner and day). */
async function liveEntryOf(payload: Payload, storeId: number, date: string, email: string) {
  const { docs } = await payload.find({
    collection: 'waitlist-entries',
    where: { storeId: { equals: storeId }, date: { equals: date }, 'customer.email': { equals: email }, status: { in: ['waiting', 'offered'] } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  return docs[0] ?? null;
}

/**
 * Puts a diner on a restaurant's waitlist for a date, an arrival window and a party: the restaurant must take online
 * bookings that day (the booking API's codes otherwise), and some table occasion must take the party without a card,
 * nor may the no-show policy ask this diner for one (a waitlist offer has nobody to give one). The diner is emailed
 * their place with a link to leave. A table free already is offered by the minute's sweep (sweep-waitlist.ts): a join
 * does not start a match of its own, so 500 diners joining a full evening cost 500 inserts, not 500 reads of the
 * whole line.
 */
export async function joinWaitlist(storeId: number, request: WaitlistJoin, now: Date): Promise<JoinAnswer> {
  const { restaurant, config } = await openRestaurant(storeId);
  const { date, from, until, adults, children, customer } = request;
  const dateRefused = dateRefusal(config, date, now);
  if (dateRefused) throw refusalError(dateRefused);
  if (windowPassed({ date, until }, now)) throw new ValidationError({ until: 'These times have passed: choose later ones.' });
  const covers = adults + children;
  const occasions = occasionsOn(config, date, now).filter((occasion) => occasion.bookingType === 'table' && partyFits(occasion, { adults, children }));
  if (occasions.length === 0) throw new ValidationError({ adults: 'No table here takes a party of this size online on this date.' });
  if (occasions.every((occasion) => requirements(config, occasion, covers).isCardGuaranteeRequired)) {
    throw new ValidationError({ adults: 'Parties of this size book with a card: please choose a free time, or call the restaurant.' });
  }
  if (noShowThreshold(config.rules.noShowsBeforeCard) !== null) {
    const noShows = await dinerNoShows(dinerKeyOf(customer.email), storeId, now);
    if (needsCardForNoShows(config.rules.noShowsBeforeCard, noShows)) throw new ValidationError({ 'customer.email': NO_SHOW_WAITLIST_MESSAGE });
  }

  const payload = await payloadClient();
  const answer = { waitlistStatus: 'waiting' as const, date, from, until, covers };
  if (await liveEntryOf(payload, storeId, date, customer.email)) return { ...answer, alreadyWaiting: true };

  const token = newManageToken();
  await payload.create({
    collection: 'waitlist-entries',
    data: {
      restaurant: restaurant.id,
      storeId,
      status: 'waiting',
      date,
      from,
      until,
      adults,
      children,
      covers,
      joinedAt: now.toISOString(),
      customer: {
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
        phoneNumber: customer.phoneNumber || null,
        shouldReceiveSms: customer.shouldReceiveSms,
      },
      offers: 0,
      token,
    },
    depth: 0,
    overrideAccess: true,
  });
  const email = waitlistJoinedEmail({ firstName: customer.firstName, restaurantTitle: restaurant.title, date, from, until, covers, token });
  await queueEmail(payload, { to: customer.email, ...email, restaurant: restaurant.id });
  return { ...answer, alreadyWaiting: false };
}

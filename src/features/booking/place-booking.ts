import 'server-only';
import { ValidationError } from '@/server/errors';
import { planBooking } from './domain/booking-plan';
import { DINER_LIMIT_MESSAGE, dinerWindow, tooCloseToOwnBooking } from './domain/diner-limit';
import { needsCardForNoShows, noShowsCountedSince, noShowThreshold } from './domain/no-show-policy';
import { refuse } from './domain/refusals';
import { unconfirmedHoldUntil } from './domain/unconfirmed-hold';
import { dinerKeyOf } from './booking-source';
import type { BookingConfig, BookingType } from './domain/types';
import { sendBookingEmailSoon } from './send-booking-emails-soon';
import { bookingLedger } from './ledger/booking-ledger';
import type { NewBooking, StoredOutcome } from './ledger/ledger';
import { cardGuaranteeFor } from './payments/card-guarantee-seal';
import { noShowCardRefusal } from './payments/no-show-card-refusal';
import { configuredPaymentProvider } from './payments/configured-provider';
import { BOOKING_STATUS, SLOT_TAKEN_MESSAGE } from './booking-status';
import { holdWindow, openRestaurant, refusalError } from './booking-queries';
import { newBookingReference, newManageToken } from './reference';
import type { BookingRequest } from './schema';

/** Which endpoint the diner used: create books a table (or an event occasion), events an event, enquiry asks. */
export type BookingEndpoint = 'create' | 'events' | 'enquiry';

type BookingAnswer =
  | {
      bookingReference: string;
      bookingStatus: typeof BOOKING_STATUS.confirmed | typeof BOOKING_STATUS.enquiryReceived | typeof BOOKING_STATUS.awaitingConfirmation;
      bookingId: number;
      /** The diner's manage link's token, for the thanks screen: in hand, so nothing needs reading after the commit. */
      manageToken: string;
      /** True when an Idempotency-Key matched an earlier booking: nothing new was written or should be sent. */
      replayed: boolean;
    }
  | { bookingReference: null; bookingStatus: typeof BOOKING_STATUS.slotTaken; message: string };

const statusOf = (stored: StoredOutcome) =>
  stored.status === 'enquiry'
    ? BOOKING_STATUS.enquiryReceived
    : stored.status === 'unconfirmed'
      ? BOOKING_STATUS.awaitingConfirmation
      : BOOKING_STATUS.confirmed;

const kindFor = (endpoint: BookingEndpoint, occasionType: BookingType | undefined): BookingType => {
  if (endpoint === 'enquiry') return 'enquiry';
  if (endpoint === 'events') return 'event';
  return occasionType === 'event' ? 'event' : 'table';
};

function chosenUpsells(config: BookingConfig, request: BookingRequest) {
  return request.upsells.map(({ id, quantity }) => {
    const upsell = config.upsells.find((candidate) => candidate.id === id && candidate.available);
    if (!upsell || (upsell.occasionIds.length > 0 && !upsell.occasionIds.includes(request.occasionId))) {
      throw new ValidationError({ upsells: 'One of the extras chosen is no longer available.' });
    }
    return { id, name: upsell.name, price: upsell.price, quantity };
  });
}

/**
 * Books a table, an event or an enquiry. The plan is made again inside the ledger's lock, from the holds read there
 * (and synchronously: see BookingLedger), so the table it assigns cannot be taken by anyone else before the insert
 * commits. A retried request with the same Idempotency-Key gets the first answer back instead of a second booking.
 *
 * Every booking placed here is an online one, so two more rules hold (docs/decisions/0052): the diner's email cannot
 * hold another table or event within two hours of this one, at any restaurant (read and decided in the same lock, code
 * 6 with a plain message); and where the restaurant's "confirm by email" switch is on, the booking is written
 * unconfirmed, holding its table for 30 minutes until the diner confirms. Where the restaurant's no-show policy is on,
 * an address with too many no-shows needs a card guarantee, counted in the same lock (domain/no-show-policy.ts).
 * `source` is the keyed hash of the visitor's address (booking-source.ts), kept for staff.
 */
export async function placeBooking(
  storeId: number,
  endpoint: BookingEndpoint,
  request: BookingRequest,
  idempotencyKey: string | null,
  now: Date,
  source: string | null,
) {
  const { restaurant, config } = await openRestaurant(storeId);
  const occasion = config.occasions.find((candidate) => candidate.id === request.occasionId);
  if (endpoint === 'events' && occasion && occasion.bookingType !== 'event') {
    throw new ValidationError({ occasionId: 'This occasion is booked as a table, not an event.' });
  }
  const kind = kindFor(endpoint, occasion?.bookingType);
  const upsells = chosenUpsells(config, request);
  const menu = request.menuId === null ? null : (config.menus.find((candidate) => candidate.id === request.menuId) ?? null);
  const provider = configuredPaymentProvider();
  const ledger = await bookingLedger();

  const window = holdWindow(request.bookingDate);
  const dinerKey = dinerKeyOf(request.customer.email);
  const diner = kind === 'enquiry' ? null : { key: dinerKey, ...dinerWindow(window.from, window.to) };
  // The no-show policy's count, read only where the restaurant has the policy on (docs/decisions/0067).
  const noShows =
    kind === 'enquiry' || noShowThreshold(config.rules.noShowsBeforeCard) === null ? null : { key: dinerKey, storeId, since: noShowsCountedSince(now) };
  return ledger.reserve<BookingAnswer>(
    storeId,
    { holdsFrom: window.from, holdsTo: window.to, idempotencyKey, now, diner, noShows },
    ({ holds, earlier, dinerArrivals, noShows: noShowCount }) => {
      if (earlier)
        return {
          answer: () => ({
            bookingReference: earlier.reference,
            bookingStatus: statusOf(earlier),
            bookingId: earlier.id,
            manageToken: earlier.manageToken,
            replayed: true,
          }),
        };

      const plan = planBooking(config, { ...request, kind }, now, holds);
      if (plan.outcome === 'refused') throw refusalError(plan.refusal);
      if (plan.outcome === 'taken') {
        return { answer: () => ({ bookingReference: null, bookingStatus: BOOKING_STATUS.slotTaken, message: SLOT_TAKEN_MESSAGE }) };
      }
      if (plan.outcome === 'book' && tooCloseToOwnBooking(plan.startsAt, dinerArrivals)) throw refusalError(refuse('bookingRejected', DINER_LIMIT_MESSAGE));
      const unconfirmed = plan.outcome === 'book' && config.rules.confirmByEmail;
      const cardForNoShows = plan.outcome === 'book' && !plan.cardGuaranteeRequired && needsCardForNoShows(config.rules.noShowsBeforeCard, noShowCount);
      // Without a card the journey is told why and shows its card step (code 5, the reason on `cardCustomerId`).
      if (cardForNoShows && (provider === null || !request.cardCustomerId)) throw noShowCardRefusal();
      const needsCard = plan.outcome === 'book' && (plan.cardGuaranteeRequired || cardForNoShows);
      const cardCustomerId = cardGuaranteeFor(
        { needsCard, providerConfigured: provider !== null, sealedCard: request.cardCustomerId, email: request.customer.email },
        now,
      );

      const table = plan.outcome === 'book' ? plan.table : null;
      const insert: NewBooking = {
        reference: newBookingReference(),
        status: plan.outcome === 'enquire' ? 'enquiry' : unconfirmed ? 'unconfirmed' : 'confirmed',
        kind,
        restaurantId: restaurant.id,
        storeId,
        occasionId: request.occasionId,
        bookingDate: request.bookingDate,
        time: request.time,
        adults: request.adults,
        children: request.children,
        covers: request.adults + request.children,
        startsAt: plan.startsAt,
        endsAt: plan.endsAt,
        tableKey: table?.key ?? null,
        tableLabel: table?.label ?? null,
        areaName: table ? (config.areas.find((area) => area.id === table.areaId)?.name ?? null) : null,
        menuName: menu?.name ?? null,
        upsells: upsells.length > 0 ? upsells : null,
        customer: {
          firstName: request.customer.firstName,
          lastName: request.customer.lastName,
          email: request.customer.email,
          phoneNumber: request.customer.phoneNumber || null,
          specialRequest: request.customer.specialRequest || null,
          shouldReceivePromotions: request.customer.shouldReceivePromotions,
          shouldReceiveSms: request.customer.shouldReceiveSms,
        },
        cardCustomerId,
        manageToken: newManageToken(),
        idempotencyKey,
        holdUntil: unconfirmed ? unconfirmedHoldUntil(now) : null,
        source,
        dinerKey,
        channel: 'website',
        takenBy: null,
        seatedAt: null,
      };
      return {
        insert,
        answer: (stored) => ({
          bookingReference: stored.reference,
          bookingStatus: statusOf(stored),
          bookingId: stored.id,
          manageToken: stored.manageToken,
          replayed: false,
        }),
      };
    },
  );
}

/**
 * Leaves the diner's email to be written and sent once the answer has gone (send-booking-emails-soon.ts); only for a
 * booking written now (a replayed request sends none). The booking is committed by then, owing its email.
 */
export function emailAfterBooking(answer: BookingAnswer): void {
  if (answer.bookingStatus === BOOKING_STATUS.slotTaken || answer.replayed) return;
  sendBookingEmailSoon(answer.bookingId);
}

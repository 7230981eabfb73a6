import 'server-only';
import type { Payload } from 'payload';
import type { WaitlistEntry } from '@/payload-types';
import { dinerKeyOf } from '@/features/booking/booking-source';
import { holdWindow } from '@/features/booking/booking-queries';
import { dinerWindow } from '@/features/booking/domain/diner-limit';
import { restaurantRefusal } from '@/features/booking/domain/refusals';
import type { BookableRestaurant, BookingConfig } from '@/features/booking/domain/types';
import { bookingLedger } from '@/features/booking/ledger/booking-ledger';
import type { NewBooking } from '@/features/booking/ledger/ledger';
import { newBookingReference, newManageToken } from '@/features/booking/reference';
import { findBookableRestaurant } from '@/features/booking/repository';
import type { Restaurant } from '@/payload-types';
import { queueEmail } from '@/server/mail/queue-email';
import { queueText } from '@/server/sms/queue-text';
import { phoneNumberE164 } from '@/server/sms/text-message';
import { sqlReader } from '@/server/sql-reader';
import {
  DEFAULT_WAITLIST_HOLD_MINUTES,
  firstInLine,
  offerFor,
  offerHoldUntil,
  windowPassed,
  type WaitingEntry,
  type WaitlistOffer,
} from './domain/waitlist-matching';
import { settleOffers } from './settle-offers';
import { waitlistOfferEmail, waitlistOfferText } from './waitlist-emails';

/** Offers one run may make: more tables than a restaurant frees at once, few enough to bound a run. */
const MAX_OFFERS_PER_RUN = 20;

const asWaiting = (entry: OfferableEntry & { joinedAt: Date | string }): WaitingEntry => ({
  id: entry.id,
  date: entry.date,
  from: entry.from,
  until: entry.until,
  adults: entry.adults,
  children: entry.children,
  joinedAt: new Date(entry.joinedAt),
});

/** What holding a table for a diner reads of their entry: a Payload document (staff's offer) or a row (the match). */
type OfferableEntry = Pick<WaitlistEntry, 'id' | 'date' | 'from' | 'until' | 'adults' | 'children' | 'covers' | 'offers' | 'token' | 'customer'>;

type WaitingRow = {
  id: number;
  date: string;
  from: string;
  until: string;
  adults: number | string;
  children: number | string;
  covers: number | string;
  offers: number | string;
  token: string;
  joined_at: string | Date;
  customer_first_name: string | null;
  customer_last_name: string | null;
  customer_email: string;
  customer_phone_number: string | null;
  customer_should_receive_sms: boolean | number | null;
};

const WAITING_SQL = `SELECT id, date, "from", "until", adults, children, covers, offers, token, joined_at, customer_first_name, customer_last_name,
  customer_email, customer_phone_number, customer_should_receive_sms FROM waitlist_entries
  WHERE store_id = ? AND date = ? AND status = 'waiting' AND customer_email IS NOT NULL ORDER BY joined_at, id`;

/**
 * The diners still waiting for this restaurant's day, in line; a diner whose details were erased cannot be written to.
 * Plain SQL (sql-reader.ts): Payload's document reads of 500 entries were most of a match's time.
 */
async function waitingEntries(storeId: number, date: string): Promise<(OfferableEntry & { joinedAt: Date })[]> {
  const read = await sqlReader();
  const rows = await read<WaitingRow>(WAITING_SQL, [storeId, date]);
  return rows.map((row) => ({
    id: Number(row.id),
    date: row.date,
    from: row.from,
    until: row.until,
    adults: Number(row.adults),
    children: Number(row.children),
    covers: Number(row.covers),
    offers: Number(row.offers),
    token: row.token,
    joinedAt: new Date(row.joined_at),
    customer: {
      firstName: row.customer_first_name,
      lastName: row.customer_last_name,
      email: row.customer_email,
      phoneNumber: row.customer_phone_number,
      shouldReceiveSms: Boolean(row.customer_should_receive_sms),
    },
  }));
}

/** The unconfirmed booking that holds the table for the diner: written like the website's, marked by its key. */
function offerBooking(restaurant: Restaurant, config: BookingConfig, entry: OfferableEntry, offer: WaitlistOffer, key: string, now: Date): NewBooking {
  const { plan } = offer;
  const email = entry.customer?.email ?? '';
  return {
    reference: newBookingReference(),
    status: 'unconfirmed',
    channel: 'website',
    takenBy: null,
    seatedAt: null,
    kind: 'table',
    restaurantId: restaurant.id,
    storeId: restaurant.storeId,
    occasionId: offer.occasionId,
    bookingDate: entry.date,
    time: offer.time,
    adults: entry.adults,
    children: entry.children,
    covers: entry.adults + entry.children,
    startsAt: plan.startsAt,
    endsAt: plan.endsAt,
    tableKey: plan.table.key,
    tableLabel: plan.table.label,
    areaName: config.areas.find((area) => area.id === plan.table.areaId)?.name ?? null,
    menuName: null,
    upsells: null,
    customer: {
      firstName: entry.customer?.firstName ?? '',
      lastName: entry.customer?.lastName ?? '',
      email,
      phoneNumber: entry.customer?.phoneNumber || null,
      specialRequest: null,
      shouldReceivePromotions: false,
      shouldReceiveSms: entry.customer?.shouldReceiveSms === true,
    },
    cardCustomerId: null,
    manageToken: newManageToken(),
    idempotencyKey: key,
    holdUntil: offerHoldUntil(config, now),
    source: null,
    dinerKey: dinerKeyOf(email),
    emailOwed: false,
  };
}

type ReserveOutcome =
  | { kind: 'offered'; bookingId: number; manageToken: string; time: string; holdUntil: Date }
  | { kind: 'already'; bookingId: number }
  | { kind: 'gone' }
  | { kind: 'own-booking' };

/**
 * What holding a table for one diner came to: held (and emailed), held a moment ago by another run, no table fits, or
 * the tables that fit are all less than two hours from the diner's own bookings (the website's rule, diner-limit.ts).
 */
type HoldOutcome = ReserveOutcome['kind'];

/**
 * Holds a table for one waiting diner, if the engine can seat their party inside their window now: decided inside
 * the restaurant's lock, from the holds read there, like any booking, so no booking on any instance can take that
 * table meanwhile; its idempotency key is the entry's next offer, so two runs at once (a cancellation's and the
 * minute's sweep, on two instances, or staff offering by hand) never hold two tables for one diner. The entry is
 * marked offered and the diner's email goes on the email queue. The match below and staff's offer by hand both come here.
 * The diner's own bookings are read in the same lock, so an offer never breaks the two-hour rule a booking keeps.
 */
export async function holdTableFor(
  payload: Payload,
  { restaurant, config }: BookableRestaurant,
  entry: OfferableEntry & { joinedAt: Date | string },
  now: Date,
): Promise<HoldOutcome> {
  const ledger = await bookingLedger();
  const window = holdWindow(entry.date);
  const key = `waitlist:${entry.id}:${entry.offers + 1}`;
  const diner = { key: dinerKeyOf(entry.customer?.email ?? ''), ...dinerWindow(window.from, window.to) };
  const outcome = await ledger.reserve<ReserveOutcome>(
    restaurant.storeId,
    { holdsFrom: window.from, holdsTo: window.to, idempotencyKey: key, now, diner },
    ({ holds, earlier, dinerArrivals }) => {
      if (earlier) return { answer: (): ReserveOutcome => ({ kind: 'already', bookingId: earlier.id }) };
      const offer = offerFor(config, asWaiting(entry), holds, now, dinerArrivals);
      if (!offer) {
        const kind = offerFor(config, asWaiting(entry), holds, now) ? 'own-booking' : 'gone';
        return { answer: (): ReserveOutcome => ({ kind }) };
      }
      const insert = offerBooking(restaurant, config, entry, offer, key, now);
      return {
        insert,
        answer: (stored): ReserveOutcome => ({
          kind: 'offered',
          bookingId: stored.id,
          manageToken: stored.manageToken,
          time: offer.time,
          holdUntil: insert.holdUntil!,
        }),
      };
    },
  );
  if (outcome.kind === 'gone' || outcome.kind === 'own-booking') return outcome.kind;
  // Held by another run a moment ago (which emails the diner): the entry says so all the same.
  await setEntry(payload, entry.id, { status: 'offered', offeredBooking: outcome.bookingId, offers: entry.offers + 1 });
  if (outcome.kind === 'already') return 'already';
  const holdMinutes = config.rules.waitlistHoldMinutes ?? DEFAULT_WAITLIST_HOLD_MINUTES;
  const spoken = {
    firstName: entry.customer?.firstName ?? '',
    restaurantTitle: restaurant.title,
    date: entry.date,
    from: entry.from,
    until: entry.until,
    covers: entry.covers,
    token: entry.token,
  };
  const offer = { time: outcome.time, manageToken: outcome.manageToken, holdUntil: outcome.holdUntil, holdMinutes };
  await queueEmail(payload, { to: entry.customer!.email!, ...waitlistOfferEmail(spoken, offer), restaurant: restaurant.id });
  const phone = entry.customer?.shouldReceiveSms && entry.customer.phoneNumber ? phoneNumberE164(entry.customer.phoneNumber) : null;
  if (phone) await queueText(payload, { to: phone, body: waitlistOfferText(spoken, offer), restaurant: restaurant.id });
  return 'offered';
}

/**
 * Matches a restaurant's waitlist for one day against the tables free now: first the offers already made are settled
 * (taken, or lapsed: settle-offers.ts), then, while the first diner in line whose window and party fit can be seated,
 * a table is held for them (holdTableFor), until now + the restaurant's waitlist hold. Safe to run at any time and
 * any number of times; the ids of the entries offered a table.
 */
export async function matchWaitlist(payload: Payload, storeId: number, date: string, now = new Date()): Promise<number[]> {
  await settleOffers(payload, storeId, date, now);
  const found = await findBookableRestaurant(storeId);
  if (!found || restaurantRefusal(found.config)) return [];
  const ledger = await bookingLedger();
  const window = holdWindow(date);
  const offered: number[] = [];
  // Diners whose own bookings keep them from every table free now (the two-hour rule, read in the lock): this run
  // passes the table to the next in line; a later run, after their other booking changes, looks at them again.
  const passedOver = new Set<number>();
  for (let round = 0; round < MAX_OFFERS_PER_RUN; round++) {
    const entries = await waitingEntries(storeId, date);
    const expired = entries.filter((entry) => windowPassed(entry, now));
    for (const entry of expired) await setEntry(payload, entry.id, { status: 'expired' });
    if (entries.length === expired.length) break;
    const holds = await ledger.holds(storeId, window.from, window.to, now);
    const inLine = entries.filter((entry) => !passedOver.has(entry.id)).map(asWaiting);
    const first = firstInLine(found.config, inLine, holds, now);
    if (!first) break;
    // 'gone': the table went between the two reads, and the next round reads the holds again.
    const outcome = await holdTableFor(
      payload,
      found,
      entries.find((candidate) => candidate.id === first.entry.id)!,
      now,
    );
    if (outcome === 'offered') offered.push(first.entry.id);
    if (outcome === 'own-booking') passedOver.add(first.entry.id);
  }
  return offered;
}

const setEntry = (payload: Payload, id: number, data: Partial<Pick<WaitlistEntry, 'status' | 'offeredBooking' | 'offers'>>) =>
  payload.update({ collection: 'waitlist-entries', id, data, depth: 0, overrideAccess: true });

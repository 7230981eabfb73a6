import { MAX_DINING_MINUTES } from '../domain/dining-duration';
import type { TableHold } from '../domain/types';

/** A booking row as the ledger inserts it, column for column (see collections/booking/bookings.ts). */
export type NewBooking = {
  reference: string;
  /** 'unconfirmed' holds its table until `holdUntil` unless the diner confirms (domain/unconfirmed-hold.ts). */
  status: 'confirmed' | 'enquiry' | 'unconfirmed';
  kind: 'table' | 'event' | 'enquiry';
  restaurantId: number;
  storeId: number;
  occasionId: number;
  bookingDate: string;
  time: string;
  adults: number;
  children: number;
  covers: number;
  startsAt: Date;
  endsAt: Date;
  tableKey: string | null;
  tableLabel: string | null;
  areaName: string | null;
  menuName: string | null;
  upsells: unknown[] | null;
  customer: {
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: string | null;
    specialRequest: string | null;
    shouldReceivePromotions: boolean;
    shouldReceiveSms: boolean;
  };
  cardCustomerId: string | null;
  manageToken: string;
  idempotencyKey: string | null;
  holdUntil: Date | null;
  /** Keyed hash of the visitor's address (booking-source.ts); null when the booking did not come from a visitor. */
  source: string | null;
  /** Keyed hash of the diner's lower-cased email (booking-source.ts), by which the 2-hour rule finds their bookings. */
  dinerKey: string | null;
};

export type StoredOutcome = { id: number; reference: string; status: string; manageToken: string };

/**
 * What the ledger reads inside the restaurant's lock for `decide`: the tables held in a window at `now` (an
 * unconfirmed booking holds its table until its `holdUntil`), an earlier booking with the same idempotency key, and
 * the arrivals of the diner's live table and event bookings at any restaurant between `diner.from` and `diner.to`
 * (the 2-hour rule; on PostgreSQL the diner's own advisory lock is taken too, so two restaurants cannot each let one in).
 */
export type DinerReads = { key: string; from: Date; to: Date };
export type LockedReads = { holdsFrom: Date; holdsTo: Date; idempotencyKey: string | null; now: Date; diner: DinerReads | null };
export type LockedFacts = { holds: TableHold[]; earlier: StoredOutcome | null; dinerArrivals: Date[] };

/**
 * What `decide` says, given the facts read inside the lock: what, if anything, to insert (or which unconfirmed
 * booking the diner confirms), and what to answer.
 */
export type Decision<T> = { insert: NewBooking; answer: (stored: StoredOutcome) => T } | { confirm: number; answer: () => T } | { answer: () => T };

/** A booking waiting for its group's transaction, with what settles its caller's promise (both ledgers write in groups). */
export type Reservation = {
  storeId: number;
  reads: LockedReads;
  decide: (facts: LockedFacts) => Decision<unknown>;
  resolve: (answer: unknown) => void;
  reject: (error: unknown) => void;
};

/**
 * The one place bookings are written. `reserve` runs the capacity check and the insert in a single transaction that
 * competing writers wait for: across requests in this process, across processes on one SQLite file, and across app
 * instances on one PostgreSQL database. Nothing else may insert confirmed bookings.
 *
 * `decide` is synchronous, and is handed what it needs rather than reading it: on SQLite the whole transaction then
 * runs in one go, and no other code in this process (in particular Payload's own writes, which wait for SQLite's lock
 * by blocking the thread) can run while the lock is held (docs/decisions/0046).
 */
export interface BookingLedger {
  holds(storeId: number, from: Date, to: Date, now: Date): Promise<TableHold[]>;
  reserve<T>(storeId: number, reads: LockedReads, decide: (facts: LockedFacts) => Decision<T>): Promise<T>;
}

/** Columns in insert order, shared by both dialects; values come from `rowValues`. */
export const bookingColumns = [
  'reference',
  'status',
  'kind',
  'restaurant_id',
  'store_id',
  'occasion_id',
  'booking_date',
  'time',
  'adults',
  'children',
  'covers',
  'starts_at',
  'ends_at',
  'table_key',
  'table_label',
  'area_name',
  'menu_name',
  'upsells',
  'customer_first_name',
  'customer_last_name',
  'customer_email',
  'customer_phone_number',
  'customer_special_request',
  'customer_should_receive_promotions',
  'customer_should_receive_sms',
  'card_customer_id',
  'manage_token',
  'idempotency_key',
  'hold_until',
  'source',
  'diner_key',
  'confirmation_email_pending',
  'updated_at',
  'created_at',
] as const;

/** Dates as ISO strings in UTC, as Payload writes them, so SQLite's text comparisons order them correctly. */
export const rowValues = (row: NewBooking, encode: { bool: (value: boolean) => unknown; json: (value: unknown) => unknown }) => {
  const now = new Date().toISOString();
  return [
    row.reference,
    row.status,
    row.kind,
    row.restaurantId,
    row.storeId,
    row.occasionId,
    row.bookingDate,
    row.time,
    row.adults,
    row.children,
    row.covers,
    row.startsAt.toISOString(),
    row.endsAt.toISOString(),
    row.tableKey,
    row.tableLabel,
    row.areaName,
    row.menuName,
    row.upsells === null ? null : encode.json(row.upsells),
    row.customer.firstName,
    row.customer.lastName,
    row.customer.email,
    row.customer.phoneNumber,
    row.customer.specialRequest,
    encode.bool(row.customer.shouldReceivePromotions),
    encode.bool(row.customer.shouldReceiveSms),
    row.cardCustomerId,
    row.manageToken,
    row.idempotencyKey,
    row.holdUntil === null ? null : row.holdUntil.toISOString(),
    row.source,
    row.dinerKey,
    // Every new booking owes its diner an email, marked in the booking's own transaction (owed-booking-emails.ts).
    encode.bool(true),
    now,
    now,
  ];
};

/**
 * Only confirmed bookings with a table hold one, and unconfirmed ones until their `hold_until` (at {now}: past it the
 * table is free, with no sweep to wait for); enquiries and cancelled bookings do not. A hold that ends after
 * {from} began at most MAX_DINING_MINUTES before it, at {earliest} (`earliestStartOf`): with that lower bound the
 * (store_id, starts_at) index reads the few days around the window rather than every booking the restaurant ever took.
 * The placeholders appear in the order store, earliest, to, from, now (SQLite binds them by position).
 */
export const HOLDS_WHERE =
  "store_id = {store} AND table_key IS NOT NULL AND starts_at > {earliest} AND starts_at < {to} AND ends_at > {from} AND (status = 'confirmed' OR (status = 'unconfirmed' AND hold_until > {now}))";

/** A diner's live table and event bookings arriving in a window, at any restaurant; placeholders in the order key, from, to, now. */
export const DINER_WHERE =
  "diner_key = {key} AND starts_at > {from} AND starts_at < {to} AND kind <> 'enquiry' AND (status = 'confirmed' OR (status = 'unconfirmed' AND hold_until > {now}))";

/** Whether a booking just decided (not yet stored) holds its table at `now`, as HOLDS_WHERE would count it. */
export const liveAt = (row: Pick<NewBooking, 'status' | 'holdUntil'>, now: Date) =>
  row.status === 'confirmed' || (row.status === 'unconfirmed' && row.holdUntil !== null && row.holdUntil > now);

/** The earliest start of a hold that can still be at its table at `from`. */
export const earliestStartOf = (from: Date): Date => new Date(from.getTime() - MAX_DINING_MINUTES * 60_000);

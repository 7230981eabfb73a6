import { TABLE_HOLDING_STATUSES } from '../domain/booking-lifecycle';
import { MAX_DINING_MINUTES } from '../domain/dining-duration';
import type { TableHold } from '../domain/types';

/** A booking row as the ledger inserts it, column for column (see collections/booking/bookings.ts). */
export type NewBooking = {
  reference: string;
  /** 'unconfirmed' holds its table until `holdUntil` unless the diner confirms (domain/unconfirmed-hold.ts); a walk-in is 'seated'. */
  status: 'confirmed' | 'enquiry' | 'unconfirmed' | 'seated';
  /** How it was taken: on the website, or by staff on the phone or at the door. */
  channel: 'website' | 'phone' | 'walk-in';
  /** The member of staff who took it (users id); null for the website's. */
  takenBy: number | null;
  /** A walk-in arrives and sits down as it is booked. */
  seatedAt: Date | null;
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
    /** Null for a phone booking or walk-in without one. */
    email: string | null;
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
  /** False for a table held for a waitlisted diner: the waitlist sends its own offer email (features/waitlist). */
  emailOwed?: boolean;
};

export type StoredOutcome = { id: number; reference: string; status: string; manageToken: string };

/** A booking moved to another table (or combination), decided inside the lock with the holds of everyone else. */
export type Retable = { id: number; reference: string; tableKey: string; tableLabel: string; areaName: string | null };

/** A booking's hold as the ledger reads it: with its reference, so a booking being moved can leave its own hold out. */
export type LedgerHold = TableHold & { reference?: string };

/**
 * What the ledger reads inside the restaurant's lock for `decide`: the tables held in a window at `now` (an
 * unconfirmed booking holds its table until its `holdUntil`), an earlier booking with the same idempotency key, and
 * the arrivals of the diner's live table and event bookings at any restaurant between `diner.from` and `diner.to`
 * (the 2-hour rule; on PostgreSQL the diner's own advisory lock is taken too, so two restaurants cannot each let one in).
 */
export type DinerReads = { key: string; from: Date; to: Date };
/** The no-show policy's count (domain/no-show-policy.ts): the diner's no-shows since `since`, less those `storeId`'s staff cleared. */
export type NoShowReads = { key: string; storeId: number; since: Date };
export type LockedReads = { holdsFrom: Date; holdsTo: Date; idempotencyKey: string | null; now: Date; diner: DinerReads | null; noShows?: NoShowReads | null };
/** `noShows`: the count `reads.noShows` asked for; 0 when it asked none. */
export type LockedFacts = { holds: LedgerHold[]; earlier: StoredOutcome | null; dinerArrivals: Date[]; noShows: number };

/**
 * What `decide` says, given the facts read inside the lock: what, if anything, to insert (or which unconfirmed
 * booking the diner confirms), and what to answer.
 */
export type Decision<T> =
  | { insert: NewBooking; answer: (stored: StoredOutcome) => T }
  | { confirm: number; answer: () => T }
  | { retable: Retable; answer: () => T }
  | { answer: () => T };

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
  holds(storeId: number, from: Date, to: Date, now: Date): Promise<LedgerHold[]>;
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
  'channel',
  'taken_by_id',
  'arrived_at',
  'seated_at',
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
    // A new booking owes its diner an email, marked in the booking's own transaction (owed-booking-emails.ts): unless
    // there is no address to send it to, or the diner is already at their table.
    encode.bool(row.customer.email !== null && row.channel !== 'walk-in' && row.emailOwed !== false),
    row.channel,
    row.takenBy,
    row.seatedAt === null ? null : row.seatedAt.toISOString(),
    row.seatedAt === null ? null : row.seatedAt.toISOString(),
    now,
    now,
  ];
};

/** The statuses that hold a table, as SQL. */
const HOLDING = `status IN (${TABLE_HOLDING_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/**
 * Bookings with a table hold it while their status does (booking-lifecycle.ts: a finished one only until it finished,
 * which `holdOfRow` applies), and unconfirmed ones until their `hold_until` (at {now}: past it the table is free, with
 * no sweep to wait for); enquiries, no-shows and cancelled bookings do not. A hold that ends after {from} began at most
 * MAX_DINING_MINUTES before it, at {earliest} (`earliestStartOf`): with that lower bound the (store_id, starts_at) index
 * reads the few days around the window rather than every booking the restaurant ever took.
 * The placeholders appear in the order store, earliest, to, from, now (SQLite binds them by position).
 */
export const HOLDS_WHERE = `store_id = {store} AND table_key IS NOT NULL AND starts_at > {earliest} AND starts_at < {to} AND ends_at > {from} AND (${HOLDING} OR (status = 'unconfirmed' AND hold_until > {now}))`;

/** The columns a hold is read from, in `holdOfRow`'s order. */
export const HOLD_COLUMNS = 'table_key, starts_at, ends_at, covers, reference, finished_at';

/** Blocks in a window (booking_blocks: few rows a restaurant); placeholders in the order store, to, from. */
export const BLOCKS_WHERE = 'store_id = {store} AND starts_at < {to} AND ends_at > {from}';

/** A block read as a hold: its scope is the table key ('*', 'area:{id}' or tables joined by '+'), with no covers. */
export const BLOCK_COLUMNS = 'scope, starts_at, ends_at, 0, NULL, NULL';

/** A diner's live table and event bookings arriving in a window, at any restaurant; placeholders in the order key, from, to, now. */
export const DINER_WHERE = `diner_key = {key} AND starts_at > {from} AND starts_at < {to} AND kind <> 'enquiry' AND (${HOLDING} OR (status = 'unconfirmed' AND hold_until > {now}))`;

/**
 * The no-show policy's rule of which no-shows count (docs/decisions/0067), stated once: a diner's due after {since},
 * at any of the chain's restaurants, and marked after the last time the restaurant's staff cleared the diner's count
 * (no_show_clearances). Used with `diner_key = …` by both ledgers, the day sheet, staff's clearing and the waitlist, so
 * the count staff see is the one the policy applies; tested on both dialects (tests/support/ledger-no-show-cases.ts).
 * Placeholders in the order since, store.
 */
export const NO_SHOWS_WHERE = `status = 'no-show' AND starts_at > {since} AND NOT EXISTS (SELECT 1 FROM no_show_clearances AS cleared
  WHERE cleared.diner_key = bookings.diner_key AND cleared.store_id = {store} AND cleared.cleared_at >= COALESCE(bookings.no_show_at, bookings.starts_at))`;

/** A row of HOLD_COLUMNS or BLOCK_COLUMNS as a hold; a finished table is free from when it finished. */
export function holdOfRow([tableKey, startsAt, endsAt, covers, reference, finishedAt]: readonly unknown[]): LedgerHold {
  const ends = new Date(endsAt as string | Date);
  const finished = finishedAt == null ? null : new Date(finishedAt as string | Date);
  return {
    tableKey: String(tableKey),
    startsAt: new Date(startsAt as string | Date),
    endsAt: finished && finished < ends ? finished : ends,
    covers: Number(covers),
    ...(reference == null ? {} : { reference: String(reference) }),
  };
}

/** Whether a booking just decided (not yet stored) holds its table at `now`, as HOLDS_WHERE would count it. */
export const liveAt = (row: Pick<NewBooking, 'status' | 'holdUntil'>, now: Date) =>
  (TABLE_HOLDING_STATUSES as readonly string[]).includes(row.status) || (row.status === 'unconfirmed' && row.holdUntil !== null && row.holdUntil > now);

/** The earliest start of a hold that can still be at its table at `from`. */
export const earliestStartOf = (from: Date): Date => new Date(from.getTime() - MAX_DINING_MINUTES * 60_000);

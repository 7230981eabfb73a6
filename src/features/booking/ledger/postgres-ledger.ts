import 'server-only';
import {
  BLOCK_COLUMNS,
  BLOCKS_WHERE,
  bookingColumns,
  DINER_WHERE,
  earliestStartOf,
  HOLD_COLUMNS,
  holdOfRow,
  HOLDS_WHERE,
  liveAt,
  NO_SHOWS_WHERE,
  rowValues,
  type LedgerHold,
  type Retable,
  type BookingLedger,
  type Decision,
  type LockedFacts,
  type LockedReads,
  type NewBooking,
  type StoredOutcome,
  type Reservation,
} from './ledger';

/** The slice of node-postgres's Pool the ledger uses (Payload's PostgreSQL adapter owns the pool). */
type Queryable = { query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };
export type PgPool = Queryable & { connect: () => Promise<Queryable & { release: (error?: Error) => void }> };

/** Namespace of the restaurants' advisory locks, so they never collide with another feature's: "MG" + "BK". */
const LOCK_NAMESPACE = 0x4d474b;
/** Namespace of the diners' advisory locks (the 2-hour rule, across restaurants): "MG" + "BD". */
const DINER_LOCK_NAMESPACE = 0x4d4744;

/** A diner's lock: the first 32 bits of their key (a hash), as PostgreSQL's signed integer. Two diners sharing one only wait for each other. */
const dinerLockOf = (dinerKey: string) => Number.parseInt(dinerKey.slice(0, 8), 16) | 0;

/** At most this many bookings in one transaction: 34 parameters each stays far below PostgreSQL's 65,535. */
const MAX_GROUP = 200;

/**
 * Every restaurant's lock and every diner's, in ascending order of (namespace, key): two transactions that need some
 * of the same locks take them in the same order, so neither can hold one the other waits for while waiting for one
 * the other holds. DISTINCT keeps the sorted subquery from being merged into the outer one, whose locks are then taken
 * row by row in its order.
 */
const lockSql =
  'SELECT pg_advisory_xact_lock(space, key) FROM (SELECT DISTINCT space, key FROM unnest($1::int[], $2::int[]) AS wanted(space, key) ORDER BY space, key) AS locks';

/** The locks a group takes: its restaurants', and its diners' (a diner's bookings at two restaurants are decided one after the other). */
function locksOf(group: readonly Reservation[]): [number[], number[]] {
  const locks = group.flatMap(({ storeId, reads }) => [
    [LOCK_NAMESPACE, storeId],
    ...(reads.diner ? [[DINER_LOCK_NAMESPACE, dinerLockOf(reads.diner.key)]] : []),
  ]);
  return [locks.map(([space]) => space!), locks.map(([, key]) => key!)];
}

/**
 * The holds (bookings' and blocks') in each window asked about (a restaurant, from, to), numbered by the window's place
 * in the list from 1. Each window reads its bookings on its own, through the (store_id, starts_at) index: a LATERAL
 * subquery that OFFSET 0 keeps from being merged into a join. As a join, PostgreSQL cannot see how narrow each window
 * is, and with a group of 10 or more windows and a million past bookings it read the whole table instead (a hash
 * join over a sequential scan: 250 ms a group against 1 ms; docs/decisions/0064).
 */
const groupHoldsSql = `WITH wanted AS (SELECT * FROM unnest($1::numeric[], $2::timestamptz[], $3::timestamptz[], $4::timestamptz[], $5::timestamptz[]) WITH ORDINALITY AS wanted(want_store, want_earliest, want_from, want_to, want_now, place))
  SELECT wanted.place, held.* FROM wanted CROSS JOIN LATERAL (SELECT ${HOLD_COLUMNS} FROM bookings WHERE ${HOLDS_WHERE.replace('{store}', 'want_store').replace('{earliest}', 'want_earliest').replace('{to}', 'want_to').replace('{from}', 'want_from').replace('{now}', 'want_now')} OFFSET 0) AS held
  UNION ALL SELECT wanted.place, ${BLOCK_COLUMNS} FROM wanted JOIN booking_blocks ON ${BLOCKS_WHERE.replace('{store}', 'want_store').replace('{to}', 'want_to').replace('{from}', 'want_from')}`;

/** The diner's live arrivals in each window asked about (a diner key, from, to, now), numbered like groupHoldsSql's. */
const groupDinerSql = `SELECT wanted.place, starts_at
  FROM unnest($1::varchar[], $2::timestamptz[], $3::timestamptz[], $4::timestamptz[]) WITH ORDINALITY AS wanted(want_key, want_from, want_to, want_now, place)
  JOIN bookings ON ${DINER_WHERE.replace('{key}', 'want_key').replace('{from}', 'want_from').replace('{to}', 'want_to').replace('{now}', 'want_now')}`;

/** Each diner's no-shows that count at a restaurant (NO_SHOWS_WHERE), numbered like groupHoldsSql's; a diner with none has no row. */
const groupNoShowsSql = `SELECT wanted.place, COUNT(*) AS count
  FROM unnest($1::varchar[], $2::timestamptz[], $3::numeric[]) WITH ORDINALITY AS wanted(want_key, want_since, want_store, place)
  JOIN bookings ON bookings.diner_key = want_key AND ${NO_SHOWS_WHERE.replace('{since}', 'want_since').replace('{store}', 'want_store')}
  GROUP BY wanted.place`;

const confirmSql = "UPDATE bookings SET status = 'confirmed', hold_until = NULL, updated_at = now() WHERE id = ANY($1::int[]) AND status = 'unconfirmed'";

const retableSql =
  'UPDATE bookings SET table_key = moved.table_key, table_label = moved.table_label, area_name = moved.area_name, updated_at = now() FROM unnest($1::int[], $2::varchar[], $3::varchar[], $4::varchar[]) AS moved(id, table_key, table_label, area_name) WHERE bookings.id = moved.id';

const byKeysSql = 'SELECT id, reference, status, manage_token, idempotency_key FROM bookings WHERE idempotency_key = ANY($1::varchar[])';

/** One INSERT for `count` bookings, with each one's id back by its reference (unique). */
const insertSql = (count: number) =>
  `INSERT INTO bookings (${bookingColumns.join(', ')}) VALUES ${Array.from(
    { length: count },
    (_, row) => `(${bookingColumns.map((__, column) => `$${row * bookingColumns.length + column + 1}`).join(', ')})`,
  ).join(', ')} RETURNING id, reference`;

const storedOf = (row: Record<string, unknown>): StoredOutcome => ({
  id: Number(row.id),
  reference: String(row.reference),
  status: String(row.status),
  manageToken: String(row.manage_token),
});

/** A booking just decided that holds a table in `reads`' window at `storeId`, as HOLDS_WHERE would find it once inserted. */
const holdsInWindow = (insert: NewBooking, storeId: number, reads: LockedReads): LedgerHold | null =>
  insert.storeId === storeId && liveAt(insert, reads.now) && insert.tableKey !== null && insert.startsAt < reads.holdsTo && insert.endsAt > reads.holdsFrom
    ? { tableKey: insert.tableKey, startsAt: insert.startsAt, endsAt: insert.endsAt, covers: insert.covers, reference: insert.reference }
    : null;

/** A booking just decided that DINER_WHERE would find for `reads`' diner once inserted: its arrival. */
const dinersArrival = (insert: NewBooking, reads: LockedReads): Date | null =>
  reads.diner !== null &&
  insert.dinerKey === reads.diner.key &&
  insert.kind !== 'enquiry' &&
  liveAt(insert, reads.now) &&
  insert.startsAt > reads.diner.from &&
  insert.startsAt < reads.diner.to
    ? insert.startsAt
    : null;

/** What a reservation came to inside the transaction: a row to insert and the answer it gives, a booking to confirm, an answer, or its own failure. */
type Outcome =
  | { reservation: Reservation; insert: NewBooking; answer: (stored: StoredOutcome) => unknown }
  | { reservation: Reservation; confirm: number; answer: () => unknown }
  | { reservation: Reservation; retable: Retable; answer: () => unknown }
  | { reservation: Reservation; answer: () => unknown }
  | { reservation: Reservation; failure: unknown };

type HoldsWanted = { storeId: number; from: Date; to: Date; now: Date };

/** The holds of each restaurant and window asked about, in one statement however many they are. */
async function readHolds(db: Queryable, wanted: readonly HoldsWanted[]): Promise<LedgerHold[][]> {
  const { rows } = await db.query(groupHoldsSql, [
    wanted.map(({ storeId }) => storeId),
    wanted.map(({ from }) => earliestStartOf(from).toISOString()),
    wanted.map(({ from }) => from.toISOString()),
    wanted.map(({ to }) => to.toISOString()),
    wanted.map(({ now }) => now.toISOString()),
  ]);
  const holds = wanted.map((): LedgerHold[] => []);
  for (const row of rows)
    holds[Number(row.place) - 1]!.push(holdOfRow([row.table_key, row.starts_at, row.ends_at, row.covers, row.reference, row.finished_at]));
  return holds;
}

/** The facts each reservation of the group is decided on, read in two statements whatever the group's size. */
async function readFacts(db: Queryable, group: readonly Reservation[]): Promise<LockedFacts[]> {
  const holds = await readHolds(
    db,
    group.map(({ storeId, reads }) => ({ storeId, from: reads.holdsFrom, to: reads.holdsTo, now: reads.now })),
  );
  const arrivals = group.map((): Date[] => []);
  const diners = group.flatMap(({ reads }, place) => (reads.diner ? [{ place, diner: reads.diner, now: reads.now }] : []));
  if (diners.length > 0) {
    const { rows } = await db.query(groupDinerSql, [
      diners.map(({ diner }) => diner.key),
      diners.map(({ diner }) => diner.from.toISOString()),
      diners.map(({ diner }) => diner.to.toISOString()),
      diners.map(({ now }) => now.toISOString()),
    ]);
    for (const row of rows) arrivals[diners[Number(row.place) - 1]!.place]!.push(new Date(row.starts_at as string | Date));
  }
  const noShows = group.map(() => 0);
  const counted = group.flatMap(({ reads }, place) => (reads.noShows ? [{ place, wanted: reads.noShows }] : []));
  if (counted.length > 0) {
    const { rows } = await db.query(groupNoShowsSql, [
      counted.map(({ wanted }) => wanted.key),
      counted.map(({ wanted }) => wanted.since.toISOString()),
      counted.map(({ wanted }) => wanted.storeId),
    ]);
    for (const row of rows) noShows[counted[Number(row.place) - 1]!.place] = Number(row.count);
  }
  const keys = group.flatMap(({ reads }) => (reads.idempotencyKey === null ? [] : [reads.idempotencyKey]));
  const earlierByKey = new Map<string, StoredOutcome>();
  if (keys.length > 0) for (const row of (await db.query(byKeysSql, [keys])).rows) earlierByKey.set(String(row.idempotency_key), storedOf(row));

  return group.map(({ reads }, place) => ({
    holds: holds[place]!,
    earlier: reads.idempotencyKey === null ? null : (earlierByKey.get(reads.idempotencyKey) ?? null),
    dinerArrivals: arrivals[place]!,
    noShows: noShows[place]!,
  }));
}

/**
 * Decides the group in arrival order, each reservation seeing the tables its predecessors in the group have just
 * taken, and the tables they have just moved bookings to.
 */
function decideInOrder(group: readonly Reservation[], facts: readonly LockedFacts[]): Outcome[] {
  const taken: NewBooking[] = [];
  const moved = new Map<string, string>();
  const asMoved = (hold: LedgerHold) => {
    const tableKey = hold.reference === undefined ? undefined : moved.get(hold.reference);
    return tableKey === undefined ? hold : { ...hold, tableKey };
  };
  return group.map((reservation, place): Outcome => {
    const { storeId, reads, decide } = reservation;
    const holds = [...facts[place]!.holds.map(asMoved), ...taken.flatMap((insert) => holdsInWindow(insert, storeId, reads) ?? [])];
    const dinerArrivals = [...facts[place]!.dinerArrivals, ...taken.flatMap((insert) => dinersArrival(insert, reads) ?? [])];
    try {
      // No booking of the group is a no-show yet, so each reservation's count is as read.
      const decision = decide({ holds, earlier: facts[place]!.earlier, dinerArrivals, noShows: facts[place]!.noShows });
      // A confirmed booking was already live (confirming needs that), so the others in the group have counted it.
      if ('confirm' in decision) return { reservation, confirm: decision.confirm, answer: decision.answer };
      if ('retable' in decision) {
        moved.set(decision.retable.reference, decision.retable.tableKey);
        return { reservation, retable: decision.retable, answer: decision.answer };
      }
      if (!('insert' in decision)) return { reservation, answer: decision.answer };
      taken.push(decision.insert);
      return { reservation, insert: decision.insert, answer: decision.answer };
    } catch (failure) {
      return { reservation, failure };
    }
  });
}

/** Inserts the group's new bookings in one statement; their ids by reference. */
async function insertAll(db: Queryable, inserts: readonly NewBooking[]): Promise<Map<string, number>> {
  if (inserts.length === 0) return new Map();
  const values = inserts.flatMap((insert) => rowValues(insert, { bool: (value) => value, json: (value) => JSON.stringify(value) }));
  const { rows } = await db.query(insertSql(inserts.length), values);
  return new Map(rows.map((row) => [String(row.reference), Number(row.id)]));
}

function settle(outcome: Outcome, ids: ReadonlyMap<string, number>) {
  const { reservation } = outcome;
  if ('failure' in outcome) return reservation.reject(outcome.failure);
  try {
    if (!('insert' in outcome)) return reservation.resolve(outcome.answer());
    const { reference, status, manageToken } = outcome.insert;
    reservation.resolve(outcome.answer({ id: ids.get(reference)!, reference, status, manageToken }));
  } catch (error) {
    reservation.reject(error);
  }
}

/** Rolls back; when that fails too, the error, so that the pool discards a connection left in an unknown state. */
const rollBack = (client: Queryable): Promise<Error | undefined> =>
  client.query('ROLLBACK').then(
    () => undefined,
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );

/**
 * Writes a group in one transaction on a connection of its own and answers each booking in it. A failure before the
 * COMMIT stores nothing and answers nobody: it is handed back, for the caller to try the bookings again. If the COMMIT
 * itself fails, whether it took effect is unknown, and every booking of the group fails rather than risk being written
 * twice (a diner's retry with its Idempotency-Key finds the booking if it was).
 */
async function writeGroup(pool: PgPool, group: readonly Reservation[]): Promise<{ error: unknown } | null> {
  const client = await pool.connect();
  let outcomes: Outcome[];
  let ids: Map<string, number>;
  let committing = false;
  try {
    await client.query('BEGIN');
    await client.query(lockSql, locksOf(group));
    outcomes = decideInOrder(group, await readFacts(client, group));
    ids = await insertAll(
      client,
      outcomes.flatMap((outcome) => ('insert' in outcome ? [outcome.insert] : [])),
    );
    const confirms = outcomes.flatMap((outcome) => ('confirm' in outcome ? [outcome.confirm] : []));
    if (confirms.length > 0) await client.query(confirmSql, [confirms]);
    const retables = outcomes.flatMap((outcome) => ('retable' in outcome ? [outcome.retable] : []));
    if (retables.length > 0) {
      await client.query(retableSql, [
        retables.map(({ id }) => id),
        retables.map(({ tableKey }) => tableKey),
        retables.map(({ tableLabel }) => tableLabel),
        retables.map(({ areaName }) => areaName),
      ]);
    }
    committing = true;
    await client.query('COMMIT');
  } catch (error) {
    client.release(await rollBack(client));
    if (!committing) return { error };
    for (const { reject } of group) reject(error);
    return null;
  }
  client.release();
  for (const outcome of outcomes) settle(outcome, ids);
  return null;
}

/**
 * The next group: those waiting, in arrival order, up to MAX_GROUP. A second booking with an idempotency key already
 * in the group waits for the next one, where it finds the first as its earlier booking.
 */
function takeGroup(waiting: Reservation[]): Reservation[] {
  const group: Reservation[] = [];
  const keys = new Set<string>();
  for (let index = 0; index < waiting.length && group.length < MAX_GROUP;) {
    const key = waiting[index]!.reads.idempotencyKey;
    if (key !== null && keys.has(key)) {
      index++;
      continue;
    }
    if (key !== null) keys.add(key);
    group.push(...waiting.splice(index, 1));
  }
  return group;
}

/**
 * PostgreSQL: a transaction-scoped advisory lock per restaurant serialises every writer for that restaurant, in any
 * app instance, while bookings at other restaurants go ahead in parallel. Under READ COMMITTED each statement after
 * the lock sees everything committed by the previous holder.
 *
 * Group commit: each process writes its bookings one group at a time, a group being those that arrived while the
 * previous one was being written. One transaction takes the group's restaurants' locks (in ascending order), reads
 * every reservation's holds and earlier booking, decides each in arrival order (each seeing the tables its
 * predecessors in the group have just taken), inserts the new rows in one statement and commits: about five round
 * trips for the group instead of five for each booking, which on a busy night was most of the database's work
 * (docs/decisions/0048). Nobody is answered before the COMMIT.
 * If anything fails before the COMMIT, nothing of the group is stored, and each booking is tried again in a
 * transaction of its own, so one that cannot be written fails alone. If the COMMIT itself fails, whether it took
 * effect is unknown, and every booking of the group fails with it rather than risk being written twice.
 */
export function postgresLedger(pool: () => PgPool): BookingLedger {
  const waiting: Reservation[] = [];
  let writing = false;

  async function writeNextGroup() {
    const group = takeGroup(waiting);
    try {
      const failure = await writeGroup(pool(), group);
      if (!failure) return;
      if (group.length === 1) return group[0]!.reject(failure.error);
      // Each again in a transaction of its own, one after another in arrival order: only the one that cannot be
      // written fails, and the first to ask for a table still gets it.
      for (const reservation of group) {
        const alone = await writeGroup(pool(), [reservation]);
        if (alone) reservation.reject(alone.error);
      }
    } catch (error) {
      // No connection, or something unforeseen: nobody is left waiting (a booking already answered keeps its answer).
      for (const { reject } of group) reject(error);
    }
  }

  async function writeWaiting() {
    try {
      while (waiting.length > 0) await writeNextGroup();
    } finally {
      writing = false;
    }
  }

  /** Slot searches waiting for the next read, with what settles each. */
  let searches: (HoldsWanted & { resolve: (holds: LedgerHold[]) => void; reject: (error: unknown) => void })[] = [];

  function readForSearches() {
    const batch = searches;
    searches = [];
    Promise.resolve()
      .then(() => readHolds(pool(), batch))
      .then(
        (holds) => batch.forEach(({ resolve }, place) => resolve(holds[place]!)),
        (error: unknown) => batch.forEach(({ reject }) => reject(error)),
      );
  }

  return {
    // The slot searches arriving in one turn read in one query: a round trip and a statement for all of them.
    holds: (storeId, from, to, now) =>
      new Promise<LedgerHold[]>((resolve, reject) => {
        if (searches.length === 0) setImmediate(readForSearches);
        searches.push({ storeId, from, to, now, resolve, reject });
      }),

    reserve: <T>(storeId: number, reads: LockedReads, decide: (facts: LockedFacts) => Decision<T>) =>
      new Promise<T>((resolve, reject) => {
        waiting.push({ storeId, reads, decide, resolve: resolve as (answer: unknown) => void, reject });
        if (writing) return;
        writing = true;
        // After this turn's I/O, so the bookings arriving in it are written together.
        setImmediate(() => void writeWaiting());
      }),
  };
}

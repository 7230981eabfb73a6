import 'server-only';
import Database from 'libsql';
import {
  BLOCK_COLUMNS,
  BLOCKS_WHERE,
  bookingColumns,
  DINER_WHERE,
  earliestStartOf,
  HOLD_COLUMNS,
  holdOfRow,
  HOLDS_WHERE,
  NO_SHOWS_WHERE,
  rowValues,
  type LedgerHold,
  type BookingLedger,
  type Decision,
  type LockedFacts,
  type LockedReads,
  type Reservation,
  type Retable,
} from './ledger';
import { checkpointOffTheRequestPath } from './sqlite-checkpointer';

/** How long a writer waits for another process's booking transaction before giving up. */
const BUSY_TIMEOUT_MS = 10_000;

const holdsSql = `SELECT ${HOLD_COLUMNS} FROM bookings WHERE ${HOLDS_WHERE.replace('{store}', '?').replace('{earliest}', '?').replace('{to}', '?').replace('{from}', '?').replace('{now}', '?')}
  UNION ALL SELECT ${BLOCK_COLUMNS} FROM booking_blocks WHERE ${BLOCKS_WHERE.replace('{store}', '?').replace('{to}', '?').replace('{from}', '?')}`;
const dinerSql = `SELECT starts_at FROM bookings WHERE ${DINER_WHERE.replace('{key}', '?').replace('{from}', '?').replace('{to}', '?').replace('{now}', '?')}`;
const noShowsSql = `SELECT COUNT(*) FROM bookings WHERE diner_key = ? AND ${NO_SHOWS_WHERE.replace('{since}', '?').replace('{store}', '?')}`;
const confirmSql = "UPDATE bookings SET status = 'confirmed', hold_until = NULL, updated_at = ? WHERE id = ? AND status = 'unconfirmed'";
const retableSql = 'UPDATE bookings SET table_key = ?, table_label = ?, area_name = ?, updated_at = ? WHERE id = ?';
const insertSql = `INSERT INTO bookings (${bookingColumns.join(', ')}) VALUES (${bookingColumns.map(() => '?').join(', ')})`;
const byKeySql = 'SELECT id, reference, status, manage_token FROM bookings WHERE idempotency_key = ?';

/** The holds query, prepared once on `db`: preparing it at every call was most of a slot search's read (70 µs of 90). */
function holdsQuery(db: Database.Database) {
  const statement = db.prepare(holdsSql).raw();
  return (storeId: number, from: Date, to: Date, now: Date): LedgerHold[] =>
    (
      statement.all(
        storeId,
        earliestStartOf(from).toISOString(),
        to.toISOString(),
        from.toISOString(),
        now.toISOString(),
        storeId,
        to.toISOString(),
        from.toISOString(),
      ) as unknown[][]
    ).map(holdOfRow);
}

/** The connection bookings are written on, with every statement a booking runs prepared once. */
function writeConnection(url: string) {
  const db = new Database(url);
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  checkpointOffTheRequestPath(url, db);
  const byKey = db.prepare(byKeySql).raw();
  const dinerArrivals = db.prepare(dinerSql).raw();
  const noShows = db.prepare(noShowsSql).raw();
  const confirm = db.prepare(confirmSql);
  const retable = db.prepare(retableSql);
  return {
    db,
    holds: holdsQuery(db),
    dinerArrivals: (reads: LockedReads): Date[] =>
      reads.diner === null
        ? []
        : (dinerArrivals.all(reads.diner.key, reads.diner.from.toISOString(), reads.diner.to.toISOString(), reads.now.toISOString()) as unknown[][]).map(
            ([startsAt]) => new Date(String(startsAt)),
          ),
    noShows: (reads: LockedReads): number => {
      if (!reads.noShows) return 0;
      const row = noShows.get(reads.noShows.key, reads.noShows.since.toISOString(), reads.noShows.storeId) as unknown[] | undefined;
      return Number(row?.[0] ?? 0);
    },
    confirm: (id: number) => confirm.run(new Date().toISOString(), id),
    retable: ({ id, tableKey, tableLabel, areaName }: Retable) => retable.run(tableKey, tableLabel, areaName, new Date().toISOString(), id),
    insert: db.prepare(insertSql),
    byIdempotencyKey: (key: string) => {
      const row = byKey.get(key) as unknown[] | undefined;
      return row ? { id: Number(row[0]), reference: String(row[1]), status: String(row[2]), manageToken: String(row[3]) } : null;
    },
  };
}

/** What a reservation came to inside the transaction: an answer to give once committed, or its own failure. */
type Outcome = { reservation: Reservation; answer: () => unknown } | { reservation: Reservation; failure: unknown };

/**
 * SQLite: `BEGIN IMMEDIATE` takes the database's write lock before the capacity check, so a writer in another process
 * on the same file waits until this one has committed, and then sees its bookings.
 *
 * Group commit: the bookings that arrive in the same turn of the event loop are written in one transaction, each
 * inside a savepoint of its own, so each reads the holds (and the idempotency keys) its predecessors in the group
 * have just inserted, and a booking that fails rolls back alone. One COMMIT, and so one flush to disk
 * (`synchronous=FULL`, so a confirmed booking survives a power cut), serves them all; nobody is answered before it.
 * If the COMMIT fails, every booking of the group fails with it, and none is stored.
 *
 * Writes use one dedicated connection (never Payload's, so Payload's statements cannot land inside this transaction).
 * Slot searches read on a second, read-only connection, which in WAL mode never waits for the writer. libsql runs
 * each statement synchronously and `decide` is synchronous, so a transaction runs from BEGIN to COMMIT without
 * anything else in this process running meanwhile. Were it to await, a pending continuation could run a Payload
 * write, which would wait for this transaction's lock by blocking the thread the transaction needs to finish: every
 * request stalled for the busy timeout (10 s; docs/decisions/0046).
 */
export function sqliteLedger(url: string): BookingLedger {
  let writer: ReturnType<typeof writeConnection> | undefined;
  let readHoldsForSearch: ReturnType<typeof holdsQuery> | undefined;
  let waiting: Reservation[] = [];

  /** One reservation inside the open transaction, in a savepoint of its own. */
  function reserveOne(connection: ReturnType<typeof writeConnection>, reservation: Reservation): Outcome {
    const { storeId, reads, decide } = reservation;
    connection.db.exec('SAVEPOINT booking');
    try {
      const earlier = reads.idempotencyKey === null ? null : connection.byIdempotencyKey(reads.idempotencyKey);
      const decision = decide({
        holds: connection.holds(storeId, reads.holdsFrom, reads.holdsTo, reads.now),
        earlier,
        dinerArrivals: connection.dinerArrivals(reads),
        noShows: connection.noShows(reads),
      });
      if ('confirm' in decision) connection.confirm(decision.confirm);
      if ('retable' in decision) connection.retable(decision.retable);
      if (!('insert' in decision)) {
        connection.db.exec('RELEASE booking');
        return { reservation, answer: decision.answer };
      }
      const args = rowValues(decision.insert, { bool: (value) => (value ? 1 : 0), json: (value) => JSON.stringify(value) });
      const { lastInsertRowid } = connection.insert.run(...args);
      connection.db.exec('RELEASE booking');
      const { reference, status, manageToken } = decision.insert;
      return { reservation, answer: () => decision.answer({ id: Number(lastInsertRowid), reference, status, manageToken }) };
    } catch (failure) {
      connection.db.exec('ROLLBACK TO booking');
      connection.db.exec('RELEASE booking');
      return { reservation, failure };
    }
  }

  /** Writes every reservation waiting, in arrival order, in one transaction; then answers each. */
  function commitWaiting() {
    const group = waiting;
    waiting = [];
    let outcomes: Outcome[];
    try {
      const connection = (writer ??= writeConnection(url));
      connection.db.exec('BEGIN IMMEDIATE');
      try {
        outcomes = group.map((reservation) => reserveOne(connection, reservation));
        connection.db.exec('COMMIT');
      } catch (error) {
        if (connection.db.inTransaction) connection.db.exec('ROLLBACK');
        throw error;
      }
    } catch (error) {
      for (const { reject } of group) reject(error);
      return;
    }
    for (const outcome of outcomes) {
      if ('failure' in outcome) {
        outcome.reservation.reject(outcome.failure);
        continue;
      }
      try {
        outcome.reservation.resolve(outcome.answer());
      } catch (error) {
        outcome.reservation.reject(error);
      }
    }
  }

  return {
    holds: async (storeId, from, to, now) => (readHoldsForSearch ??= holdsQuery(new Database(url, { readonly: true })))(storeId, from, to, now),

    reserve: <T>(storeId: number, reads: LockedReads, decide: (facts: LockedFacts) => Decision<T>) =>
      new Promise<T>((resolve, reject) => {
        // The first booking of a group sets the commit for after this turn's I/O: the others arriving in it join.
        if (waiting.length === 0) setImmediate(commitWaiting);
        waiting.push({ storeId, reads, decide, resolve: resolve as (answer: unknown) => void, reject });
      }),
  };
}

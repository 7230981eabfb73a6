import 'server-only';
import { createClient, type Client, type InValue } from '@libsql/client';
import Database from 'libsql';
import type { TableHold } from '../domain/types';
import { KeyedMutex } from './keyed-mutex';
import { bookingColumns, HOLDS_WHERE, rowValues, type BookingLedger, type LockedStore, type StoredOutcome } from './ledger';

/** How long a writer waits for another process's booking transaction before giving up. */
const BUSY_TIMEOUT_MS = 10_000;

const holdsSql = `SELECT table_key, starts_at, ends_at FROM bookings WHERE ${HOLDS_WHERE.replace('{store}', '?').replace('{to}', '?').replace('{from}', '?')}`;
const insertSql = `INSERT INTO bookings (${bookingColumns.join(', ')}) VALUES (${bookingColumns.map(() => '?').join(', ')})`;
const byKeySql = 'SELECT id, reference, status, manage_token FROM bookings WHERE idempotency_key = ?';

type Reader = Pick<Client, 'execute'>;

const holdOf = (tableKey: unknown, startsAt: unknown, endsAt: unknown): TableHold => ({ tableKey: String(tableKey), startsAt: new Date(String(startsAt)), endsAt: new Date(String(endsAt)) });

const readHolds = async (db: Reader, storeId: number, from: Date, to: Date): Promise<TableHold[]> => {
  const { rows } = await db.execute({ sql: holdsSql, args: [storeId, to.toISOString(), from.toISOString()] });
  return rows.map((row) => holdOf(row.table_key, row.starts_at, row.ends_at));
};

/**
 * Slot searches' reads, on a read-only connection of their own with the query prepared once: the client above
 * prepares every statement it runs, which was most of a slot search's read (about 70 µs of 90). In WAL mode a reader
 * never waits for the writer.
 */
function holdsReader(url: string) {
  const statement = new Database(url, { readonly: true }).prepare(holdsSql).raw();
  return (storeId: number, from: Date, to: Date): TableHold[] =>
    (statement.all(storeId, to.toISOString(), from.toISOString()) as unknown[][]).map(([tableKey, startsAt, endsAt]) => holdOf(tableKey, startsAt, endsAt));
}

/**
 * SQLite: `BEGIN IMMEDIATE` takes the database's write lock before the capacity check, so a second writer (in another
 * process on the same file) waits until the first has committed and then sees its booking. Within this process the
 * mutex queues writers first: libsql waits for a lock synchronously, which would otherwise stall the event loop
 * while the holder of the lock, in the same process, waits for it.
 *
 * Writes use one dedicated connection (never Payload's, so Payload's statements cannot land inside this transaction);
 * the mutex means only one transaction is ever open on it. Slot searches read on a second connection, which in WAL
 * mode never waits for the writer. libsql runs each statement synchronously, so a transaction whose `decide` awaits
 * only the locked store's reads runs from BEGIN to COMMIT without giving other requests' I/O a turn: Payload's own
 * writes in this process cannot queue behind the lock and stall.
 */
export function sqliteLedger(url: string): BookingLedger {
  let writer: Promise<Client> | undefined;
  let readHoldsForSearch: ReturnType<typeof holdsReader> | undefined;
  const mutex = new KeyedMutex();
  // One connection for the process's lifetime: libsql's own transaction() would open a new one every time.
  const writeConnection = () =>
    (writer ??= (async () => {
      const client = createClient({ url });
      await client.execute(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
      return client;
    })());

  return {
    holds: async (storeId, from, to) => (readHoldsForSearch ??= holdsReader(url))(storeId, from, to),

    reserve: (storeId, decide) =>
      mutex.run('database', async () => {
        const db = await writeConnection();
        await db.execute('BEGIN IMMEDIATE');
        try {
          const store: LockedStore = {
            holds: (from, to) => readHolds(db, storeId, from, to),
            byIdempotencyKey: async (key) => {
              const { rows } = await db.execute({ sql: byKeySql, args: [key] });
              const row = rows[0];
              return row ? { id: Number(row.id), reference: String(row.reference), status: String(row.status), manageToken: String(row.manage_token) } : null;
            },
          };
          const decision = await decide(store);
          if (!('insert' in decision)) {
            await db.execute('ROLLBACK');
            return decision.answer();
          }
          const args = rowValues(decision.insert, { bool: (value) => (value ? 1 : 0), json: (value) => JSON.stringify(value) }) as InValue[];
          const result = await db.execute({ sql: insertSql, args });
          await db.execute('COMMIT');
          const stored: StoredOutcome = { id: Number(result.lastInsertRowid), reference: decision.insert.reference, status: decision.insert.status, manageToken: decision.insert.manageToken };
          return decision.answer(stored);
        } catch (error) {
          // Still inside the transaction when the failure came before COMMIT; SQLite says so rather than us guessing.
          await db.execute('ROLLBACK').catch((rollbackError: unknown) => {
            if (!/no transaction is active/i.test(String(rollbackError))) throw rollbackError;
          });
          throw error;
        }
      }),
  };
}

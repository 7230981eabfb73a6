import 'server-only';
import { createClient, type Client, type InValue, type Transaction } from '@libsql/client';
import type { TableHold } from '../domain/types';
import { KeyedMutex } from './keyed-mutex';
import { bookingColumns, HOLDS_WHERE, rowValues, type BookingLedger, type LockedStore, type StoredOutcome } from './ledger';

/** How long a writer waits for another process's booking transaction before giving up. */
const BUSY_TIMEOUT_MS = 10_000;

const holdsSql = `SELECT table_key, starts_at, ends_at FROM bookings WHERE ${HOLDS_WHERE.replace('{store}', '?').replace('{to}', '?').replace('{from}', '?')}`;
const insertSql = `INSERT INTO bookings (${bookingColumns.join(', ')}) VALUES (${bookingColumns.map(() => '?').join(', ')})`;
const byKeySql = 'SELECT id, reference, status FROM bookings WHERE idempotency_key = ?';

type Reader = Pick<Client | Transaction, 'execute'>;

const readHolds = async (db: Reader, storeId: number, from: Date, to: Date): Promise<TableHold[]> => {
  const { rows } = await db.execute({ sql: holdsSql, args: [storeId, to.toISOString(), from.toISOString()] });
  return rows.map((row) => ({ tableKey: String(row.table_key), startsAt: new Date(String(row.starts_at)), endsAt: new Date(String(row.ends_at)) }));
};

/**
 * SQLite: `BEGIN IMMEDIATE` takes the database's write lock before the capacity check, so a second writer (in another
 * process on the same file) waits until the first has committed and then sees its booking. Within this process the
 * mutex queues writers first: libsql waits for a lock synchronously, which would otherwise stall the event loop
 * while the holder of the lock, in the same process, waits for it.
 *
 * It uses its own connection so that Payload's connection never sits inside this transaction.
 */
export function sqliteLedger(url: string): BookingLedger {
  let client: Client | undefined;
  const connection = () => (client ??= createClient({ url }));
  const mutex = new KeyedMutex();

  return {
    holds: (storeId, from, to) => readHolds(connection(), storeId, from, to),

    reserve: (storeId, decide) =>
      mutex.run('database', async () => {
        const db = connection();
        // Each transaction takes the client's current connection and the next call opens a fresh one, so the
        // timeout is set every time, on the connection the transaction is about to take.
        await db.execute(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
        const tx = await db.transaction('write');
        try {
          const store: LockedStore = {
            holds: (from, to) => readHolds(tx, storeId, from, to),
            byIdempotencyKey: async (key) => {
              const { rows } = await tx.execute({ sql: byKeySql, args: [key] });
              const row = rows[0];
              return row ? { id: Number(row.id), reference: String(row.reference), status: String(row.status) } : null;
            },
          };
          const decision = await decide(store);
          if (!('insert' in decision)) {
            await tx.rollback();
            return decision.answer();
          }
          const args = rowValues(decision.insert, { bool: (value) => (value ? 1 : 0), json: (value) => JSON.stringify(value) }) as InValue[];
          const result = await tx.execute({ sql: insertSql, args });
          await tx.commit();
          const stored: StoredOutcome = { id: Number(result.lastInsertRowid), reference: decision.insert.reference, status: decision.insert.status };
          return decision.answer(stored);
        } catch (error) {
          if (!tx.closed) await tx.rollback();
          throw error;
        } finally {
          tx.close();
        }
      }),
  };
}

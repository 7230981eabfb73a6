import 'server-only';
import type { TableHold } from '../domain/types';
import { bookingColumns, HOLDS_WHERE, rowValues, type BookingLedger, type StoredOutcome } from './ledger';

/** The slice of node-postgres's Pool the ledger uses (Payload's PostgreSQL adapter owns the pool). */
type Queryable = { query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };
export type PgPool = Queryable & { connect: () => Promise<Queryable & { release: (error?: Error) => void }> };

/** Namespace of the advisory locks, so they never collide with another feature's: "MG" + "BK". */
const LOCK_NAMESPACE = 0x4d474b;

const holdsSql = `SELECT table_key, starts_at, ends_at FROM bookings WHERE ${HOLDS_WHERE.replace('{store}', '$1').replace('{to}', '$2').replace('{from}', '$3')}`;
const insertSql = `INSERT INTO bookings (${bookingColumns.join(', ')}) VALUES (${bookingColumns.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`;

const readHolds = async (db: Queryable, storeId: number, from: Date, to: Date): Promise<TableHold[]> => {
  const { rows } = await db.query(holdsSql, [storeId, to.toISOString(), from.toISOString()]);
  return rows.map((row) => ({ tableKey: String(row.table_key), startsAt: new Date(row.starts_at as string | Date), endsAt: new Date(row.ends_at as string | Date) }));
};

const byIdempotencyKey = async (db: Queryable, key: string): Promise<StoredOutcome | null> => {
  const { rows } = await db.query('SELECT id, reference, status, manage_token FROM bookings WHERE idempotency_key = $1', [key]);
  const row = rows[0];
  return row ? { id: Number(row.id), reference: String(row.reference), status: String(row.status), manageToken: String(row.manage_token) } : null;
};

/**
 * PostgreSQL: a transaction-scoped advisory lock per restaurant serialises every writer for that restaurant, in any
 * app instance, while bookings at other restaurants go ahead in parallel. Under READ COMMITTED each statement after
 * the lock sees everything committed by the previous holder.
 */
export function postgresLedger(pool: () => PgPool): BookingLedger {
  return {
    holds: (storeId, from, to) => readHolds(pool(), storeId, from, to),

    reserve: async (storeId, { holdsFrom, holdsTo, idempotencyKey }, decide) => {
      const client = await pool().connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_NAMESPACE, storeId]);
        const [holds, earlier] = await Promise.all([readHolds(client, storeId, holdsFrom, holdsTo), idempotencyKey === null ? null : byIdempotencyKey(client, idempotencyKey)]);
        const decision = decide({ holds, earlier });
        if (!('insert' in decision)) {
          await client.query('ROLLBACK');
          return decision.answer();
        }
        const values = rowValues(decision.insert, { bool: (value) => value, json: (value) => JSON.stringify(value) });
        const { rows } = await client.query(insertSql, values);
        await client.query('COMMIT');
        return decision.answer({ id: Number(rows[0]?.id), reference: decision.insert.reference, status: decision.insert.status, manageToken: decision.insert.manageToken });
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: unknown) => {
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        throw error;
      } finally {
        // A connection whose rollback failed is in an unknown state: handing it back with the error makes the pool discard it.
        client.release(broken);
      }
    },
  };
}

import type { Client } from '@libsql/client';
import type { Pool } from 'pg';
import type { Payload } from 'payload';

/*
 * No `import 'server-only'`: the sweep is a scheduled task, part of payload.config.ts, which also runs outside Next.
 *
 * Claims bookings for their reminder the way atomic-job-claims.ts claims jobs: one compare-and-set UPDATE that marks
 * `reminded_at` only on rows where it is still empty, returning the rows it marked. The database decides who wins when
 * several processes or instances sweep at once: SQLite runs the statement under its write lock, and PostgreSQL
 * re-checks `reminded_at IS NULL` on each row it waited for, so a row a concurrent sweep claimed first is skipped. A
 * booking is therefore claimed, and reminded, once. The rule is domain/reminder-timing.ts's: confirmed, not begun,
 * due (`starts_at` at most `hours` ahead) and made before its reminder was due (`created_at` ≤ `starts_at` − hours).
 * The (store_id, starts_at) index bounds the read to one restaurant's next `hours`.
 */

const claimSql = {
  sqlite:
    `UPDATE bookings SET reminded_at = ?1 WHERE reminded_at IS NULL AND id IN (SELECT id FROM bookings WHERE store_id = ?2 AND starts_at > ?1 ` +
    `AND starts_at <= ?3 AND status = 'confirmed' AND reminded_at IS NULL AND created_at <= strftime('%Y-%m-%dT%H:%M:%fZ', starts_at, ?4) ` +
    `ORDER BY starts_at, id LIMIT ?5) RETURNING id`,
  postgres:
    `UPDATE bookings SET reminded_at = $1 WHERE reminded_at IS NULL AND id IN (SELECT id FROM bookings WHERE store_id = $2 AND starts_at > $1 ` +
    `AND starts_at <= $3 AND status = 'confirmed' AND reminded_at IS NULL AND created_at <= starts_at - $4::double precision * interval '1 hour' ` +
    `ORDER BY starts_at, id LIMIT $5) RETURNING id`,
  // A claim whose messages could not be queued is handed back, for the next sweep.
  releaseSqlite: 'UPDATE bookings SET reminded_at = NULL WHERE id = ?1 AND reminded_at = ?2',
  releasePostgres: 'UPDATE bookings SET reminded_at = NULL WHERE id = $1 AND reminded_at = $2',
} as const;

type ReminderClaims = {
  /** Claims up to `limit` of one restaurant's bookings due a reminder at `now`; their ids. */
  claim: (storeId: number, hours: number, now: Date, limit: number) => Promise<number[]>;
  /** Hands a claimed booking back (its reminder could not be queued), so the next sweep tries again. */
  release: (bookingId: number, claimedAt: Date) => Promise<void>;
};

export function reminderClaims(payload: Payload): ReminderClaims {
  if (payload.db.name === 'postgres') {
    const { pool } = payload.db as unknown as { pool: Pool };
    return {
      claim: async (storeId, hours, now, limit) => {
        const until = new Date(now.getTime() + hours * 3_600_000);
        const { rows } = await pool.query<{ id: number }>(claimSql.postgres, [now.toISOString(), storeId, until.toISOString(), hours, limit]);
        return rows.map((row) => Number(row.id));
      },
      release: async (bookingId, claimedAt) => {
        await pool.query(claimSql.releasePostgres, [bookingId, claimedAt.toISOString()]);
      },
    };
  }
  const { client } = payload.db as unknown as { client: Client };
  return {
    claim: async (storeId, hours, now, limit) => {
      const until = new Date(now.getTime() + hours * 3_600_000);
      const { rows } = await client.execute({ sql: claimSql.sqlite, args: [now.toISOString(), storeId, until.toISOString(), `-${hours} hours`, limit] });
      return rows.map((row) => Number(row.id));
    },
    release: async (bookingId, claimedAt) => {
      await client.execute({ sql: claimSql.releaseSqlite, args: [bookingId, claimedAt.toISOString()] });
    },
  };
}

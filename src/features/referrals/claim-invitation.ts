import 'server-only';
import type { Client } from '@libsql/client';
import type { Pool } from 'pg';
import type { Payload } from 'payload';

/*
 * Payload's update by `where` reads the matching rows, then writes each by id: two claims of one invitation at the
 * same moment both read it unclaimed and both write, and two friends get the reward. One UPDATE that sets the claim
 * only while there is none lets the database decide: SQLite runs it under its write lock, PostgreSQL re-checks the
 * condition on the row it waited for. The loser's statement changes no row.
 */
const claimSql = {
  sqlite: 'UPDATE referrals SET claimed_at = ?2, updated_at = ?2 WHERE id = ?1 AND claimed_at IS NULL RETURNING id',
  postgres: 'UPDATE referrals SET claimed_at = $2, updated_at = $2 WHERE id = $1 AND claimed_at IS NULL RETURNING id',
} as const;

/** Marks the invitation claimed, if nobody has claimed it yet; true for the one claim that did. */
export async function claimInvitation(payload: Payload, id: number, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  if (payload.db.name === 'postgres') {
    const { pool } = payload.db as unknown as { pool: Pool };
    return (await pool.query(claimSql.postgres, [id, at])).rowCount === 1;
  }
  const { client } = payload.db as unknown as { client: Client };
  return (await client.execute({ sql: claimSql.sqlite, args: [id, at] })).rows.length === 1;
}

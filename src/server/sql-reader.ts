import 'server-only';
import Database from 'libsql';
import type { Pool } from 'pg';
import { env, isPostgres } from '@/server/env';
import { payloadClient } from '@/server/payload';

/** A read of rows as plain objects, the SQL written with `?` placeholders whatever the database. */
export type SqlReader = <Row extends Record<string, unknown>>(sql: string, values: readonly unknown[]) => Promise<Row[]>;

let reader: SqlReader | undefined;

/**
 * Reads for the few screens that list hundreds of rows on every refresh (the day sheet, polled by every device at the
 * host stand), where Payload's document reads (each field through its hooks) cost more than the query: plain SQL on a
 * read-only SQLite connection of its own (WAL: never waits for a writer), or on Payload's PostgreSQL pool. Timestamps
 * come back as ISO text on SQLite and as Dates on PostgreSQL; callers read them with `new Date()`.
 */
export async function sqlReader(): Promise<SqlReader> {
  if (reader) return reader;
  const { DATABASE_URL } = env();
  if (isPostgres(DATABASE_URL)) {
    const pool = ((await payloadClient()).db as unknown as { pool: Pool }).pool;
    reader = async (sql, values) => {
      let place = 0;
      return (
        await pool.query(
          sql.replace(/\?/g, () => `$${++place}`),
          [...values],
        )
      ).rows;
    };
  } else {
    const db = new Database(DATABASE_URL, { readonly: true });
    const statements = new Map<string, Database.Statement>();
    reader = async (sql, values) => {
      let statement = statements.get(sql);
      if (!statement) statements.set(sql, (statement = db.prepare(sql)));
      return statement.all(...values) as never;
    };
  }
  return reader;
}

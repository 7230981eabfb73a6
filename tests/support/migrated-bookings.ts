/**
 * The bookings table as Payload migrates it: the project's migrations (src/migrations/<dialect>) run by Payload's own
 * `migrate` on a fresh database, as scripts/prepare-database.ts runs them before the site starts. The booking ledger
 * writes this table with hand-written SQL; its tests book into it, and tests/integration/bookings-table.test.ts checks
 * the ledger's columns against it, so the two cannot drift apart unnoticed.
 */
import Database from 'libsql';
import { Pool } from 'pg';
import { migrations as postgresMigrations } from '@/migrations/postgres';
import { migrations as sqliteMigrations } from '@/migrations/sqlite';
import { closePayloadInstance, payloadOn } from './payload-instance';

/** A column as the database describes it: its declared type, and whether an insert may leave it out or set it null. */
export type MigratedColumn = { name: string; type: string; notNull: boolean; hasDefault: boolean; primaryKey: boolean };

/** Runs every migration on the empty database at `databaseUrl` with Payload, then closes Payload's connections. */
async function migrate(databaseUrl: string, migrations: unknown): Promise<void> {
  // Errors only: the migrations' progress, and the connections lost when a PostgreSQL one is dropped, are no news.
  // A secret of its own: the unit tests run without npm test's servers (and their TEST_PAYLOAD_SECRET).
  const settings = { PAYLOAD_SECRET: process.env.TEST_PAYLOAD_SECRET ?? 'migrated-bookings-test-secret-0123456789', LOG_LEVEL: 'error' };
  const payload = await payloadOn(databaseUrl, 'migrations', settings);
  try {
    await payload.db.migrate({ migrations: migrations as NonNullable<Parameters<typeof payload.db.migrate>[0]>['migrations'] });
  } finally {
    // Payload's destroy leaves the adapter's connections open. SQLite's is closed here; PostgreSQL's end when the
    // database is dropped (its pool's end would wait for a connection Payload never gives back).
    (payload.db as unknown as { client?: { close(): void } }).client?.close();
    await closePayloadInstance(databaseUrl, 'migrations');
  }
}

/** Migrates a new SQLite file (which must not exist yet) as the site's first start does. */
export const migrateFreshSqlite = (file: string) => migrate(`file:${file}`, sqliteMigrations);

/**
 * Migrates a new database on the PostgreSQL server of `serverUrl` (any database there, such as the test run's site
 * database) as the site's first start does. Returns its URL, and `drop`, which removes it.
 */
export async function migrateFreshPostgres(serverUrl: string, name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new Pool({ connectionString: serverUrl, max: 1 });
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
  try {
    await migrate(url.href, postgresMigrations);
  } catch (error) {
    await drop();
    throw error;
  }
  return { url: url.href, drop };
}

/** The columns of `bookings` in a SQLite file. */
export function sqliteBookingsColumns(file: string): MigratedColumn[] {
  const db = new Database(file, { readonly: true });
  try {
    const rows = db.prepare('PRAGMA table_info(bookings)').all() as { name: string; type: string; notnull: number; dflt_value: string | null; pk: number }[];
    return rows.map((row) => ({
      name: row.name,
      type: row.type.toLowerCase(),
      notNull: row.notnull === 1,
      hasDefault: row.dflt_value !== null,
      primaryKey: row.pk > 0,
    }));
  } finally {
    db.close();
  }
}

/**
 * What creates the migrated tables the ledger reads (`bookings`, `booking_blocks` and `no_show_clearances`), with their indexes, in another SQLite file: every column with its type,
 * NOT NULL and default, and every index (the unique ones included), but not its foreign keys. The ledger tests book for
 * restaurants and occasions that exist nowhere else; the references are the collection's business, not the ledger's.
 */
export function sqliteLedgerTablesSql(file: string): string[] {
  const db = new Database(file, { readonly: true });
  try {
    return ['bookings', 'booking_blocks', 'no_show_clearances'].flatMap((table) => {
      const rows = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string; type: string; notnull: number; dflt_value: string | null; pk: number }[];
      const columns = rows.map(
        (row) =>
          `"${row.name}" ${row.type}${row.pk ? ' PRIMARY KEY' : ''}${row.notnull ? ' NOT NULL' : ''}${row.dflt_value === null ? '' : ` DEFAULT (${row.dflt_value})`}`,
      );
      const indexes = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL").all(table) as { sql: string }[];
      return [`CREATE TABLE ${table} (${columns.join(', ')})`, ...indexes.map((index) => index.sql)];
    });
  } finally {
    db.close();
  }
}

/** The columns of `bookings` in a PostgreSQL database, with the labels of each enum-typed column. */
export async function postgresBookingsColumns(pool: Pool, schema = 'public'): Promise<{ columns: MigratedColumn[]; enumLabels: Map<string, string[]> }> {
  const { rows } = await pool.query<{ column_name: string; data_type: string; udt_name: string; is_nullable: string; column_default: string | null }>(
    'SELECT column_name, data_type, udt_name, is_nullable, column_default FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2',
    [schema, 'bookings'],
  );
  const primary = await pool.query<{ attname: string }>(
    'SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey) WHERE i.indrelid = $1::regclass AND i.indisprimary',
    [`${schema}.bookings`],
  );
  const primaryKey = new Set(primary.rows.map((row) => row.attname));
  const enumLabels = new Map<string, string[]>();
  for (const row of rows.filter((row) => row.data_type === 'USER-DEFINED')) {
    const labels = await pool.query<{ enumlabel: string }>(
      'SELECT e.enumlabel FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid WHERE t.typname = $1 ORDER BY e.enumsortorder',
      [row.udt_name],
    );
    enumLabels.set(
      row.column_name,
      labels.rows.map((label) => label.enumlabel),
    );
  }
  const columns = rows.map((row) => ({
    name: row.column_name,
    type: row.data_type === 'USER-DEFINED' ? 'enum' : row.data_type,
    notNull: row.is_nullable === 'NO',
    hasDefault: row.column_default !== null,
    primaryKey: primaryKey.has(row.column_name),
  }));
  return { columns, enumLabels };
}

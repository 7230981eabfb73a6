/**
 * Brings the database up to date before the site starts: runs pending migrations, then seeds an empty database
 * (the first admin, and the demo chain unless SEED_DEMO_CONTENT=false). Safe to run on every start and from
 * several app instances at once: on PostgreSQL an advisory lock lets one instance do the work while the others wait.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getPayload, type Payload } from 'payload';
import config from '../src/payload.config';
import { migrations as sqliteMigrations } from '../src/migrations/sqlite';
import { migrations as postgresMigrations } from '../src/migrations/postgres';
import { env, isPostgres } from '../src/server/env';
import { seedEmptyDatabase } from '../src/seed/seed';

const PREPARE_LOCK_KEY = 7_316_001;

async function withPostgresLock<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  const pool = (payload.db as unknown as { pool: import('pg').Pool }).pool;
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK_KEY]);
    client.release();
  }
}

// Until the work below is done, leaving is a failure. Node's own code for a module that never finished loading (13)
// then means that not a line of this file ran, which scripts/start.mjs may safely try again.
process.exitCode = 1;

const settings = env();
const postgres = isPostgres(settings.DATABASE_URL);
if (!postgres) {
  // SQLite creates the file but not its folder.
  const file = settings.DATABASE_URL.startsWith('file://') ? fileURLToPath(settings.DATABASE_URL) : settings.DATABASE_URL.slice('file:'.length);
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
}
const payload = await getPayload({ config });
const prepare = async () => {
  // Generated migrations type their arguments per dialect; the adapter's signature takes any dialect's.
  const migrations = (postgres ? postgresMigrations : sqliteMigrations) as unknown as NonNullable<Parameters<typeof payload.db.migrate>[0]>['migrations'];
  await payload.db.migrate({ migrations });
  return seedEmptyDatabase(payload, { adminEmail: settings.ADMIN_EMAIL, adminPassword: settings.ADMIN_PASSWORD, demoContent: settings.SEED_DEMO_CONTENT });
};
const outcome = postgres ? await withPostgresLock(payload, prepare) : await prepare();
payload.logger.info(outcome === 'seeded' ? 'Database was empty: seeded it.' : 'Database already has content: left it as it is.');
await payload.destroy();
process.exit(0);

import { Pool } from 'pg';
import { isPostgres } from './env';
import { logger } from './logger';

/** How often server.ts asks the database whether it answers, and how long an answer may take. */
const PROBE_EVERY_MS = 500;
const PROBE_TIMEOUT_MS = 1000;

/** `watched` is false where there is nothing to watch (SQLite): then it is always reachable. */
export type DatabaseHealth = { watched: boolean; reachable(): boolean; stop(): Promise<void> };

/**
 * Whether the database answers, known before a request needs it, so an answer that failed for want of it can say
 * "unavailable, try again" (503) instead of "something went wrong" (500). On PostgreSQL a connection of its own asks
 * `SELECT 1` twice a second; the app's own pool reconnects by itself once the database is back. SQLite is a file
 * beside the app: there is no outage to tell apart.
 */
export function watchDatabase(databaseUrl: string): DatabaseHealth {
  if (!isPostgres(databaseUrl)) return { watched: false, reachable: () => true, stop: async () => undefined };
  const pool = new Pool({ connectionString: databaseUrl, max: 1, connectionTimeoutMillis: PROBE_TIMEOUT_MS, query_timeout: PROBE_TIMEOUT_MS });
  // A dropped idle connection: the next probe finds out and says so.
  pool.on('error', () => undefined);
  let reachable = true;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const probe = async () => {
    const answered = await pool.query('SELECT 1').then(
      () => true,
      () => false,
    );
    if (answered !== reachable) {
      reachable = answered;
      if (answered) logger.info('database reachable again');
      else logger.error('database unreachable: answers that needed it are 503 until it is back');
    }
    if (!stopped) timer = setTimeout(() => void probe(), PROBE_EVERY_MS).unref();
  };
  void probe();
  return {
    watched: true,
    reachable: () => reachable,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await pool.end().catch(() => undefined);
    },
  };
}

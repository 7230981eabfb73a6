import type { Payload } from 'payload';
import type { Pool, PoolClient } from 'pg';
import { logger } from './logger';

/** A connection whose release was taken over here: the code that checked it out may still call release, harmlessly. */
const alreadyReleased = () => undefined;

/**
 * Keeps Payload's PostgreSQL pool whole through a database outage.
 *
 * - Each connection gets an error listener for its whole life. node-postgres reports a lost connection as an 'error'
 *   event on it; the pool listens only while the connection is idle, so one lost while checked out was an uncaught
 *   exception.
 * - A connection that ends while checked out goes back to the pool, which discards it. Drizzle's transactions never
 *   release a connection whose `BEGIN` failed (it runs outside their try/finally), so every transaction begun as the
 *   database went away kept its dead connection forever: after an outage of a few seconds all twenty were gone, and
 *   the site answered 503 long after the database was back.
 */
export function keepPoolWhole(payload: Payload): void {
  const pool = (payload.db as { pool?: Pool }).pool;
  if (!pool) return;
  pool.on('error', (error) => logger.warn({ err: error }, 'an idle database connection was lost'));
  pool.on('connect', (client: PoolClient) => {
    client.on('error', (error) => logger.warn({ err: error }, 'a database connection in use was lost'));
    client.once('end', () => {
      try {
        client.release(new Error('the database connection ended'));
      } catch {
        // It was idle in the pool (which drops it itself) or released already.
        return;
      }
      client.release = alreadyReleased;
    });
  });
}

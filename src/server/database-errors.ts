/**
 * node-postgres's and PostgreSQL's ways of saying the connection is gone or cannot be made: refused, reset, the server
 * shutting down or starting up (SQLSTATE 57P01-57P03), or any connection exception (class 08).
 */
const LOST_CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03']);
const LOST_CONNECTION_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/** How long a browser, a client or a balancer is told to wait before asking again while the database is away. */
export const RETRY_AFTER_OUTAGE_SECONDS = 5;

/**
 * Whether `error` (or one it wraps: Payload and Drizzle wrap the driver's) says the database could not be reached, so
 * the answer is "unavailable, nothing saved, try again" (503) rather than "something went wrong" (500), also in the
 * moment before the health probe (database-health.ts) has noticed.
 */
export function isLostDatabaseConnection(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (LOST_CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
    if (LOST_CONNECTION_MESSAGE.test(current.message)) return true;
  }
  return false;
}

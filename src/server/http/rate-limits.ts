import { Pool } from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { isPostgres } from '@/server/env';
import { comparableEmail } from '@/lib/contact-fields';
import { logger } from '@/server/logger';
import { rateLimitKeyOf } from './client-address';
import { ADDRESS_LIMITS, rateLimitRuleFor, type RateLimit } from './rate-limit-rules';

/*
 * Every rate limit of the site counts here, with rate-limiter-flexible: the per-visitor limits server.ts applies to
 * endpoints, and the per-address limits features apply to emails. No `import 'server-only'`: server.ts runs it too.
 */

/** One table for every limit (each counts under its own key prefix); created on first use, outside Payload's model. */
const TABLE = 'rate_limits';

/** How long the app counts in memory after the shared table could not be prepared, before it tries again. */
const RETRY_SHARED_AFTER_MS = 30_000;

type Store = { kind: 'memory' } | { kind: 'shared'; pool: Pool };

type Counters = { store: Promise<Store>; limiters: Map<string, Promise<RateLimiterAbstract>> };

/**
 * The counters of each database live on globalThis: server.ts and each route Next bundles load this module separately,
 * and a visitor or an address must be counted once per process, with one database pool, whichever of them counts.
 */
const COUNTERS = Symbol.for('marigold.rate-limit-counters');
const processWide = globalThis as { [COUNTERS]?: Map<string, Counters> };
const countersByDatabase: Map<string, Counters> = (processWide[COUNTERS] ??= new Map());

const memoryLimiter = (limit: RateLimit) => new RateLimiterMemory({ keyPrefix: limit.name, points: limit.points, duration: limit.windowSeconds });

/** The pool the shared limiters use, once the table exists; this instance also deletes long-expired rows. */
async function openSharedTable(databaseUrl: string): Promise<Pool> {
  const pool = new Pool({ connectionString: databaseUrl, max: 4 });
  pool.on('error', (error) => logger.warn({ err: error }, 'rate-limit database connection lost'));
  try {
    await new Promise<void>((resolve, reject) => {
      // The library creates the table from the constructor and calls back once it exists.
      new RateLimiterPostgres(
        { storeClient: pool, tableName: TABLE, tableCreated: false, keyPrefix: 'table', points: 1, duration: 1, clearExpiredByTimeout: true },
        (error?: Error) => (error ? reject(error) : resolve()),
      );
    });
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return pool;
}

/**
 * On PostgreSQL the counts live in the database, so every instance behind the proxy counts the same visitor together;
 * while the database cannot be reached each instance counts in memory instead (the insurance limiter) rather than
 * letting everyone through or refusing everyone. On SQLite there is one instance: memory is the shared place.
 */
function openStore(databaseUrl: string): Promise<Store> {
  if (!isPostgres(databaseUrl)) return Promise.resolve({ kind: 'memory' });
  return openSharedTable(databaseUrl).then(
    (pool): Store => ({ kind: 'shared', pool }),
    (error: unknown): Store => {
      // The database is down at start: count in memory for now, and try the shared table again a little later.
      logger.warn({ err: error }, 'rate limits count in memory until the database answers');
      setTimeout(() => countersByDatabase.delete(databaseUrl), RETRY_SHARED_AFTER_MS).unref();
      return { kind: 'memory' };
    },
  );
}

function limiterFor(limit: RateLimit, databaseUrl: string): Promise<RateLimiterAbstract> {
  let counters = countersByDatabase.get(databaseUrl);
  if (!counters) countersByDatabase.set(databaseUrl, (counters = { store: openStore(databaseUrl), limiters: new Map() }));
  let limiter = counters.limiters.get(limit.name);
  if (!limiter) {
    limiter = counters.store.then((store) =>
      store.kind === 'memory'
        ? memoryLimiter(limit)
        : new RateLimiterPostgres({
            storeClient: store.pool,
            tableName: TABLE,
            tableCreated: true,
            keyPrefix: limit.name,
            points: limit.points,
            duration: limit.windowSeconds,
            insuranceLimiter: memoryLimiter(limit),
          }),
    );
    counters.limiters.set(limit.name, limiter);
  }
  return limiter;
}

type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Whether a limiter refused (rather than failed). Known by its shape as well as its class: a limiter is shared by
 * server.ts and Next's bundles (a route's limit and a server action's are one count), each with its own copy of the
 * library, so a refusal from a limiter the other copy made is not an instance of this copy's class.
 */
function isRefusal(outcome: unknown): outcome is RateLimiterRes {
  if (outcome instanceof RateLimiterRes) return true;
  if (typeof outcome !== 'object' || outcome === null || outcome instanceof Error) return false;
  const { msBeforeNext, remainingPoints, consumedPoints } = outcome as Record<string, unknown>;
  return [msBeforeNext, remainingPoints, consumedPoints].every((value) => typeof value === 'number');
}

/**
 * Counts one request against `limit` for `subject` (a visitor's address, an email address), on the site's database
 * (DATABASE_URL, or `databaseUrlOf(payload)`). A refused request is not counted, so a client that waits gets through.
 */
export async function consumeRateLimit(limit: RateLimit, subject: string, databaseUrl: string): Promise<RateLimitVerdict> {
  const limiter = await limiterFor(limit, databaseUrl);
  try {
    await limiter.consume(subject);
    return { allowed: true };
  } catch (outcome) {
    if (isRefusal(outcome)) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
    // A store failure the insurance limiter could not absorb: let the request through rather than fail a booking.
    logger.warn({ err: outcome, limit: limit.name }, 'rate limit could not be counted');
    return { allowed: true };
  }
}

/** Counts one request of this visitor (their address, client-address.ts) against `rule`: an IPv6 visitor by their /64. */
export const consumeVisitorRateLimit = (rule: RateLimit, visitor: string, databaseUrl: string) => consumeRateLimit(rule, rateLimitKeyOf(visitor), databaseUrl);

/** Counts the request against the rule of the route that answers it (if it has one) for this visitor. */
export async function checkRateLimit(method: string, url: string, visitor: string, databaseUrl: string): Promise<RateLimitVerdict> {
  const rule = rateLimitRuleFor(method, url);
  return rule ? consumeVisitorRateLimit(rule, visitor, databaseUrl) : { allowed: true };
}

/**
 * Forgets every count kept under an email address, whatever the limit: when a diner's data is erased, no key naming
 * their address stays behind.
 */
export async function forgetRateLimitCountsOf(email: string, databaseUrl: string): Promise<void> {
  for (const limit of Object.values(ADDRESS_LIMITS)) await (await limiterFor(limit, databaseUrl)).delete(comparableEmail(email));
}

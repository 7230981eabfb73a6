import { Pool } from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { logger } from '@/server/logger';
import { rateLimitRuleFor, RATE_LIMIT_RULES, type RateLimitRule } from './rate-limit-rules';

/** One table for every rule (each counts under its own key prefix); created on first use, outside Payload's model. */
const TABLE = 'rate_limits';

type Limiters = Map<string, RateLimiterAbstract>;

const memoryLimiter = (rule: RateLimitRule) =>
  new RateLimiterMemory({
    keyPrefix: rule.name,
    points: rule.points,
    duration: rule.windowSeconds,
  });

/**
 * On PostgreSQL the counts live in the database, so every instance behind the proxy counts the same visitor together;
 * while the database cannot be reached each instance counts in memory instead (the insurance limiter) rather than
 * letting everyone through or refusing everyone. On SQLite there is one instance: memory is the shared place.
 */
async function postgresLimiters(databaseUrl: string): Promise<Limiters> {
  const pool = new Pool({ connectionString: databaseUrl, max: 4 });
  pool.on('error', (error) => logger.warn({ err: error }, 'rate-limit database connection lost'));
  const limiters: Limiters = new Map();
  let tableCreated = false;
  try {
    for (const rule of RATE_LIMIT_RULES) {
      // The first limiter creates the table; the others are told it exists, so no two instances race on CREATE TABLE.
      const limiter = await new Promise<RateLimiterPostgres>((resolve, reject) => {
        // The library calls back from inside its constructor when the table exists: resolve once it has returned.
        const ready = (error?: Error) => (error ? reject(error) : queueMicrotask(() => resolve(created)));
        const created: RateLimiterPostgres = new RateLimiterPostgres(
          {
            storeClient: pool,
            tableName: TABLE,
            tableCreated,
            keyPrefix: rule.name,
            points: rule.points,
            duration: rule.windowSeconds,
            clearExpiredByTimeout: !tableCreated,
            insuranceLimiter: memoryLimiter(rule),
          },
          ready,
        );
      });
      tableCreated = true;
      limiters.set(rule.name, limiter);
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return limiters;
}

/** How long the app counts in memory after the shared table could not be prepared, before it tries again. */
const RETRY_SHARED_AFTER_MS = 30_000;

const memoryLimiters = (): Limiters => new Map(RATE_LIMIT_RULES.map((rule) => [rule.name, memoryLimiter(rule)]));

let limiters: Promise<Limiters> | undefined;

function limitersFor(databaseUrl: string): Promise<Limiters> {
  limiters ??= /^postgres(ql)?:\/\//.test(databaseUrl)
    ? postgresLimiters(databaseUrl).catch((error: unknown) => {
        // The database is down at start: count in memory for now, and try the shared table again a little later.
        logger.warn({ err: error }, 'rate limits count in memory until the database answers');
        setTimeout(() => (limiters = undefined), RETRY_SHARED_AFTER_MS).unref();
        return memoryLimiters();
      })
    : Promise.resolve(memoryLimiters());
  return limiters;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts the request against its endpoint's rule (if it has one) for this visitor. */
export async function checkRateLimit(
  method: string,
  url: string,
  visitor: string,
  databaseUrl: string,
): Promise<RateLimitVerdict> {
  const rule = rateLimitRuleFor(method, url);
  if (!rule) return { allowed: true };
  const limiter = (await limitersFor(databaseUrl)).get(rule.name)!;
  try {
    await limiter.consume(visitor);
    return { allowed: true };
  } catch (outcome) {
    if (outcome instanceof RateLimiterRes)
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)),
      };
    // A store failure the insurance limiter could not absorb: let the visitor through rather than fail their booking.
    logger.warn({ err: outcome, rule: rule.name }, 'rate limit could not be counted');
    return { allowed: true };
  }
}

import type { Payload, TaskConfig } from 'payload';
import { JOB_QUEUES } from '@/server/jobs/job-queues';
import { CLIENT_ADDRESS_HEADER } from './client-address';
import { ServiceError } from '@/server/errors';

/*
 * No `import 'server-only'`: the clean-up task below is part of payload.config.ts, which also runs outside Next.
 */

export const RATE_LIMIT_COLLECTION = 'rate-limit-hits';

/** A limit: at most `points` requests per `windowSeconds` for one key (an address, an email, a visitor's IP). */
export type RateLimit = { name: string; points: number; windowSeconds: number };

export type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts a request against `limit` for `subject` and says whether it may go ahead: a sliding window over the rows
 * of the last `windowSeconds`, kept in the database so every process and instance shares the count. A refused
 * request is not counted, so a client that waits gets through. Two requests at the same instant may both pass when
 * one point is left (the check and the insert are two statements): a limit here is a brake on abuse, not a quota.
 */
export async function consumeRateLimit(payload: Payload, limit: RateLimit, subject: string, now = new Date()): Promise<RateLimitOutcome> {
  const key = `${limit.name}:${subject}`;
  const { docs, totalDocs } = await payload.db.find<{ expiresAt: string }>({
    collection: RATE_LIMIT_COLLECTION,
    where: { key: { equals: key }, expiresAt: { greater_than: now.toISOString() } },
    sort: 'expiresAt',
    limit: 1,
    pagination: true,
  });
  if (totalDocs >= limit.points) {
    const oldestExpiry = docs[0] ? new Date(docs[0].expiresAt).getTime() : now.getTime() + limit.windowSeconds * 1000;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldestExpiry - now.getTime()) / 1000)) };
  }
  await payload.db.create({ collection: RATE_LIMIT_COLLECTION, data: { key, expiresAt: new Date(now.getTime() + limit.windowSeconds * 1000).toISOString() } });
  return { allowed: true };
}

/** The visitor's address, as server.ts decided it for this request. */
export const clientAddress = (headers: Headers): string => headers.get(CLIENT_ADDRESS_HEADER) || 'unknown';

/** Deletes counted requests whose window has passed. */
export async function forgetExpiredRateLimitHits(payload: Payload, now = new Date()): Promise<void> {
  await payload.db.deleteMany({ collection: RATE_LIMIT_COLLECTION, where: { expiresAt: { less_than: now.toISOString() } } });
}

/**
 * Forgets every count kept for `subject` (an email address), whatever the limit: when a diner's data is erased, no
 * key naming their address stays behind. Keys are `${limit}:${subject}`; subjects are stored lower-cased.
 */
export async function forgetRateLimitCountsOf(payload: Payload, subject: string): Promise<void> {
  const suffix = `:${subject.trim().toLowerCase()}`;
  const { docs } = await payload.db.find<{ id: number | string; key: string }>({ collection: RATE_LIMIT_COLLECTION, where: { key: { like: subject.trim() } }, pagination: false });
  const ids = docs.filter((row) => row.key.toLowerCase().endsWith(suffix)).map((row) => row.id);
  if (ids.length) await payload.db.deleteMany({ collection: RATE_LIMIT_COLLECTION, where: { id: { in: ids } } });
}

/** A scheduled clean-up: every ten minutes, rows of passed windows are deleted. Safe to run twice. */
export const forgetRateLimitHitsTask: TaskConfig<'forget-rate-limit-hits'> = {
  slug: 'forget-rate-limit-hits',
  label: 'Forget expired rate-limit counts',
  schedule: [{ cron: '0 */10 * * * *', queue: JOB_QUEUES.maintenance }],
  handler: async ({ req }) => {
    await forgetExpiredRateLimitHits(req.payload);
    return { output: {} };
  },
};

/** `consumeRateLimit` for a request handler: a refusal is the service result 109 (429), which the API edge answers. */
export async function requireRateLimit(payload: Payload, limit: RateLimit, subject: string, now = new Date()): Promise<void> {
  const outcome = await consumeRateLimit(payload, limit, subject, now);
  if (!outcome.allowed) throw new ServiceError('tooManyRequests');
}

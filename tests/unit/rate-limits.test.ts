import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADDRESS_LIMITS, rateLimitRuleFor } from '@/server/http/rate-limit-rules';
import { comparableEmail } from '@/lib/contact-fields';
import { checkRateLimit, consumeRateLimit, forgetRateLimitCountsOf } from '@/server/http/rate-limits';

/** On SQLite the counts are kept in memory: these run against that store, as a one-instance site does. */
const SQLITE = 'file:./never-opened.db';
const uniqueAddress = () => `Diner.${randomUUID()}@Example.COM`;

describe('rate limits', () => {
  it('lets a subject through up to the limit, then refuses with the seconds until a request is allowed again', async () => {
    const limit = { name: `test-${randomUUID()}`, points: 2, windowSeconds: 60 };
    expect(await consumeRateLimit(limit, 'a', SQLITE)).toEqual({ allowed: true });
    expect(await consumeRateLimit(limit, 'a', SQLITE)).toEqual({ allowed: true });
    const refused = await consumeRateLimit(limit, 'a', SQLITE);
    expect(refused.allowed).toBe(false);
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(58);
    // Each subject and each limit counts on its own.
    expect(await consumeRateLimit(limit, 'b', SQLITE)).toEqual({ allowed: true });
    expect(await consumeRateLimit({ ...limit, name: `other-${randomUUID()}` }, 'a', SQLITE)).toEqual({ allowed: true });
  });

  it('counts an endpoint under its rule and leaves endpoints without one alone', async () => {
    const visitor = `203.0.113.${Math.floor(Math.random() * 250)}-${randomUUID()}`;
    const token = rateLimitRuleFor('POST', '/api/token')!;
    for (let request = 0; request < token.points; request++) expect((await checkRateLimit('POST', '/api/token?x=1', visitor, SQLITE)).allowed).toBe(true);
    expect((await checkRateLimit('POST', '/api/token', visitor, SQLITE)).allowed).toBe(false);
    // A GET of the same path is not what the rule counts, nor is a page.
    expect(await checkRateLimit('GET', '/api/token', visitor, SQLITE)).toEqual({ allowed: true });
    expect(await checkRateLimit('GET', '/menu', visitor, SQLITE)).toEqual({ allowed: true });
  });

  it('knows a refusal made by another copy of the library (server.ts and Next’s bundles count on shared limiters)', async () => {
    const database = `file:./other-copy-${randomUUID()}.db`;
    const limit = { name: `shared-${randomUUID()}`, points: 1, windowSeconds: 60 };
    await consumeRateLimit(limit, 'a', database);
    // As the other copy's limiter answers: its own RateLimiterRes, not an instance of this copy's class.
    class RateLimiterRes {
      constructor(
        readonly msBeforeNext: number,
        readonly remainingPoints = 0,
        readonly consumedPoints = 2,
        readonly isFirstInDuration = false,
      ) {}
    }
    const counters = (globalThis as Record<symbol, Map<string, { limiters: Map<string, Promise<unknown>> }>>)[Symbol.for('marigold.rate-limit-counters')]!.get(
      database,
    )!;
    counters.limiters.set(limit.name, Promise.resolve({ consume: () => Promise.reject(new RateLimiterRes(4_200)) }));
    expect(await consumeRateLimit(limit, 'a', database)).toEqual({ allowed: false, retryAfterSeconds: 5 });
    // A store that fails is not a refusal: the request goes through.
    counters.limiters.set(limit.name, Promise.resolve({ consume: () => Promise.reject(new Error('connection lost')) }));
    expect(await consumeRateLimit(limit, 'a', database)).toEqual({ allowed: true });
  });

  it('forgets every count kept under an erased address, however the address was typed', async () => {
    const email = uniqueAddress();
    const { signUpEmails, invitationsByReferrer } = ADDRESS_LIMITS;
    for (let sent = 0; sent < signUpEmails.points; sent++) await consumeRateLimit(signUpEmails, comparableEmail(email), SQLITE);
    for (let sent = 0; sent < invitationsByReferrer.points; sent++) await consumeRateLimit(invitationsByReferrer, comparableEmail(email), SQLITE);
    expect((await consumeRateLimit(signUpEmails, comparableEmail(email.toLowerCase()), SQLITE)).allowed).toBe(false);
    expect((await consumeRateLimit(invitationsByReferrer, comparableEmail(email), SQLITE)).allowed).toBe(false);

    await forgetRateLimitCountsOf(` ${email.toUpperCase()} `, SQLITE);

    expect(await consumeRateLimit(signUpEmails, comparableEmail(email), SQLITE)).toEqual({ allowed: true });
    expect(await consumeRateLimit(invitationsByReferrer, comparableEmail(email), SQLITE)).toEqual({ allowed: true });
  });
});

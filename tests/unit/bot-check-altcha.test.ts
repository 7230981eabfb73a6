import { solveChallenge, type Challenge } from 'altcha-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHALLENGE_PREFIX, CHALLENGE_TTL_MS, deriveChallengeKey, newChallenge } from '@/features/bot-check/altcha/altcha-challenge';
import { verifyAltcha } from '@/features/bot-check/altcha/verify-altcha';
import { derivedHmacKey } from '@/features/bot-check/bot-check-settings';
import type { SpentProofs } from '@/features/bot-check/spent-proofs';

const KEY = 'k'.repeat(64);

/** Spent proofs in memory, with the same once-only contract as the database's. */
const memorySpentProofs = (): SpentProofs & { seen: Map<string, Date> } => {
  const seen = new Map<string, Date>();
  return {
    seen,
    spend: async (proof, expiresAt) => {
      if (seen.has(proof)) return false;
      seen.set(proof, expiresAt);
      return true;
    },
  };
};

/** What the widget submits once it has solved a challenge. */
async function proofFor(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey: deriveChallengeKey });
  if (!solution) throw new Error('could not solve the challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ALTCHA challenges', () => {
  it('are signed, expire a few minutes after they are issued, and each has its own nonce', async () => {
    const now = new Date();
    const [first, second] = await Promise.all([newChallenge(KEY, now), newChallenge(KEY, now)]);
    expect(first.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(first.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      keyPrefix: CHALLENGE_PREFIX,
      expiresAt: Math.floor((now.getTime() + CHALLENGE_TTL_MS) / 1000),
    });
    expect(first.parameters.nonce).not.toBe(second!.parameters.nonce);
  });

  it('take a key derived from the app secret when none is set: stable, and not the secret itself', () => {
    const secret = 's'.repeat(40);
    expect(derivedHmacKey(secret)).toBe(derivedHmacKey(secret));
    expect(derivedHmacKey(secret)).not.toContain(secret);
    expect(derivedHmacKey(secret)).not.toBe(derivedHmacKey(`${secret}x`));
  });
});

// Each test solves real challenges, as a visitor's browser would: about a second of work apiece on a busy machine.
describe('verifying an ALTCHA proof', { timeout: 30_000 }, () => {
  it('accepts a solved challenge once, and refuses it the second time', async () => {
    const spent = memorySpentProofs();
    const token = await proofFor(await newChallenge(KEY));
    expect(await verifyAltcha(token, { hmacKey: KEY, spent, now: new Date() })).toEqual({ ok: true });
    expect(await verifyAltcha(token, { hmacKey: KEY, spent, now: new Date() })).toEqual({
      ok: false,
      failure: 'invalid-token',
      reason: 'replayed',
      message: 'Invalid token',
    });
    expect(spent.seen.size).toBe(1);
  });

  it('refuses an expired proof without spending it', async () => {
    const spent = memorySpentProofs();
    const issued = new Date();
    const token = await proofFor(await newChallenge(KEY, issued));
    const later = new Date(issued.getTime() + CHALLENGE_TTL_MS + 1000);
    expect(await verifyAltcha(token, { hmacKey: KEY, spent, now: later })).toMatchObject({ ok: false, reason: 'expired', message: 'Invalid token' });
    // The library's own clock check agrees when the real clock has moved on too.
    vi.useFakeTimers({ now: later, toFake: ['Date'] });
    expect(await verifyAltcha(token, { hmacKey: KEY, spent, now: issued })).toMatchObject({ ok: false, reason: 'expired' });
    expect(spent.seen.size).toBe(0);
  });

  it('refuses a challenge signed with another key, and one whose parameters were changed', async () => {
    const spent = memorySpentProofs();
    const token = await proofFor(await newChallenge('other'.repeat(10)));
    expect(await verifyAltcha(token, { hmacKey: KEY, spent, now: new Date() })).toMatchObject({ ok: false, reason: 'forged' });

    const challenge = await newChallenge(KEY);
    const easier = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '0' } };
    expect(await verifyAltcha(await proofFor(easier), { hmacKey: KEY, spent, now: new Date() })).toMatchObject({ ok: false, reason: 'forged' });

    const longLived = await newChallenge(KEY, new Date(Date.now() + 3_600_000));
    expect(await verifyAltcha(await proofFor(longLived), { hmacKey: KEY, spent, now: new Date() })).toMatchObject({ ok: false, reason: 'forged' });
    expect(spent.seen.size).toBe(0);
  });

  it('refuses a wrong answer to a real challenge', async () => {
    const challenge = await newChallenge(KEY);
    const token = Buffer.from(JSON.stringify({ challenge, solution: { counter: 1, derivedKey: 'ab'.repeat(32) } })).toString('base64');
    expect(await verifyAltcha(token, { hmacKey: KEY, spent: memorySpentProofs(), now: new Date() })).toMatchObject({ ok: false, reason: 'wrong-solution' });
  });

  it.each([
    ['not base64 JSON', 'definitely-not-a-proof'],
    ['JSON of the wrong shape', Buffer.from('{"challenge":{}}').toString('base64')],
    ['an empty object', Buffer.from('{}').toString('base64')],
    ['a number', Buffer.from('42').toString('base64')],
  ])('refuses %s as malformed', async (_, token) => {
    expect(await verifyAltcha(token, { hmacKey: KEY, spent: memorySpentProofs(), now: new Date() })).toMatchObject({
      ok: false,
      reason: 'malformed',
      message: 'Invalid token',
    });
  });

  it('lets a database failure through to the caller, who answers "Internal error"', async () => {
    const token = await proofFor(await newChallenge(KEY));
    const broken: SpentProofs = { spend: () => Promise.reject(new Error('database is down')) };
    await expect(verifyAltcha(token, { hmacKey: KEY, spent: broken, now: new Date() })).rejects.toThrow('database is down');
  });
});

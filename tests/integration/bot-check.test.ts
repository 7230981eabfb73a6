/**
 * The self-hosted bot check end to end: the challenge endpoint of each running server hands out challenges, a proof
 * made as the widget makes it is checked by the verifier the form endpoints call, against the server's database, and
 * is accepted once. The verifier runs here, in another process than the server that issued the challenge, as it
 * would on another instance.
 */
import type { Challenge } from 'altcha-lib';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHALLENGE_TTL_MS } from '@/features/bot-check/altcha/altcha-challenge';
import { verifyAltcha } from '@/features/bot-check/altcha/verify-altcha';
import { derivedHmacKey } from '@/features/bot-check/bot-check-settings';
import { databaseSpentProofs, forgetExpiredProofs } from '@/features/bot-check/spent-proofs';
import { verifyBotCheck } from '@/features/bot-check/verify-bot-check';
import { challengeFrom, proofFor } from '../support/bot-check';
import { serverBotCheckKey } from '../support/bot-check-keys';
import { closePayloadInstances, databaseUrlOf, payloadOn } from '../support/payload-instance';
import { runningSitePairs } from '../support/site-api';

const serverKey = serverBotCheckKey;

afterAll(closePayloadInstances);

describe.each(runningSitePairs)('bot check on %s', { timeout: 60_000 }, (name, first, second) => {
  let payload: Payload;
  // Loading Payload keeps this process busy for a few seconds: before any test, not between a test's requests.
  beforeAll(async () => {
    payload = await payloadOn(databaseUrlOf(name));
  }, 120_000);

  it('hands out a fresh, signed challenge that lives five minutes, on every instance', async () => {
    const before = Date.now();
    expect((await fetch(`${first}/api/bot-check/challenge`)).headers.get('cache-control')).toBe('no-store, no-transform');
    const [a, b] = await Promise.all([challengeFrom(first), challengeFrom(second)]);
    expect(a.parameters.nonce).not.toBe(b.parameters.nonce);
    expect(a.signature).toMatch(/^[0-9a-f]{64}$/);
    const expiresAt = a.parameters.expiresAt! * 1000;
    expect(expiresAt).toBeGreaterThan(before + CHALLENGE_TTL_MS - 2_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + CHALLENGE_TTL_MS);
  });

  it('accepts a proof once, whichever instance issued it, and refuses it the second time', async () => {
    const spent = databaseSpentProofs(payload);
    const token = await proofFor(await challengeFrom(second));
    const check = () => verifyAltcha(token, { hmacKey: serverKey(), spent, now: new Date() });
    expect(await check()).toEqual({ ok: true });
    expect(await check()).toEqual({ ok: false, failure: 'invalid-token', reason: 'replayed', message: 'Invalid token' });
  });

  it('accepts a proof once even when it is sent twice at the same moment', async () => {
    const spent = databaseSpentProofs(payload);
    const token = await proofFor(await challengeFrom(first));
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => verifyAltcha(token, { hmacKey: serverKey(), spent, now: new Date() })));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'replayed')).toHaveLength(3);
  });

  it('refuses an expired proof, and forgets spent proofs once they have expired', async () => {
    const spent = databaseSpentProofs(payload);
    const token = await proofFor(await challengeFrom(first));
    const afterExpiry = new Date(Date.now() + CHALLENGE_TTL_MS + 1_000);
    expect(await verifyAltcha(token, { hmacKey: serverKey(), spent, now: afterExpiry })).toMatchObject({
      ok: false,
      reason: 'expired',
      message: 'Invalid token',
    });

    expect(await verifyAltcha(token, { hmacKey: serverKey(), spent, now: new Date() })).toEqual({ ok: true });
    const { nonce } = (JSON.parse(Buffer.from(token, 'base64').toString()) as { challenge: Challenge }).challenge.parameters;
    const stored = () => payload.db.count({ collection: 'bot-check-proofs', where: { proof: { equals: `altcha:${nonce}` } } });
    expect((await stored()).totalDocs).toBe(1);
    await forgetExpiredProofs(payload, afterExpiry);
    expect((await stored()).totalDocs).toBe(0);
  });

  it('refuses a proof signed with another key, a missing proof and an empty one', async () => {
    const spent = databaseSpentProofs(payload);
    const token = await proofFor(await challengeFrom(first));
    expect(await verifyAltcha(token, { hmacKey: derivedHmacKey('another-secret-entirely-0123456789abcdef'), spent, now: new Date() })).toMatchObject({
      ok: false,
      reason: 'forged',
    });
    expect(await verifyBotCheck(undefined, { action: 'contact' })).toEqual({
      ok: false,
      failure: 'invalid-token',
      reason: 'missing',
      message: 'Invalid token',
    });
    expect(await verifyBotCheck('   ', { action: 'contact' })).toMatchObject({ ok: false, reason: 'missing', message: 'Invalid token' });
  });
});

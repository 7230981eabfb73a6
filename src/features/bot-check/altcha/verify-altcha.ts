import { verifySolution, type Challenge } from 'altcha-lib';
import { z } from 'zod';
import { passed, refused, type BotCheckOutcome } from '../bot-check-outcome';
import type { SpentProofs } from '../spent-proofs';
import { CHALLENGE_TTL_MS, deriveChallengeKey } from './altcha-challenge';

/** What the widget submits: base64 of `{ challenge, solution }`. Only the shape is checked here; the signature says the rest. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.string(),
        nonce: z.string().regex(/^[0-9a-f]{16,128}$/),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
        expiresAt: z.number(),
      })
      .loose(),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }).loose(),
});

function parsePayload(token: string) {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch (error) {
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}

/**
 * What makes an ALTCHA proof one proof: its challenge's nonce (one challenge may be solved by several counters). The
 * key it is recorded under once spent; null for what is not an ALTCHA proof.
 */
export function altchaProofKey(token: string): string | null {
  const payload = parsePayload(token);
  return payload ? `altcha:${payload.challenge.parameters.nonce}` : null;
}

/** Allowance for clocks of instances that do not quite agree. */
const CLOCK_SKEW_MS = 60_000;

/**
 * Checks an ALTCHA proof: our signature over the challenge, not expired, the solution right, and the challenge never
 * used before. The last step records it as spent in the database, atomically, so the same proof sent twice, to one
 * instance or two, passes once. A refusal spends nothing; a database that does not answer throws (the caller reports
 * "Internal error").
 */
export async function verifyAltcha(token: string, { hmacKey, spent, now }: { hmacKey: string; spent: SpentProofs; now: Date }): Promise<BotCheckOutcome> {
  const payload = parsePayload(token);
  if (!payload) return refused('malformed');
  const { parameters } = payload.challenge;
  const expiresAt = parameters.expiresAt * 1000;
  if (expiresAt <= now.getTime()) return refused('expired');
  // A challenge lives CHALLENGE_TTL_MS; one claiming to live longer was not issued here (or the key leaked).
  if (expiresAt > now.getTime() + CHALLENGE_TTL_MS + CLOCK_SKEW_MS) return refused('forged');

  let result: Awaited<ReturnType<typeof verifySolution>>;
  try {
    result = await verifySolution({
      challenge: payload.challenge as Challenge,
      solution: payload.solution,
      deriveKey: deriveChallengeKey,
      hmacSignatureSecret: hmacKey,
    });
  } catch {
    // Only a signed challenge reaches key derivation, so this is input the library could not read: not a proof.
    return refused('malformed');
  }
  if (result.expired) return refused('expired');
  if (result.invalidSignature) return refused('forged');
  if (!result.verified) return refused('wrong-solution');

  const first = await spent.spend(`altcha:${parameters.nonce}`, new Date(expiresAt));
  return first ? passed : refused('replayed');
}

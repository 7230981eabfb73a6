/** Proofs only the server's key can make: for the integration tests, which run beside the server's code. */
import { createChallenge } from 'altcha-lib';
import { CHALLENGE_ALGORITHM, CHALLENGE_TTL_MS, deriveChallengeKey, newChallenge } from '@/features/bot-check/altcha/altcha-challenge';
import { derivedHmacKey } from '@/features/bot-check/bot-check-settings';
import { proofFor } from './bot-check';

/** The key the test servers sign their challenges with (derived from the PAYLOAD_SECRET `npm test` gives them). */
export const serverBotCheckKey = () => derivedHmacKey(process.env.TEST_PAYLOAD_SECRET!);

/** A correctly signed and solved proof whose challenge expired a minute ago. */
export const expiredBotCheckProof = async () => proofFor(await newChallenge(serverBotCheckKey(), new Date(Date.now() - 6 * 60_000)));

/**
 * A good, unused proof made here with the server's key, for tests whose subject is not the bot check (every booking
 * the API creates needs one): signed like the server's own, but asking for almost no work (about 16 tries of one round).
 * The server checks it as any other (signature, expiry, solution, once only).
 */
export const mintedBotCheckProof = async () =>
  proofFor(
    await createChallenge({
      algorithm: CHALLENGE_ALGORITHM,
      cost: 1,
      keyPrefix: '0',
      deriveKey: deriveChallengeKey,
      hmacSignatureSecret: serverBotCheckKey(),
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    }),
  );

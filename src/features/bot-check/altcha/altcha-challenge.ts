import { createChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/*
 * The proof of work: find a counter whose PBKDF2 key starts with CHALLENGE_PREFIX. Each try costs CHALLENGE_COST
 * rounds; about 16^3 = 4,096 tries are expected, a fraction of a second in the widget's workers on a laptop and a
 * second or so on a mid-range phone, while it runs in the background as the visitor fills in the form. The server
 * derives nothing to issue a challenge (a random prefix search, not a pre-computed answer), so handing them out is
 * cheap, and checks one key per submission.
 */
export const CHALLENGE_ALGORITHM = 'PBKDF2/SHA-256';
const CHALLENGE_COST = 500;
export const CHALLENGE_PREFIX = '000';

/** A challenge is accepted for this long after it was issued, and only once. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export { deriveKey as deriveChallengeKey };

/** A new signed challenge, as the widget fetches it. */
export function newChallenge(hmacKey: string, now = new Date()): Promise<Challenge> {
  return createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost: CHALLENGE_COST,
    keyPrefix: CHALLENGE_PREFIX,
    deriveKey,
    hmacSignatureSecret: hmacKey,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
}

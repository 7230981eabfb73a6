/** Proofs only the server's key can make: for the integration tests, which run beside the server's code. */
import { newChallenge } from '@/features/bot-check/altcha/altcha-challenge';
import { derivedHmacKey } from '@/features/bot-check/bot-check-settings';
import { proofFor } from './bot-check';

/** The key the test servers sign their challenges with (derived from the PAYLOAD_SECRET `npm test` gives them). */
export const serverBotCheckKey = () => derivedHmacKey(process.env.TEST_PAYLOAD_SECRET!);

/** A correctly signed and solved proof whose challenge expired a minute ago. */
export const expiredBotCheckProof = async () => proofFor(await newChallenge(serverBotCheckKey(), new Date(Date.now() - 6 * 60_000)));

import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveChallengeKey, newChallenge } from '@/features/bot-check/altcha/altcha-challenge';
import { derivedHmacKey } from '@/features/bot-check/bot-check-settings';
import { asNewVisitor } from './visitor';

/** The key the test servers sign their challenges with (derived from the PAYLOAD_SECRET `npm test` gives them). */
export const serverBotCheckKey = () => derivedHmacKey(process.env.TEST_PAYLOAD_SECRET!);

/** A fresh challenge from a running server's challenge endpoint, as the widget of a visitor of its own fetches it. */
export async function challengeFrom(base: string): Promise<Challenge> {
  const response = await fetch(`${base}/api/bot-check/challenge`, { headers: asNewVisitor() });
  if (response.status !== 200) throw new Error(`GET /api/bot-check/challenge answered ${response.status}`);
  return (await response.json()) as Challenge;
}

/** What the widget posts in the form's botCheck field once it has done the work. */
export async function proofFor(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey: deriveChallengeKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A good, unused proof for a form on `base`. */
export const botCheckProof = async (base: string) => proofFor(await challengeFrom(base));

/** A correctly signed and solved proof whose challenge expired a minute ago. */
export const expiredBotCheckProof = async () => proofFor(await newChallenge(serverBotCheckKey(), new Date(Date.now() - 6 * 60_000)));

/** Bot-check proofs as a visitor's browser makes them (no server-only code: the browser tests use these too). */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveChallengeKey } from '@/features/bot-check/altcha/altcha-challenge';
import { asNewVisitor } from './visitor';

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

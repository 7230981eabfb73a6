import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveChallengeKey } from '@/features/bot-check/altcha/altcha-challenge';

/** A fresh challenge from a running site's bot-check endpoint. */
export async function challengeFrom(base: string): Promise<Challenge> {
  const response = await fetch(`${base}/api/bot-check/challenge`);
  if (response.status !== 200) throw new Error(`GET /api/bot-check/challenge answered ${response.status}`);
  return (await response.json()) as Challenge;
}

/** What the widget posts in a form's botCheck field once it has done the work. */
export async function proofFor(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey: deriveChallengeKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A proof for one submission to a running site, as a visitor's browser would make it. */
export const freshProof = async (base: string) => proofFor(await challengeFrom(base));

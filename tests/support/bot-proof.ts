import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveChallengeKey } from '@/features/bot-check/altcha/altcha-challenge';

/** A bot-check proof for a form, made from the site's own challenge as the browser's widget makes it. Good once. */
export async function botProof(base: string): Promise<string> {
  const challenge = (await (await fetch(`${base}/api/bot-check/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey: deriveChallengeKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveChallengeKey } from '@/features/bot-check/altcha/altcha-challenge';

/** A bot-check proof for a form, made from the site's own challenge as the browser's widget makes it. Good once. */
export async function botProof(base: string): Promise<string> {
  const challenge = (await (await fetch(`${base}/api/bot-check/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey: deriveChallengeKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * Headers that make a request come from a visitor of its own: the site counts rate limits per visitor, and behind a
 * proxy on the same machine (as the tests are) it takes the visitor from the last X-Forwarded-For entry.
 */
export const asNewVisitor = (): Record<string, string> => ({ 'X-Forwarded-For': `198.51.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}` });

import 'server-only';
import { createHash } from 'node:crypto';
import { altchaProofKey } from './altcha/verify-altcha';

/**
 * One key per proof, whatever the provider, to count what is done with it (the card guarantees tried under one
 * booking attempt): an ALTCHA proof by its challenge, anything else by a hash of its text. Never the proof itself.
 */
export function proofIdentity(token: string): string {
  const altcha = altchaProofKey(token.trim());
  return createHash('sha256')
    .update(altcha ?? `token:${token.trim()}`)
    .digest('base64url');
}

import { INTERNAL_ERROR, INVALID_TOKEN } from './messages';

/** Why a proof was refused, for the logs; the visitor only ever reads the two messages. */
export type RefusalReason = 'missing' | 'malformed' | 'forged' | 'wrong-solution' | 'expired' | 'replayed' | 'low-score' | 'wrong-action';

export type BotCheckOutcome =
  | { ok: true }
  | { ok: false; failure: 'invalid-token'; reason: RefusalReason; message: typeof INVALID_TOKEN }
  | { ok: false; failure: 'internal-error'; reason: string; message: typeof INTERNAL_ERROR };

export const passed: BotCheckOutcome = { ok: true };

export const refused = (reason: RefusalReason): BotCheckOutcome => ({ ok: false, failure: 'invalid-token', reason, message: INVALID_TOKEN });

export const couldNotCheck = (reason: string): BotCheckOutcome => ({ ok: false, failure: 'internal-error', reason, message: INTERNAL_ERROR });

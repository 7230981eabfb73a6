import 'server-only';
import { isLostDatabaseConnection } from '@/server/database-errors';
import { ValidationError } from '@/server/errors';
import { outboundClient } from '@/server/http/outbound-client';
import { logger } from '@/server/logger';
import { payloadClient } from '@/server/payload';
import { verifyAltcha } from './altcha/verify-altcha';
import { couldNotCheck, passed, refused, type BotCheckOutcome } from './bot-check-outcome';
import { botCheckSettings } from './bot-check-settings';
import { noScriptAllowanceGranted } from './no-script-allowance';
import { CHALLENGE_PATH, type BotCheckClientConfig } from './client-config';
import { verifyRecaptcha } from './recaptcha/verify-recaptcha';
import { BOT_CHECK_FIELD } from './messages';
import { botCheckField } from './schema';
import { databaseSpentProofs, type SpentProofs } from './spent-proofs';

type VerifyBotCheckOptions = {
  /** The form's name for reCAPTCHA's action check ("contact", "group-booking"…); the same as given to `botCheckClientConfig`. */
  action: string;
  /** The visitor's address, passed on to reCAPTCHA when known. */
  remoteIp?: string;
  now?: Date;
  /**
   * False: check an ALTCHA proof without using it up, for a step that comes before the one that does (the booking
   * journey's card guarantee, which limits its own uses per proof). reCAPTCHA's tokens are always used up by Google.
   */
  spend?: boolean;
};

/** Counts nothing as used: for checks that leave the proof to the step that spends it. */
const notSpending: SpentProofs = { spend: async () => true };

/**
 * Checks the proof a form sent (its `botCheck` field) with whichever provider is configured. Call it before anything
 * is stored. A bad, missing, expired or replayed proof is `invalid-token` ("Invalid token"); a check that could not run
 * (the provider down, a database error) is `internal-error` ("Internal error"). Throws only when the database cannot
 * be reached at all, as everything else then does.
 */
export async function verifyBotCheck(token: unknown, { action, remoteIp, now = new Date(), spend = true }: VerifyBotCheckOptions): Promise<BotCheckOutcome> {
  // A form posted without JavaScript, already past its honeypot and stricter limit (no-script-allowance.ts).
  if (noScriptAllowanceGranted()) return passed;
  const proof = botCheckField.safeParse(token);
  if (!proof.success) return refused('missing');
  const settings = botCheckSettings();
  try {
    if (settings.provider === 'recaptcha') {
      return await verifyRecaptcha(proof.data, { ...settings, action, remoteIp, client: outboundClient('net') });
    }
    return await verifyAltcha(proof.data, { hmacKey: settings.hmacKey, spent: spend ? databaseSpentProofs(await payloadClient()) : notSpending, now });
  } catch (error) {
    // The database gone (an outage): the caller's own answer for that says nothing was saved, try again shortly (111).
    if (isLostDatabaseConnection(error)) throw error;
    logger.error({ err: error, provider: settings.provider }, 'The bot check could not run');
    return couldNotCheck(error instanceof Error ? error.message : String(error));
  }
}

/**
 * A refused bot check, as the API answers it: code 106 "Invalid token" (403) or 107 "Internal error" (503), naming the
 * field (`errors.botCheck`) as every refusal of the API names the field it refuses.
 */
export class BotCheckError extends ValidationError {
  constructor(readonly outcome: Exclude<BotCheckOutcome, { ok: true }>) {
    super({ [BOT_CHECK_FIELD]: outcome.message }, undefined, outcome.failure === 'invalid-token' ? 'botCheckFailed' : 'botCheckUnavailable');
  }
}

/** `verifyBotCheck` for an API route wrapped in `apiHandler`: throws BotCheckError, which it answers as a service result. */
export async function requireBotCheck(token: unknown, options: VerifyBotCheckOptions): Promise<void> {
  const outcome = await verifyBotCheck(token, options);
  if (outcome.ok) return;
  if (outcome.failure === 'invalid-token') logger.info({ reason: outcome.reason, action: options.action }, 'Bot check refused a submission');
  throw new BotCheckError(outcome);
}

/** The browser's half of the configuration, for the form's `BotCheckField`; `action` names the form (reCAPTCHA checks it). */
export function botCheckClientConfig(action: string): BotCheckClientConfig {
  const settings = botCheckSettings();
  return settings.provider === 'recaptcha'
    ? { provider: 'recaptcha', siteKey: settings.siteKey, action }
    : { provider: 'altcha', challengeUrl: CHALLENGE_PATH };
}

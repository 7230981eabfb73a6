import 'server-only';
import { ServiceError } from '@/server/errors';
import { outboundClient } from '@/server/http/outbound-client';
import { logger } from '@/server/logger';
import { payloadClient } from '@/server/payload';
import { verifyAltcha } from './altcha/verify-altcha';
import { couldNotCheck, refused, type BotCheckOutcome } from './bot-check-outcome';
import { botCheckSettings } from './bot-check-settings';
import { CHALLENGE_PATH, type BotCheckClientConfig } from './client-config';
import { verifyRecaptcha } from './recaptcha/verify-recaptcha';
import { botCheckField } from './schema';
import { databaseSpentProofs } from './spent-proofs';

export type VerifyBotCheckOptions = {
  /** The form's name for reCAPTCHA's action check ("contact", "group-booking"…); the same as given to `botCheckClientConfig`. */
  action: string;
  /** The visitor's address, passed on to reCAPTCHA when known. */
  remoteIp?: string;
  now?: Date;
};

/**
 * Checks the proof a form sent (its `botCheck` field) with whichever provider is configured. Call it before anything
 * is stored. Never throws: a bad, missing, expired or replayed proof is `invalid-token` ("Invalid token"); a check
 * that could not run (provider or database down) is `internal-error` ("Internal error").
 */
export async function verifyBotCheck(token: unknown, { action, remoteIp, now = new Date() }: VerifyBotCheckOptions): Promise<BotCheckOutcome> {
  const proof = botCheckField.safeParse(token);
  if (!proof.success) return refused('missing');
  const settings = botCheckSettings();
  try {
    if (settings.provider === 'recaptcha') {
      return await verifyRecaptcha(proof.data, { ...settings, action, remoteIp, client: outboundClient('net') });
    }
    return await verifyAltcha(proof.data, { hmacKey: settings.hmacKey, spent: databaseSpentProofs(await payloadClient()), now });
  } catch (error) {
    logger.error({ err: error, provider: settings.provider }, 'The bot check could not run');
    return couldNotCheck(error instanceof Error ? error.message : String(error));
  }
}

/** A refused bot check, as the API answers it: code 106 "Invalid token" (403) or 107 "Internal error" (503). */
export class BotCheckError extends ServiceError {
  constructor(readonly outcome: Exclude<BotCheckOutcome, { ok: true }>) {
    super(outcome.failure === 'invalid-token' ? 'botCheckFailed' : 'botCheckUnavailable');
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
  return settings.provider === 'recaptcha' ? { provider: 'recaptcha', siteKey: settings.siteKey, action } : { provider: 'altcha', challengeUrl: CHALLENGE_PATH };
}

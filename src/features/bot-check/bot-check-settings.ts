import 'server-only';
import { derivedKey } from '@/server/derived-key';
import { env, requireSecret } from '@/server/env';

type BotCheckSettings = { provider: 'altcha'; hmacKey: string } | { provider: 'recaptcha'; siteKey: string; secretKey: string; minScore: number };

/**
 * Unset, the ALTCHA key is derived from PAYLOAD_SECRET: every instance sharing the secret signs and checks the same
 * challenges, and the secret itself is never used for two things.
 */
export function derivedHmacKey(payloadSecret: string): string {
  return derivedKey(payloadSecret, 'marigold bot-check challenges v1');
}

/** reCAPTCHA v3 when both of its keys are set; otherwise the self-hosted proof of work. */
export function botCheckSettings(): BotCheckSettings {
  const { RECAPTCHA_SITE_KEY, RECAPTCHA_SECRET_KEY, RECAPTCHA_MIN_SCORE, BOT_CHECK_HMAC_KEY } = env();
  if (RECAPTCHA_SITE_KEY && RECAPTCHA_SECRET_KEY) {
    return { provider: 'recaptcha', siteKey: RECAPTCHA_SITE_KEY, secretKey: RECAPTCHA_SECRET_KEY, minScore: RECAPTCHA_MIN_SCORE };
  }
  return { provider: 'altcha', hmacKey: BOT_CHECK_HMAC_KEY ?? derivedHmacKey(requireSecret('PAYLOAD_SECRET')) };
}

import 'server-only';
import { jsonResponse } from '@/features/api/handler';
import { NotFoundError } from '@/server/errors';
import { newChallenge } from './altcha/altcha-challenge';
import { botCheckSettings } from './bot-check-settings';

/**
 * GET /api/bot-check/challenge: a fresh signed proof-of-work challenge for the ALTCHA widget, never cached. Public (the
 * widget fetches it before the visitor has an API token) and cheap: issuing one derives nothing. With reCAPTCHA
 * configured there are no challenges to hand out: 404.
 */
export async function challengeResponse(now = new Date()): Promise<Response> {
  const settings = botCheckSettings();
  if (settings.provider !== 'altcha') throw new NotFoundError();
  return jsonResponse(await newChallenge(settings.hmacKey, now));
}

import 'server-only';
import type { Payload } from 'payload';
import { requireBotCheck } from '@/features/bot-check/verify-bot-check';
import { clientAddress, requireRateLimit } from '@/server/http/rate-limit';
import type { SignUpRequest } from './schema';
import { signUp } from './sign-up';

/** Sign-ups per visitor: a household or an office shares an address, a script should not. */
export const SIGN_UPS_PER_ADDRESS = { name: 'sign-up', points: 10, windowSeconds: 600 };

/** A sign-up from either form or POST /api/signup: the bot check, the visitor's rate limit, then the sign-up. */
export async function receiveSignUp(payload: Payload, request: SignUpRequest, headers: Headers): Promise<void> {
  const remoteIp = clientAddress(headers);
  await requireBotCheck(request.botCheck, { action: 'sign-up', remoteIp });
  await requireRateLimit(payload, SIGN_UPS_PER_ADDRESS, remoteIp);
  await signUp(payload, request);
}

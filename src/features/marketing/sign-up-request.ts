import 'server-only';
import type { Payload } from 'payload';
import { requireBotCheck } from '@/features/bot-check/verify-bot-check';
import { requestClientAddress } from '@/server/http/client-address';
import type { SignUpRequest } from './schema';
import { signUp } from './sign-up';

/** A sign-up from either form or POST /api/signup: the bot check, then the sign-up (the visitor is already counted: server.ts or runFormAction). */
export async function receiveSignUp(payload: Payload, request: SignUpRequest, headers: Headers): Promise<void> {
  await requireBotCheck(request.botCheck, { action: 'sign-up', remoteIp: requestClientAddress(headers) });
  await signUp(payload, request);
}

import 'server-only';
import { serviceResultResponse } from '@/features/api/handler';
import { BOT_CHECK_FIELD } from '@/features/bot-check/messages';
import { BotCheckError, requireBotCheck } from '@/features/bot-check/verify-bot-check';
import { requestClientAddress } from '@/server/http/client-address';
import { BOOKING_BOT_CHECK_ACTION } from '../booking-bot-check';

/**
 * Checks the booking journey's bot-check proof (docs/decisions/0051) for the creates and the card form. A refusal is
 * answered as every bot check's (403 code 106, or 107 when the check could not run) and names the field, as a missing
 * proof's 400 does, so a client knows which part of its request to make again. Null when the proof is good.
 * `spend: false` leaves the proof for the create that follows.
 */
export async function refusedBookingProof(proof: string, request: Request, { spend = true } = {}): Promise<Response | null> {
  try {
    await requireBotCheck(proof, { action: BOOKING_BOT_CHECK_ACTION, spend, remoteIp: requestClientAddress(request.headers) });
    return null;
  } catch (error) {
    if (!(error instanceof BotCheckError)) throw error;
    return serviceResultResponse(error.result, undefined, { [BOT_CHECK_FIELD]: error.outcome.message });
  }
}

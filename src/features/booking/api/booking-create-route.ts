import 'server-only';
import { createHash } from 'node:crypto';
import { jsonResponse } from '@/features/api/handler';
import { parseJsonBody } from '@/features/api/parse-request';
import { ValidationError } from '@/server/errors';
import { BOOKING_STATUS } from '../booking-status';
import { requestSource } from '../booking-source';
import { manageBookingPath } from '../summarise-booking';
import { emailAfterBooking, placeBooking, type BookingEndpoint } from '../place-booking';
import { bookingApiRequestSchema } from '../schema';
import { refusedBookingProof } from './booking-proof';
import { storeHandler } from './booking-route';

/** Printable ASCII, as clients generate them (usually a UUID). */
const idempotencyKeyPattern = /^[\x21-\x7e]{8,100}$/;

/**
 * The key as stored: the client's key scoped to this endpoint, restaurant and request body, hashed. A retry of the same
 * request finds the first booking; the same key reused for another restaurant or other details books afresh instead
 * of confirming a booking the diner did not ask for.
 */
function idempotencyKeyOf(request: Request, scope: string, body: unknown): string | null {
  const key = request.headers.get('idempotency-key');
  if (key === null) return null;
  if (!idempotencyKeyPattern.test(key)) throw new ValidationError({ 'Idempotency-Key': 'Use 8 to 100 printable characters, e.g. a UUID.' });
  return createHash('sha256')
    .update(JSON.stringify([scope, body, key]))
    .digest('hex');
}

/**
 * POST /api/booking/{create|events|enquiry}/{storeId}: `{bookingReference, bookingStatus}`. When the slot went while the
 * diner was choosing: 409 with bookingStatus 9 and the spec's message. A placed booking answers its manage link's path
 * too (`manageUrl`). The diner's email follows once the answer has gone (send-booking-emails-soon.ts).
 *
 * The journey's bot-check proof (`botCheck`) is checked, and used up, before anything else: none, 400; a bad, expired
 * or used one, 403 code 106; both name the field. It is left out of the idempotency key, so a retry with the same key and a
 * fresh proof finds the first booking.
 */
export const bookingCreateHandler = (endpoint: BookingEndpoint) =>
  storeHandler(async (request, storeId, now) => {
    const { botCheck, ...body } = await parseJsonBody(request, bookingApiRequestSchema);
    const refused = await refusedBookingProof(botCheck, request);
    if (refused) return refused;
    const idempotencyKey = idempotencyKeyOf(request, `${endpoint}/${storeId}`, body);
    const answer = await placeBooking(storeId, endpoint, body, idempotencyKey, now, requestSource(request.headers));
    if (answer.bookingStatus === BOOKING_STATUS.slotTaken) return jsonResponse(answer, { status: 409 });
    emailAfterBooking(answer);
    const { bookingId: _, manageToken, replayed, ...visible } = answer;
    // The manage link goes to the diner who just booked, so the thanks screen can offer it (the email carries it too);
    // not while the booking waits to be confirmed, as the link confirms it: only the diner's inbox may have it.
    const manageUrl = answer.bookingStatus === BOOKING_STATUS.awaitingConfirmation ? {} : { manageUrl: manageBookingPath(manageToken) };
    return jsonResponse({ ...visible, ...manageUrl }, { status: replayed ? 200 : 201 });
  });

import 'server-only';
import { jsonResponse } from '@/features/api/handler';
import { parseJsonBody } from '@/features/api/parse-request';
import { refusedBookingProof } from '@/features/booking/api/booking-proof';
import { storeHandler } from '@/features/booking/api/booking-route';
import { joinWaitlist } from '../join-waitlist';
import { waitlistApiRequestSchema } from '../schema';

/**
 * POST /api/booking/waitlist/{storeId}: `{ date, from, until, adults, children, customer }`. 201 with the entry as
 * joined (`waitlistStatus: "waiting"`), 200 when the diner was already waiting for that day; the booking API's
 * codes for a restaurant or date that takes no bookings, 400 naming the field otherwise. Guarded by the journey's
 * bot-check proof (`botCheck`) and its own rate limit, as a booking is. The diner's link to leave goes by email only.
 */
export const waitlistJoinHandler = storeHandler(async (request, storeId, now) => {
  const { botCheck, ...body } = await parseJsonBody(request, waitlistApiRequestSchema);
  const refused = await refusedBookingProof(botCheck, request);
  if (refused) return refused;
  const { alreadyWaiting, ...answer } = await joinWaitlist(storeId, body, now);
  return jsonResponse(answer, { status: alreadyWaiting ? 200 : 201 });
});

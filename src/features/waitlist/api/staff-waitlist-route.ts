import 'server-only';
import { jsonResponse } from '@/features/api/handler';
import { staffApiHandler } from '@/features/front-of-house/api/staff-handler';
import { NotFoundError } from '@/server/errors';
import { offerTableByHand } from '../staff-offer';

/** POST /api/staff/waitlist/{id}/offer: hold a table for this diner and email them (docs/api.md); 409 when none fits. */
export const postWaitlistOffer = staffApiHandler<{ id: string }>(async (_request, { params, user, now }) => {
  if (!/^\d{1,9}$/.test(params.id)) throw new NotFoundError();
  const answer = await offerTableByHand(user, Number(params.id), now);
  return jsonResponse(answer, { status: 'bookingStatus' in answer ? 409 : 200 });
});

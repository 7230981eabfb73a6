import { cancelByManageToken } from '@/features/booking/booking-records';
import { manageBookingPath } from '@/features/booking/summarise-booking';

/**
 * POST /manage-booking/{token}/cancel: the cancel button's form (it works without JavaScript). Answers 303 back to
 * the manage page, which says what happened; an unknown token goes to the same page, which is then a 404.
 */
export async function POST(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const outcome = await cancelByManageToken(token, new Date());
  const target = outcome === 'not-found' ? manageBookingPath(token) : `${manageBookingPath(token)}?done=${outcome}`;
  return new Response(null, { status: 303, headers: { Location: target, 'Cache-Control': 'no-store' } });
}

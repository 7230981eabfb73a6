import { manageBookingPath } from '@/features/booking/summarise-booking';
import { confirmByManageToken } from '@/features/booking/confirm-booking';

/**
 * POST /manage-booking/{token}/confirm: the button on the page the confirmation email links to (a GET never confirms:
 * mail scanners open links). Answers 303 back to the manage page, which says what happened; an unknown token goes to
 * the same page, which is then a 404.
 */
export async function POST(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const outcome = await confirmByManageToken(token, new Date());
  const target = outcome === 'not-found' ? manageBookingPath(token) : `${manageBookingPath(token)}?done=${outcome}`;
  return new Response(null, { status: 303, headers: { Location: target, 'Cache-Control': 'no-store' } });
}

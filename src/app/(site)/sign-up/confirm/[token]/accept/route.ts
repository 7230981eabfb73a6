import { confirmSubscription } from '@/features/marketing/sign-up';
import { confirmPath, preferencesPath } from '@/features/marketing/marketing-links';
import { payloadClient } from '@/server/payload';

const seeOther = (path: string) => new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });

/**
 * POST /sign-up/confirm/{token}/accept: the confirmation page's button, a plain form. Confirms and opens the
 * diner's preferences; a used, replaced or unknown link goes back to the page, which then says so.
 */
export async function POST(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const outcome = /^[A-Za-z0-9_-]{43}$/.test(token) ? await confirmSubscription(await payloadClient(), token) : ({ confirmed: false } as const);
  return seeOther(outcome.confirmed ? `${preferencesPath(outcome.guid)}?welcome=1` : `${confirmPath(token)}?used=1`);
}

import { leaveWaitlist } from '@/features/waitlist/leave-waitlist';
import { waitlistEntryPath } from '@/features/waitlist/waitlist-emails';

/**
 * POST /waitlist/{token}/leave: the "Leave the waitlist" button (it works without JavaScript; a GET never changes
 * anything, as mail scanners open links). Answers 303 back to the entry's page, which says what happened.
 */
export async function POST(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const outcome = await leaveWaitlist(token);
  const target = outcome === 'not-found' ? waitlistEntryPath(token) : `${waitlistEntryPath(token)}?done=${outcome}`;
  return new Response(null, { status: 303, headers: { Location: target, 'Cache-Control': 'no-store' } });
}

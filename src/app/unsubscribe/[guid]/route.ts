import { CONSENT_SOURCES } from '@/features/marketing/domain/consent';
import { preferencesPath } from '@/features/marketing/marketing-links';
import { unsubscribe } from '@/features/marketing/preferences';
import { payloadClient } from '@/server/payload';

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * The unsubscribe link of every marketing email (its List-Unsubscribe header).
 * - POST with `List-Unsubscribe=One-Click` (RFC 8058): what a mail app's Unsubscribe button sends; unsubscribes at
 *   once and answers 200, or 404 for a key that names no one (unknown and erased alike).
 * - POST from the preferences page's button: unsubscribes and shows the page again, saying so.
 * - GET (a person following the link, or a mail scanner opening it): changes nothing, opens the preferences page at
 *   its unsubscribe button.
 */
export async function POST(request: Request, { params }: { params: Promise<{ guid: string }> }) {
  const { guid } = await params;
  const form = await request.formData().catch(() => new FormData());
  const oneClick = form.get('List-Unsubscribe') === 'One-Click';
  const done = await unsubscribe(await payloadClient(), guid, oneClick ? CONSENT_SOURCES.unsubscribeLink : CONSENT_SOURCES.preferences);
  if (oneClick) return done ? text(200, 'You are unsubscribed.') : text(404, 'Not found.');
  return seeOther(done ? `${preferencesPath(guid)}?done=unsubscribed` : preferencesPath(guid));
}

export async function GET(_request: Request, { params }: { params: Promise<{ guid: string }> }) {
  const { guid } = await params;
  return seeOther(`${preferencesPath(guid)}#unsubscribe`);
}

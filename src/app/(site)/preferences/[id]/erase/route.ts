import { eraseSubscriber } from '@/features/marketing/erasure';
import { preferencesPath } from '@/features/marketing/marketing-links';
import { payloadClient } from '@/server/payload';

/** A relative Location: right behind any proxy, whatever host the visitor used. */
const seeOther = (path: string) => new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });

/**
 * POST /preferences/{guid}/erase: "delete my data" from the preferences page, a plain form. Without the confirming
 * tick it goes back to ask; once erased, the key is dead, so the answer is the page saying the details are gone.
 * An unknown key is the 404 page, as it is for the preferences page itself.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const form = await request.formData().catch(() => new FormData());
  if (form.get('confirm') !== 'on') return seeOther(`${preferencesPath(id)}?erase=unconfirmed#delete`);
  if (!(await eraseSubscriber(await payloadClient(), id))) return seeOther(preferencesPath(id));
  return seeOther('/preferences?done=erased');
}

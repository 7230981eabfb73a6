import { hasRole } from '@/access/roles';
import { activeSubscribersCsv } from '@/features/marketing/subscriber-export';
import { payloadClient } from '@/server/payload';
import type { PayloadRequest } from 'payload';

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/** GET /staff-exports/subscribers.csv: active subscribers for marketing staff and administrators, signed in to the back-office. */
export async function GET(request: Request) {
  const payload = await payloadClient();
  const { user } = await payload.auth({ headers: request.headers });
  if (!user) return text(401, 'Sign in to the back-office to download the subscriber list.');
  if (!hasRole({ user } as PayloadRequest, 'admin', 'marketing')) return text(403, 'Only marketing staff and administrators may download the subscriber list.');
  const date = new Date().toISOString().slice(0, 10);
  return new Response(await activeSubscribersCsv(payload), {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="marigold-subscribers-${date}.csv"`,
      'Cache-Control': 'no-store, private',
    },
  });
}

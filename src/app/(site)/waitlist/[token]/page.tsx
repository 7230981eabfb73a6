import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { WaitlistPlaceView } from '@/features/waitlist/components/waitlist-place-view';
import { waitlistEntryByToken } from '@/features/waitlist/leave-waitlist';

// A diner's own place in line: never cached, never indexed; the address is their key (src/lib/secret-addresses.ts).
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Your place on the waitlist', robots: { index: false, follow: false } };

type Props = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /waitlist/{token}: the link in the waitlist's emails. An unknown token is the 404 page. */
export default async function WaitlistPlacePage({ params, searchParams }: Props) {
  const [{ token }, query] = await Promise.all([params, searchParams]);
  const place = await waitlistEntryByToken(token);
  if (!place) notFound();
  return <WaitlistPlaceView place={place} token={token} justLeft={query.done === 'left'} />;
}

import 'server-only';
import type { Restaurant, WaitlistEntry } from '@/payload-types';
import { QUIET_CANCEL } from '@/collections/booking/cancel-quietly-endpoint';
import { payloadClient } from '@/server/payload';

const tokenPattern = /^[A-Za-z0-9_-]{32}$/;

export type WaitlistPlace = { entry: WaitlistEntry; restaurant: Restaurant };

/** The entry a "leave the waitlist" link points at, with its restaurant; null for an unknown or malformed token. */
export async function waitlistEntryByToken(token: string): Promise<WaitlistPlace | null> {
  if (!tokenPattern.test(token)) return null;
  const payload = await payloadClient();
  const { docs } = await payload.find({ collection: 'waitlist-entries', where: { token: { equals: token } }, limit: 1, depth: 1, overrideAccess: true });
  const entry = docs[0];
  if (!entry || typeof entry.restaurant !== 'object') return null;
  return { entry, restaurant: entry.restaurant };
}

type LeaveOutcome = 'left' | 'already-gone' | 'not-found';

/**
 * The diner leaves the waitlist (the button on their link's page: a POST, since mail scanners follow links). A table
 * held for them is released at once, without a cancellation email (they asked for nothing), and the bookings
 * collection's hook passes it to the next in line.
 */
export async function leaveWaitlist(token: string): Promise<LeaveOutcome> {
  const place = await waitlistEntryByToken(token);
  if (!place) return 'not-found';
  const { entry } = place;
  if (entry.status !== 'waiting' && entry.status !== 'offered') return 'already-gone';
  const payload = await payloadClient();
  await payload.update({ collection: 'waitlist-entries', id: entry.id, data: { status: 'left' }, depth: 0, overrideAccess: true });
  const held = typeof entry.offeredBooking === 'object' ? entry.offeredBooking : null;
  if (entry.status === 'offered' && held?.status === 'unconfirmed') {
    await payload.update({
      collection: 'bookings',
      id: held.id,
      data: { status: 'cancelled' },
      depth: 0,
      overrideAccess: true,
      context: { [QUIET_CANCEL]: true },
    });
  }
  return 'left';
}

import 'server-only';
import { dinerMayCancel } from './domain/booking-lifecycle';
import type { Booking, Restaurant } from '@/payload-types';
import { payloadClient } from '@/server/payload';
import { summaryOf } from './summarise-booking';
import type { BookingSummary } from './booking-summary';

/** A stored booking with what the diner's views need: its restaurant and the manage link's token. */
type BookingRecord = { booking: Booking; restaurant: Restaurant; summary: BookingSummary };

const tokenPattern = /^[A-Za-z0-9_-]{32}$/;

async function recordOf(booking: Booking, manageToken: string): Promise<BookingRecord> {
  const payload = await payloadClient();
  const restaurant =
    typeof booking.restaurant === 'object'
      ? booking.restaurant
      : await payload.findByID({ collection: 'restaurants', id: booking.restaurant, depth: 0, overrideAccess: true });
  return { booking, restaurant, summary: summaryOf(booking, restaurant, manageToken) };
}

/** The booking a manage link points at, or null for an unknown or malformed token. */
export async function bookingByManageToken(token: string): Promise<BookingRecord | null> {
  if (!tokenPattern.test(token)) return null;
  const payload = await payloadClient();
  const { docs } = await payload.find({ collection: 'bookings', where: { manageToken: { equals: token } }, limit: 1, depth: 1, overrideAccess: true });
  return docs[0] ? recordOf(docs[0], token) : null;
}

/** A diner may cancel online until the booking starts; after that it is the restaurant's to handle. */
export const canCancelOnline = ({ status, startsAt }: Pick<BookingSummary, 'status' | 'startsAt'>, now = new Date()) =>
  status !== 'cancelled' && startsAt.getTime() > now.getTime();

type CancelOutcome = 'cancelled' | 'already-cancelled' | 'in-the-past' | 'not-found';

/**
 * Cancels from the diner's manage link. The ledger counts only confirmed bookings, so the table is free at once;
 * the bookings collection's hook queues the diner's email in the same transaction. `fromReminder`: the diner's answer
 * to their reminder (reminders/reminder-answer.ts), recorded with the cancellation for the day sheet.
 */
export async function cancelByManageToken(token: string, now: Date, { fromReminder = false } = {}): Promise<CancelOutcome> {
  const record = await bookingByManageToken(token);
  if (!record) return 'not-found';
  const { booking } = record;
  if (booking.status === 'cancelled') return 'already-cancelled';
  if (!canCancelOnline(record.summary, now) || !dinerMayCancel(booking.status)) return 'in-the-past';
  const payload = await payloadClient();
  await payload.update({
    collection: 'bookings',
    id: booking.id,
    data: {
      status: 'cancelled',
      cancelledAt: now.toISOString(),
      ...(fromReminder ? { reminderAnswer: 'cancelled' as const, reminderAnsweredAt: now.toISOString() } : {}),
    },
    overrideAccess: true,
  });
  return 'cancelled';
}

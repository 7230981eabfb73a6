import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload';
import { bookingForEmail, queueBookingEmail } from './booking-emails';
import type { BookingEmailKind } from './confirmation-email';
import type { BookingStatus } from './domain/booking-lifecycle';

/*
 * No `import 'server-only'`: the sweep is a scheduled task, part of payload.config.ts, which also runs outside Next.
 */

/** The first email each status owes its diner; a booking cancelled (or settled) before it went gets none. */
const FIRST_EMAIL: Partial<Record<BookingStatus, BookingEmailKind>> = { confirmed: 'confirmed', enquiry: 'enquiry', unconfirmed: 'confirm-request' };

/**
 * How old an owed email must be before the sweep sends it: the process that made the booking sends it within
 * EMAIL_WAITS_FOR_QUIET_MS (send-booking-emails-soon.ts), well inside this.
 */
export const OWED_EMAIL_GRACE_MS = 30_000;
/** Bookings one sweep looks at; a larger backlog goes over the next minutes. */
const PER_SWEEP = 50;

/**
 * The diner's first email about a booking (confirmed, or enquiry received), sent exactly once. The ledger writes each
 * booking with `confirmationEmailPending` in the booking's own transaction; this queues the email and clears the mark
 * in one transaction of Payload's. So a booking is never committed without its email being owed, and an email is
 * never queued twice: if the database goes away between the booking and its email, the sweep below sends it later.
 * A booking cancelled meanwhile gets no confirmation (its cancellation email says enough). True when it queued one.
 */
export async function sendOwedBookingEmail(payload: Payload, bookingId: number, now = new Date()): Promise<boolean> {
  const req = await createLocalReq({}, payload);
  await initTransaction(req);
  try {
    const booking = await bookingForEmail(req, bookingId);
    // An unconfirmed booking's first email asks the diner to confirm it (with the switch on: booking-settings.ts).
    const kind = FIRST_EMAIL[booking.status];
    const queued = Boolean(booking.confirmationEmailPending) && kind !== undefined;
    if (queued) await queueBookingEmail(req, booking, kind, now);
    // The adapter's own update: clearing this mark is the system's bookkeeping, not an edit, so no hooks run, the
    // booking's "updated" time stays, and nothing is read back (Payload's update reads the booking twice more).
    if (booking.confirmationEmailPending) {
      await payload.db.updateOne({ collection: 'bookings', id: bookingId, data: { confirmationEmailPending: false }, req, returning: false });
    }
    await commitTransaction(req);
    return queued;
  } catch (error) {
    await killTransaction(req);
    throw error;
  }
}

/** Sends the emails still owed for bookings made more than OWED_EMAIL_GRACE_MS ago; the ids of those it queued. */
export async function sendOwedBookingEmails(payload: Payload, now = new Date()): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { confirmationEmailPending: { equals: true }, createdAt: { less_than: new Date(now.getTime() - OWED_EMAIL_GRACE_MS).toISOString() } },
    sort: 'createdAt',
    limit: PER_SWEEP,
    depth: 0,
    overrideAccess: true,
    select: { reference: true },
  });
  const queued: number[] = [];
  for (const { id } of docs) if (await sendOwedBookingEmail(payload, id, now)) queued.push(id);
  return queued;
}

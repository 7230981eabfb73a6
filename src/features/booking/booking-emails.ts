import type { Booking } from '@/payload-types';
import { resolveTarget, type PayloadTarget } from '@/server/jobs/payload-target';
import { queueEmail } from '@/server/mail/queue-email';
import { summaryOf } from './summarise-booking';
import { bookingEmail, type BookingEmailKind } from './confirmation-email';

/*
 * No `import 'server-only'` and no global Payload client: the bookings collection's hook calls this with its `req`,
 * and collections are also loaded outside Next (Payload's CLI, the start script).
 */

/** The restaurant fields a booking's emails show (summaryOf): the reminder sweep reads the same. */
export const RESTAURANT_FIELDS_FOR_EMAIL = {
  storeId: true,
  title: true,
  slug: true,
  city: true,
  cityName: true,
  lat: true,
  lng: true,
  address: true,
  phone: true,
  email: true,
  enableBookings: true,
} as const;

/**
 * Queues the diner's email about a booking: confirmed (with the .ics), enquiry received, or cancelled; nothing for a
 * booking without an address (docs/decisions/0026). The booking (given, or read by its id) is read as `target` sees
 * it: from a hook's `req`, inside the request's transaction, so a cancellation's email and calendar file say cancelled
 * even before the change is committed, and the job is committed (or rolled back) with it.
 */
export async function queueBookingEmail(target: PayloadTarget, booking: number | Booking, kind: BookingEmailKind, now = new Date()): Promise<void> {
  const read = typeof booking === 'number' ? await bookingForEmail(target, booking) : booking;
  if (typeof read.restaurant !== 'object') throw new Error(`Booking ${read.id} has lost its restaurant; no email was queued.`);
  const email = bookingEmail(summaryOf(read, read.restaurant, String(read.manageToken)), kind, now);
  // A booking whose diner had their data deleted keeps going (it can still be cancelled) without emails.
  if (email) await queueEmail(target, { ...email, restaurant: read.restaurant.id });
}

/**
 * What an email says of the booking's restaurant and occasion (summaryOf). The whole restaurant, with its about text
 * and pictures, took about ten times as long to read, once for every booking made.
 */
const POPULATED_FOR_EMAIL = {
  restaurants: RESTAURANT_FIELDS_FOR_EMAIL,
  'booking-occasions': { name: true },
} as const;

/** A booking as its emails need it: with its restaurant, and its manage token (hidden from every API read). */
export function bookingForEmail(target: PayloadTarget, bookingId: number): Promise<Booking> {
  const { payload, req } = resolveTarget(target);
  return payload.findByID({
    collection: 'bookings',
    id: bookingId,
    depth: 1,
    populate: POPULATED_FOR_EMAIL,
    overrideAccess: true,
    showHiddenFields: true,
    req,
  });
}

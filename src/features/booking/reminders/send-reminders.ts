import type { Payload } from 'payload';
import type { Booking, BookingOccasion, Restaurant } from '@/payload-types';
import { queueEmail } from '@/server/mail/queue-email';
import { queueText } from '@/server/sms/queue-text';
import { RESTAURANT_FIELDS_FOR_EMAIL } from '../booking-emails';
import { phoneNumberE164 } from '@/server/sms/text-message';
import { reminderHoursOf } from '../domain/reminder-timing';
import { summaryOf } from '../summarise-booking';
import { reminderClaims } from './claim-reminders';
import { reminderEmail, reminderText } from './reminder-message';

/*
 * No `import 'server-only'`: the sweep is a scheduled task, part of payload.config.ts, which also runs outside Next.
 */

/** Bookings claimed per statement. */
const BATCH = 50;
/**
 * The longest the sweep works before giving the event loop back (setImmediate), so requests that arrived meanwhile
 * are answered first: on SQLite every statement runs on the process's own thread, and a pass over thousands of
 * reminders without a break would hold them up for seconds. A slice of a few bookings' work adds at most this much to
 * a request's wait, and leaves the sweep most of an idle process (bench/reminder-sweep.mjs, decision 0068).
 */
const SLICE_MS = 25;
/** Well inside the jobs queue's stall limit (STALLED_AFTER_MS); what is left goes at the next minute's sweep. */
const RUN_LIMIT_MS = 10 * 60_000;

/** Yields to pending requests once the current slice of work has run SLICE_MS. */
function timeSlicer() {
  let sliceStarted = performance.now();
  return async () => {
    if (performance.now() - sliceStarted < SLICE_MS) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    sliceStarted = performance.now();
  };
}

/** Each booking-settings' restaurant and its reminder hours (default 24); restaurants with reminders off are left out. */
async function reminderRestaurants(payload: Payload): Promise<{ storeId: number; hours: number }[]> {
  const { docs } = await payload.find({
    collection: 'booking-settings',
    depth: 1,
    pagination: false,
    overrideAccess: true,
    select: { restaurant: true, reminderHours: true },
    populate: { restaurants: { storeId: true } },
  });
  return docs.flatMap((settings) => {
    const hours = reminderHoursOf(settings.reminderHours);
    return typeof settings.restaurant === 'object' && hours > 0 ? [{ storeId: settings.restaurant.storeId, hours }] : [];
  });
}

/**
 * The claimed bookings as their reminders need them, one query per batch at depth 0, with their restaurants and
 * occasions from the sweep's own maps (read once a sweep, not once a booking).
 */
function bookingReader(payload: Payload) {
  const restaurants = new Map<number, Promise<Restaurant>>();
  let occasions: Promise<Map<number, BookingOccasion>> | undefined;
  const restaurantOf = (id: number) => {
    if (!restaurants.has(id)) {
      restaurants.set(
        id,
        payload.findByID({ collection: 'restaurants', id, depth: 0, overrideAccess: true, select: RESTAURANT_FIELDS_FOR_EMAIL }) as Promise<Restaurant>,
      );
    }
    return restaurants.get(id)!;
  };
  const occasionOf = async (id: number) => {
    occasions ??= payload
      .find({ collection: 'booking-occasions', depth: 0, pagination: false, overrideAccess: true, select: { name: true } })
      .then(({ docs }) => new Map(docs.map((occasion) => [occasion.id, occasion as BookingOccasion])));
    return (await occasions).get(id) ?? null;
  };
  return async (ids: number[]): Promise<Booking[]> => {
    const { docs } = await payload.find({
      collection: 'bookings',
      where: { id: { in: ids } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      showHiddenFields: true,
    });
    return Promise.all(
      docs.map(async (booking) => ({
        ...booking,
        restaurant: typeof booking.restaurant === 'number' ? await restaurantOf(booking.restaurant) : booking.restaurant,
        occasion: typeof booking.occasion === 'number' ? await occasionOf(booking.occasion) : booking.occasion,
      })),
    );
  };
}

/**
 * One claimed booking's reminder, as the queueing calls to make: an email when the diner has an address, a text when
 * they ticked "Happy to receive texts" and gave a phone number that is one. A diner whose details were deleted gets none.
 */
function reminderMessages(payload: Payload, booking: Booking): (() => Promise<unknown>)[] {
  if (typeof booking.restaurant !== 'object') throw new Error(`Booking ${booking.id} has lost its restaurant; no reminder was queued.`);
  const restaurant = booking.restaurant.id;
  const summary = summaryOf(booking, booking.restaurant, String(booking.manageToken));
  const email = summary.customer.email;
  const phone = booking.customer?.shouldReceiveSms && booking.customer.phoneNumber ? phoneNumberE164(booking.customer.phoneNumber) : null;
  return [
    ...(email ? [() => queueEmail(payload, { to: email, ...reminderEmail(summary), restaurant })] : []),
    ...(phone ? [() => queueText(payload, { to: phone, body: reminderText(summary), restaurant })] : []),
  ];
}

type SweepResult = { reminded: number; failed: number; unfinished: boolean };

/**
 * The reminder sweep: every restaurant's bookings whose reminder is due (domain/reminder-timing.ts), each claimed in the
 * database before anything is sent (claim-reminders.ts), so several processes or instances sweeping at once remind each
 * booking once. A booking none of whose messages could be queued is handed back for the next sweep; the sweep goes on
 * and then throws, naming how many, so the job shows the failure. Safe to run twice, or at once in two places.
 */
export async function sendDueReminders(
  payload: Payload,
  { now = new Date(), batch = BATCH, runLimitMs = RUN_LIMIT_MS }: { now?: Date; batch?: number; runLimitMs?: number } = {},
): Promise<SweepResult> {
  const claims = reminderClaims(payload);
  const claimedBookings = bookingReader(payload);
  const yieldToRequests = timeSlicer();
  const stopAt = Date.now() + runLimitMs;
  const failures: string[] = [];
  let reminded = 0;
  let unfinished = false;
  for (const { storeId, hours } of await reminderRestaurants(payload)) {
    for (;;) {
      if (Date.now() > stopAt) {
        unfinished = true;
        break;
      }
      const ids = await claims.claim(storeId, hours, now, batch);
      if (ids.length === 0) break;
      for (const booking of await claimedBookings(ids)) {
        let queued = 0;
        try {
          for (const queue of reminderMessages(payload, booking)) {
            await queue();
            queued += 1;
          }
          if (queued > 0) reminded += 1;
        } catch (error) {
          failures.push(`booking ${booking.id}: ${error instanceof Error ? error.message : String(error)}`);
          // Nothing went yet: the next sweep tries again. Once the email is queued, a second one would be a duplicate.
          if (queued === 0) await claims.release(booking.id, now);
        }
        await yieldToRequests();
      }
      if (ids.length < batch) break;
    }
    if (unfinished) break;
  }
  if (failures.length)
    throw new Error(`${failures.length} reminders could not be queued and wait for the next sweep (${failures.slice(0, 3).join('; ')}); ${reminded} were.`);
  return { reminded, failed: failures.length, unfinished };
}

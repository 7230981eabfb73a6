import 'server-only';
import { JOB_QUEUES } from '@/server/jobs/job-queues';
import { runQueue } from '@/server/jobs/run-after-response';
import { logger } from '@/server/logger';
import { payloadClient } from '@/server/payload';
import { outsideAnyRequest, whenNoRequestIsOpen } from '@/server/request-context';
import { sendOwedBookingEmail } from './owed-booking-emails';

/**
 * How long a booking's email may wait for a quiet moment. Writing and sending it costs about ten times the booking
 * itself, so during a rush of bookings diners get their answers first and the emails follow; past this they are
 * written even while requests keep coming. Well under the sweep's grace (OWED_EMAIL_GRACE_MS), so the sweep only ever
 * sends what this process could not (it stopped, or the database went away).
 */
const EMAIL_WAITS_FOR_QUIET_MS = 5_000;

/** Bookings whose first email this process still owes, with when each was made (epoch ms); oldest first. */
const owed = new Map<number, number>();
let draining: Promise<void> | undefined;

/**
 * Writes and sends the diner's first email about a booking just committed (confirmed, or enquiry received), once no
 * request has been open for a moment (whenNoRequestIsOpen) or at most EMAIL_WAITS_FOR_QUIET_MS later. The booking
 * carries its owed mark until then, so an email this process never gets to is the sweep's (owed-booking-emails.ts):
 * none is lost, none is sent twice.
 */
export function sendBookingEmailSoon(bookingId: number): void {
  owed.set(bookingId, Date.now());
  // Outside the request: the work is done for every booking owed, not the one whose request started it.
  draining ??= outsideAnyRequest(() =>
    drainOwedEmails()
      .catch((error: unknown) => logger.warn({ err: error, owed: owed.size }, 'Booking emails not queued yet: the next booking or the sweep will send them'))
      .finally(() => (draining = undefined)),
  );
}

/**
 * One booking at a time, each step after the requests waiting have been answered: writing an email and sending it
 * each run for 10–20 ms without yielding (SQLite answers Payload synchronously), so a batch would hold diners up.
 */
async function drainOwedEmails(): Promise<void> {
  const payload = await payloadClient();
  for (let oldest = owed.entries().next(); !oldest.done; oldest = owed.entries().next()) {
    const [bookingId, owedSince] = oldest.value;
    await whenNoRequestIsOpen(owedSince + EMAIL_WAITS_FOR_QUIET_MS);
    owed.delete(bookingId);
    try {
      await sendOwedBookingEmail(payload, bookingId);
    } catch (error) {
      logger.warn({ err: error, bookingId }, 'Booking email not queued yet: the sweep will send it');
      continue;
    }
    await whenNoRequestIsOpen(owedSince + EMAIL_WAITS_FOR_QUIET_MS);
    await runQueue(payload, JOB_QUEUES.email);
  }
}

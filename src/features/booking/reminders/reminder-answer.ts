import 'server-only';
import { payloadClient } from '@/server/payload';
import { bookingByManageToken, cancelByManageToken, canCancelOnline } from '../booking-records';
import type { ReminderAnswerChoice } from './reminder-answer-links';

/** What the manage page then says (its `done` notice). */
type ReminderAnswerOutcome = 'coming' | 'cancelled' | 'already-cancelled' | 'in-the-past' | 'not-found';

/**
 * The diner's answer to their reminder, from the one-button page its links open (a POST: mail scanners follow links).
 * "I'm coming" is recorded on the booking, with its time, for the day sheet; "Cancel my booking" goes through the
 * manage page's own cancellation (so the table is freed and the diner emailed, as for any cancellation) and records
 * the answer with it. A booking already begun, or settled by staff, keeps what it has.
 */
export async function answerReminder(token: string, answer: ReminderAnswerChoice, now: Date): Promise<ReminderAnswerOutcome> {
  if (answer === 'cancel') return cancelByManageToken(token, now, { fromReminder: true });
  const record = await bookingByManageToken(token);
  if (!record) return 'not-found';
  const { booking, summary } = record;
  if (booking.status === 'cancelled' || booking.status === 'no-show') return 'already-cancelled';
  if (!canCancelOnline(summary, now) || booking.status !== 'confirmed') return 'in-the-past';
  const payload = await payloadClient();
  // The adapter's own update: the diner's answer is not an edit by staff, so no hooks run and nothing is read back.
  await payload.db.updateOne({
    collection: 'bookings',
    id: booking.id,
    data: { reminderAnswer: 'coming', reminderAnsweredAt: now.toISOString() },
    returning: false,
  });
  return 'coming';
}

import { JOB_QUEUES } from '@/server/jobs/job-queues';
import { resolveTarget, type PayloadTarget } from '@/server/jobs/payload-target';
import { runQueueAfterResponse } from '@/server/jobs/run-after-response';
import { textMessageSchema, type TextMessage } from './text-message';

/*
 * No `import 'server-only'`: scheduled tasks (the reminder sweep) queue texts, and tasks run outside Next too.
 */

/**
 * Puts a text message on the queue (the email queue, worked every few seconds) and returns at once: Twilio sends it
 * when TWILIO_* are set, otherwise it is kept in the back-office Outbox. Given a request, the job is written in its
 * transaction. Only text diners who ticked "Happy to receive texts" (the booking's `customer.shouldReceiveSms`):
 * check that before calling. Throws (zod) when `to` is not a phone number.
 *
 * @example await queueText(req, { to: booking.customer.phoneNumber, body: 'Your table…', restaurant: restaurantId })
 */
export async function queueText(target: PayloadTarget, message: TextMessage): Promise<{ jobId: number | string }> {
  const checked = textMessageSchema.parse(message);
  const { payload, req } = resolveTarget(target);
  const job = await payload.jobs.queue({ task: 'send-text', queue: JOB_QUEUES.email, input: { message: checked }, req });
  runQueueAfterResponse(payload, JOB_QUEUES.email);
  return { jobId: job.id };
}

import { JOB_QUEUES } from '@/server/jobs/job-queues';
import { resolveTarget, type PayloadTarget } from '@/server/jobs/payload-target';
import { runQueueAfterResponse } from '@/server/jobs/run-after-response';
import { emailMessageSchema, type EmailMessage } from './email-message';

/**
 * Puts an email on the queue and returns at once; a worker sends it within seconds, retrying with backoff while the
 * mail server is down (without SMTP_URL it lands in the Outbox). Given a request (`req` in a hook or task), the job
 * is written in that request's transaction, so it exists only if the change that caused it is committed.
 *
 * @example await queueEmail(req, { to: enquiry.email, subject: 'We have your enquiry', text, html, restaurant: enquiry.restaurant })
 */
export async function queueEmail(target: PayloadTarget, message: EmailMessage): Promise<{ jobId: number | string }> {
  const checked = emailMessageSchema.parse(message);
  const { payload, req } = resolveTarget(target);
  const job = await payload.jobs.queue({ task: 'send-email', queue: JOB_QUEUES.email, input: { message: checked }, req });
  runQueueAfterResponse(payload, JOB_QUEUES.email);
  return { jobId: job.id };
}

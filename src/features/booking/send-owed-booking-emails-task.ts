import type { TaskConfig } from 'payload';
import { JOB_QUEUES } from '@/server/jobs/job-queues';
import { sendOwedBookingEmails } from './owed-booking-emails';

/** Every minute: the booking emails that the process which made the booking could not queue (owed-booking-emails.ts). */
export const sendOwedBookingEmailsTask: TaskConfig<'send-owed-booking-emails'> = {
  slug: 'send-owed-booking-emails',
  label: 'Send booking emails a lost database connection held back',
  schedule: [{ cron: '0 * * * * *', queue: JOB_QUEUES.maintenance }],
  handler: async ({ req }) => ({ output: { queued: (await sendOwedBookingEmails(req.payload)).length } }),
};

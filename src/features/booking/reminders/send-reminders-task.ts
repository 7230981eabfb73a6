import type { TaskConfig } from 'payload';
import { JOB_QUEUES } from '@/server/jobs/job-queues';
import { outsideAnyRequest } from '@/server/request-context';
import { sendDueReminders } from './send-reminders';

/*
 * No `import 'server-only'`: scheduled tasks are part of payload.config.ts, which also runs outside Next.
 */

/**
 * Every minute, on the maintenance queue like the site's other periodic tasks: the reminders now due
 * (send-reminders.ts). Every process schedules and works the queue; each booking is claimed once in the database, so
 * however many sweeps run at once, a diner gets one reminder.
 */
export const sendRemindersTask: TaskConfig<'send-booking-reminders'> = {
  slug: 'send-booking-reminders',
  label: 'Send booking reminders now due',
  schedule: [{ cron: '0 * * * * *', queue: JOB_QUEUES.maintenance }],
  // Outside any request: a run started by a request (GET /cms-api/payload-jobs/run) would otherwise hold every email
  // the sweep queues until that request's answer; the email queue's own schedule sends them.
  handler: async ({ req }) => ({ output: { ...(await outsideAnyRequest(() => sendDueReminders(req.payload))) } }),
};

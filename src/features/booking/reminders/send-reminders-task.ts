import type { TaskConfig } from 'payload';
import { JOB_QUEUES } from '@/server/jobs/job-queues';
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
  handler: async ({ req }) => ({ output: { ...(await sendDueReminders(req.payload)) } }),
};

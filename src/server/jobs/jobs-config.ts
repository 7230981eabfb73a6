import type { JobsConfig } from 'payload';
import { isAdmin } from '@/access/roles';
import { forgetSpentProofsTask } from '@/features/bot-check/forget-spent-proofs-task';
import { deleteExpiredEnquiriesTask } from '@/features/enquiries/retention';
import { deleteExpiredApplicationsTask } from '@/features/careers/delete-expired-applications-task';
import { forwardToCrmTask } from '@/features/marketing/crm/forward-to-crm-task';
import { deleteUnconfirmedSignUpsTask } from '@/features/marketing/delete-unconfirmed-sign-ups-task';
import { forgetCardGuaranteesTask } from '@/features/booking/forget-card-guarantees-task';
import { sendOwedBookingEmailsTask } from '@/features/booking/send-owed-booking-emails-task';
import { sendRemindersTask } from '@/features/booking/reminders/send-reminders-task';
import { matchWaitlistTask, sweepWaitlistTask } from '@/features/waitlist/match-waitlist-task';
import { forgetOldOutboxCopiesTask } from '@/server/mail/forget-old-outbox-task';
import { sendEmailTask } from '@/server/mail/send-email-task';
import { sendTextTask } from '@/server/sms/send-text-task';
import { deleteUploadedFilesTask } from '@/server/uploads/delete-files-task';
import { jobsCollectionOverridesFor } from './jobs-collection';
import { JOB_QUEUES } from './job-queues';
import { releaseStalledJobsTask } from './release-stalled-jobs-task';

const tasks = [
  sendEmailTask,
  sendTextTask,
  deleteUploadedFilesTask,
  releaseStalledJobsTask,
  forgetSpentProofsTask,
  deleteExpiredEnquiriesTask,
  deleteExpiredApplicationsTask,
  forwardToCrmTask,
  deleteUnconfirmedSignUpsTask,
  sendOwedBookingEmailsTask,
  forgetCardGuaranteesTask,
  sendRemindersTask,
  matchWaitlistTask,
  sweepWaitlistTask,
  forgetOldOutboxCopiesTask,
];

/**
 * Payload's jobs queue, for everything that must not hold up a request or be lost while a provider is down.
 *
 * - A feature queues work (`queueEmail`, or `payload.jobs.queue({ task, input, req })`) and the request returns; the
 *   queue runs right after the response, and every process also polls it on a short schedule (`autoRun`), which is
 *   what retries with backoff and what picks up work queued by a process that stopped.
 * - Claims are atomic across processes and instances (atomic-job-claims.ts, installed in `onInit`), so a job runs
 *   once per attempt however many workers poll.
 * - Tasks live beside the code they serve and are listed here; a scheduled task carries a `schedule` on the
 *   maintenance queue (see release-stalled-jobs-task.ts), and must be safe to run twice.
 */
export const jobsConfig: JobsConfig = {
  tasks,
  autoRun: [
    { cron: '*/5 * * * * *', queue: JOB_QUEUES.email, limit: 20, silent: { info: true }, disableScheduling: true },
    { cron: '*/5 * * * * *', queue: JOB_QUEUES.waitlist, limit: 10, silent: { info: true }, disableScheduling: true },
    { cron: '*/10 * * * * *', queue: JOB_QUEUES.crm, limit: 20, silent: { info: true }, disableScheduling: true },
    { cron: '30 * * * * *', queue: JOB_QUEUES.maintenance, limit: 5, silent: { info: true } },
  ],
  // `next build` loads the config too; only a serving process works the queue.
  shouldAutoRun: () => process.env.NEXT_PHASE !== 'phase-production-build',
  deleteJobOnComplete: true,
  // Queueing and running go through code (queueEmail, the schedule); over REST only administrators may, e.g. to run
  // a queue by hand.
  access: {
    queue: isAdmin,
    run: isAdmin,
    cancel: isAdmin,
  },
  jobsCollectionOverrides: jobsCollectionOverridesFor(tasks),
};

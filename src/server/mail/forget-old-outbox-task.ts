import type { Payload, TaskConfig } from 'payload';
import { JOB_QUEUES } from '@/server/jobs/job-queues';

/*
 * No `import 'server-only'`: tasks are part of payload.config.ts, which also runs outside Next.
 */

/**
 * Days an Outbox copy (an email or text kept because no provider is configured) stays for staff to read and forward.
 * The copies carry diners', applicants' and subscribers' names and addresses, and every one of those has a shorter or
 * equal retention of its own (the waitlist's 30 days is the shortest), so the Outbox must not outlive them.
 */
export const OUTBOX_KEPT_DAYS = 30;

/** Deletes the Outbox copies older than OUTBOX_KEPT_DAYS; how many. */
async function forgetOldOutboxCopies(payload: Payload, now = new Date()): Promise<number> {
  const { docs } = await payload.delete({
    collection: 'outbox',
    where: { createdAt: { less_than: new Date(now.getTime() - OUTBOX_KEPT_DAYS * 86_400_000).toISOString() } },
    depth: 0,
    overrideAccess: true,
  });
  return docs.length;
}

/** Once a day; safe to run twice (a second run finds nothing left to delete). */
export const forgetOldOutboxCopiesTask: TaskConfig<'forget-old-outbox-copies'> = {
  slug: 'forget-old-outbox-copies',
  label: `Delete Outbox copies older than ${OUTBOX_KEPT_DAYS} days`,
  schedule: [{ cron: '0 55 3 * * *', queue: JOB_QUEUES.maintenance }],
  retries: { attempts: 3 },
  handler: async ({ req }) => ({ output: { deleted: await forgetOldOutboxCopies(req.payload) } }),
};

import type { Payload, PayloadRequest, TaskConfig } from 'payload';
import { DEFAULT_RETENTION_MONTHS } from '@/globals/enquiry-settings';
import { JOB_QUEUES } from '@/server/jobs/job-queues';

/*
 * No `import 'server-only'`: scheduled tasks are part of payload.config.ts, which also runs outside Next.
 */

/** How many enquiries one run deletes; a larger backlog (after the period was shortened) goes over the next nights. */
const PER_RUN = 500;

/** The moment before which an enquiry has been kept long enough: `months` calendar months before `now`. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  // 31 March less a month is 28 (or 29) February, not 3 March.
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/**
 * Deletes enquiries sent before the retention period (Enquiry settings), through Payload so each one's files are
 * deleted by its afterDelete hook. Safe to run twice: a second run finds nothing left to delete.
 */
export async function deleteExpiredEnquiries(payload: Payload, { now = new Date(), req }: { now?: Date; req?: PayloadRequest } = {}): Promise<number> {
  const settings = await payload.findGlobal({ slug: 'enquiry-settings', depth: 0, overrideAccess: true, req });
  const cutoff = retentionCutoff(now, settings.retentionMonths ?? DEFAULT_RETENTION_MONTHS);
  const expired = await payload.find({
    collection: 'enquiries',
    where: { createdAt: { less_than: cutoff.toISOString() } },
    limit: PER_RUN,
    depth: 0,
    select: {},
    overrideAccess: true,
    req,
  });
  if (expired.docs.length === 0) return 0;
  const { docs, errors } = await payload.delete({
    collection: 'enquiries',
    where: { id: { in: expired.docs.map((doc) => doc.id) } },
    depth: 0,
    overrideAccess: true,
    req,
  });
  if (errors.length) throw new Error(`Could not delete ${errors.length} expired enquiries: ${errors.map((error) => error.message).join('; ')}`);
  return docs.length;
}

/** Every night at 03:15: enquiries and their files go once the retention period has passed. */
export const deleteExpiredEnquiriesTask: TaskConfig<'delete-expired-enquiries'> = {
  slug: 'delete-expired-enquiries',
  label: 'Delete enquiries past their retention period',
  schedule: [{ cron: '0 15 3 * * *', queue: JOB_QUEUES.maintenance }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ req }) => {
    const deleted = await deleteExpiredEnquiries(req.payload, { req });
    return { output: { deleted } };
  },
};

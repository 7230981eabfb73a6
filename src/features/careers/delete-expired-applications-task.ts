import type { Payload, PayloadRequest, TaskConfig } from 'payload';
import { JOB_QUEUES } from '@/server/jobs/job-queues';
import { DEFAULT_RETENTION_MONTHS } from '@/globals/careers-settings';

/** The moment before which applications are deleted: `months` calendar months before `now`. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** Deletes applications older than the retention period; their CVs follow through the collection's afterDelete hook. */
async function deleteExpiredApplications(payload: Payload, req: Partial<PayloadRequest>, now = new Date()): Promise<number> {
  const settings = await payload.findGlobal({ slug: 'careers-settings', req });
  const months = settings.applicationRetentionMonths ?? DEFAULT_RETENTION_MONTHS;
  const { docs } = await payload.delete({
    collection: 'job-applications',
    where: { createdAt: { less_than: retentionCutoff(now, months).toISOString() } },
    overrideAccess: true,
    req,
  });
  return docs.length;
}

/** Once a day; safe to run twice (a second run finds nothing left to delete). */
export const deleteExpiredApplicationsTask: TaskConfig<'delete-expired-job-applications'> = {
  slug: 'delete-expired-job-applications',
  label: 'Delete job applications past their retention period',
  schedule: [{ cron: '0 15 3 * * *', queue: JOB_QUEUES.maintenance }],
  retries: { attempts: 3 },
  handler: async ({ req }) => ({ output: { deleted: await deleteExpiredApplications(req.payload, req) } }),
};

import type { Job, TaskConfig } from 'payload';
import { JOB_QUEUES } from './job-queues';

/**
 * A job is running while its worker holds it (`processing`); every step it takes updates it. One untouched for this
 * long belongs to a worker that stopped (a crash, a killed instance), because no task here runs that long: email
 * sends give up after a minute.
 */
const STALLED_AFTER_MS = 15 * 60_000;

/** A stall counts as a failed try: a job out of tries is marked failed instead of being handed out again. */
function triesAllowed(payload: { config: { jobs: { tasks?: TaskConfig[] } } }, taskSlug: string | null | undefined): number {
  const retries = payload.config.jobs.tasks?.find((task) => task.slug === taskSlug)?.retries;
  return 1 + (typeof retries === 'number' ? retries : (retries?.attempts ?? 0));
}

/**
 * Payload leaves a job whose worker died marked as processing for ever, so it would never run again. This scheduled
 * task hands such jobs back to their queue. The stopped worker may have finished the work without recording it (an
 * email handed to the mail server just before a crash), so a released job can run twice: at-least-once, only after
 * a crash, which beats a message never sent.
 *
 * It is also the pattern for every scheduled clean-up: a task with a `schedule` on the maintenance queue, idempotent
 * (two instances may both queue a run), working through `req.payload`.
 */
export const releaseStalledJobsTask: TaskConfig<'release-stalled-jobs'> = {
  slug: 'release-stalled-jobs',
  label: 'Release jobs whose worker stopped',
  schedule: [{ cron: '0 */5 * * * *', queue: JOB_QUEUES.maintenance }],
  handler: async ({ job: self, req }) => {
    const cutoff = new Date(Date.now() - STALLED_AFTER_MS).toISOString();
    const { docs } = await req.payload.find({
      collection: 'payload-jobs',
      where: { and: [{ processing: { equals: true } }, { updatedAt: { less_than: cutoff } }, { id: { not_equals: self.id } }] },
      limit: 100,
      depth: 0,
      req,
    });
    for (const stalled of docs as Job[]) {
      const tried = (stalled.totalTried ?? 0) + 1;
      const failed = tried >= triesAllowed(req.payload, stalled.taskSlug);
      await req.payload.db.updateJobs({
        id: stalled.id,
        data: {
          processing: false,
          totalTried: tried,
          ...(failed ? { hasError: true, error: { message: 'Its worker stopped while running it, and it has no tries left.' } } : {}),
        },
        req,
        returning: false,
      });
      req.payload.logger.warn({ jobId: stalled.id, taskSlug: stalled.taskSlug, failed }, 'Released a job whose worker stopped');
    }
    return { output: { released: docs.length } };
  },
};

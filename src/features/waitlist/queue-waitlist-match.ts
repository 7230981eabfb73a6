import { JOB_QUEUES } from '@/server/jobs/job-queues';
import { resolveTarget, type PayloadTarget } from '@/server/jobs/payload-target';
import { runQueueAfterResponse } from '@/server/jobs/run-after-response';

/*
 * No `import 'server-only'`: the bookings and blocks collections' hooks call this, and collections load outside Next.
 */

/**
 * A table may have freed up at `storeId` on `date` (a cancellation, a no-show, a block lifted): when anyone is
 * waiting for that day, a match job is queued (in the caller's transaction, so only if the change is committed) and
 * run as soon as the response has gone. Jobs are claimed atomically, so one run per job across instances; two runs
 * at once are safe (match-waitlist.ts). The minute's sweep (sweep-waitlist.ts) covers holds that lapse on their own.
 */
export async function queueWaitlistMatch(target: PayloadTarget, storeId: number, date: string): Promise<void> {
  const { payload, req } = resolveTarget(target);
  const { totalDocs } = await payload.count({
    collection: 'waitlist-entries',
    where: { storeId: { equals: storeId }, date: { equals: date }, status: { in: ['waiting', 'offered'] } },
    overrideAccess: true,
    req,
  });
  if (totalDocs === 0) return;
  await payload.jobs.queue({ task: 'match-waitlist', queue: JOB_QUEUES.waitlist, input: { storeId, date }, req });
  runQueueAfterResponse(payload, JOB_QUEUES.waitlist);
}

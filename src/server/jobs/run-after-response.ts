import type { Payload } from 'payload';
import { afterResponse } from '@/server/request-context';
import type { JobQueue } from './job-queues';

/** How many due jobs one run picks up; the autoRun schedule takes the rest a few seconds later. */
const JOBS_PER_RUN = 20;

/** One pass over a queue's due jobs. Never throws (see runQueue). */
async function runOnce(payload: Payload, queue: JobQueue): Promise<void> {
  try {
    await payload.jobs.run({ queue, limit: JOBS_PER_RUN, overrideAccess: true, silent: { info: true } });
  } catch (error) {
    payload.logger.error({ err: error, queue }, 'Could not run the job queue; the schedule will try again');
  }
}

/** Per queue, the latest run asked for, and the one that has not started yet (which every caller meanwhile shares). */
const latestRuns = new Map<JobQueue, Promise<void>>();
const runsNotStarted = new Map<JobQueue, Promise<void>>();

/**
 * Runs a queue's due jobs: one run at a time per queue in this process, and always one that starts after the call,
 * so it sees what the caller has just queued. Fifty bookings at once therefore start two runs, not fifty: each run
 * holds database connections while it works, and fifty at once emptied the pool on PostgreSQL, so that bookings
 * waiting for a connection were refused (503). Each job is claimed atomically (see atomic-job-claims.ts), so runs
 * in other processes never take the same job. Never throws: a job's own failure is recorded on the job and
 * retried; a failure to reach the queue at all is logged, and the schedule retries.
 */
export function runQueue(payload: Payload, queue: JobQueue): Promise<void> {
  const notStarted = runsNotStarted.get(queue);
  if (notStarted) return notStarted;
  const run = (latestRuns.get(queue) ?? Promise.resolve()).then(() => {
    runsNotStarted.delete(queue);
    return runOnce(payload, queue);
  });
  runsNotStarted.set(queue, run);
  latestRuns.set(queue, run);
  void run.finally(() => {
    if (latestRuns.get(queue) === run) latestRuns.delete(queue);
  });
  return run;
}

/**
 * Runs the queue once the current response has been sent (and the request's transaction committed), so what a
 * request queued goes out within moments and the visitor never waits for it. Outside a request (scripts, tests)
 * the autoRun schedule picks the job up within seconds.
 */
export function runQueueAfterResponse(payload: Payload, queue: JobQueue): void {
  afterResponse(() => runQueue(payload, queue));
}

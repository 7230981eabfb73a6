import { after } from 'next/server';
import type { Payload } from 'payload';
import type { JobQueue } from './job-queues';

/** How many due jobs one run picks up; the autoRun schedule takes the rest a few seconds later. */
const JOBS_PER_RUN = 20;

/**
 * Runs a queue's due jobs now. Safe to call from anywhere and as often as wanted: each job is claimed atomically
 * (see atomic-job-claims.ts), so two runs, in one process or many, never take the same job. Never throws: a job's own
 * failure is recorded on the job and retried; a failure to reach the queue at all is logged, and the schedule retries.
 */
export async function runQueue(payload: Payload, queue: JobQueue): Promise<void> {
  try {
    await payload.jobs.run({ queue, limit: JOBS_PER_RUN, overrideAccess: true, silent: { info: true } });
  } catch (error) {
    payload.logger.error({ err: error, queue }, 'Could not run the job queue; the schedule will try again');
  }
}

const isOutsideRequestScope = (error: unknown) => error instanceof Error && error.message.includes('outside a request scope');

/**
 * Runs the queue once the current response has been sent (and the request's transaction committed), so what a
 * request queued goes out within moments and the visitor never waits for it. Outside a request (scripts, tests)
 * there is no "after the response": the autoRun schedule picks the job up within seconds.
 */
export function runQueueAfterResponse(payload: Payload, queue: JobQueue): void {
  try {
    after(() => runQueue(payload, queue));
  } catch (error) {
    if (!isOutsideRequestScope(error)) throw error;
  }
}

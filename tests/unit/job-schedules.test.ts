/**
 * Scheduled tasks run only if a process handles their schedule: Payload queues a scheduled task's next job when an
 * autoRun of that queue runs without `disableScheduling`. A task scheduled on a queue no such autoRun polls would
 * never run, and no test waiting on a real clock would say why. The waitlist's and the reminders' sweeps run every
 * minute (decisions 0068 and 0069): their integration tests run them directly rather than wait for the minute.
 */
import { describe, expect, it } from 'vitest';
import { jobsConfig } from '@/server/jobs/jobs-config';
import { MAINTENANCE_RUN_SECOND } from '../support/waitlist-sweep';

const tasks = jobsConfig.tasks ?? [];
const autoRuns = Array.isArray(jobsConfig.autoRun) ? jobsConfig.autoRun : [];
const scheduled = tasks.flatMap((task) => (task.schedule ?? []).map((schedule) => ({ slug: task.slug, ...schedule })));

describe('job schedules', () => {
  it('has scheduled tasks', () => {
    expect(scheduled.length).toBeGreaterThan(0);
  });

  it.each(scheduled)('$slug is on a queue an autoRun polls with its schedules handled', ({ queue }) => {
    expect(autoRuns.some((run) => run.queue === queue && !run.disableScheduling)).toBe(true);
  });

  it.each(['sweep-waitlist', 'send-booking-reminders'])('%s runs every minute', (slug) => {
    expect(scheduled.filter((schedule) => schedule.slug === slug).map((schedule) => schedule.cron)).toEqual(['0 * * * * *']);
  });

  it('runs the maintenance queue once a minute, at the second the tests that offer by hand keep clear of (tests/support/waitlist-sweep.ts)', () => {
    expect(autoRuns.filter((run) => run.queue === 'maintenance').map((run) => run.cron)).toEqual([`${MAINTENANCE_RUN_SECOND} * * * * *`]);
  });
});

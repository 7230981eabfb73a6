import type { Payload } from 'payload';
import { describe, expect, it } from 'vitest';
import { runQueue } from '@/server/jobs/run-after-response';
import { JOB_QUEUES } from '@/server/jobs/job-queues';

/** A queue whose runs the test finishes by hand, noting how many run at once and when each started. */
function fakeQueue() {
  const runs: { startedAfter: number; finish: () => void }[] = [];
  let calls = 0;
  let running = 0;
  let mostAtOnce = 0;
  const payload = {
    jobs: {
      run: () =>
        new Promise<void>((resolve) => {
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          runs.push({ startedAfter: calls, finish: () => ((running -= 1), resolve()) });
        }),
    },
    logger: { error: () => undefined },
  } as unknown as Payload;
  const ask = () => {
    calls += 1;
    return runQueue(payload, JOB_QUEUES.email);
  };
  return { runs, ask, mostAtOnce: () => mostAtOnce };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('running a job queue after a response', () => {
  it('runs one pass at a time, however many requests ask, and each asker gets a pass that starts after it asked', async () => {
    const queue = fakeQueue();
    const first = queue.ask();
    await tick();
    expect(queue.runs).toHaveLength(1);

    // Fifty bookings while the first pass works: one more pass, after it, shared by all of them.
    const meanwhile = Array.from({ length: 50 }, () => queue.ask());
    expect(new Set(meanwhile).size).toBe(1);
    await tick();
    expect(queue.runs).toHaveLength(1);

    queue.runs[0]!.finish();
    await first;
    await tick();
    expect(queue.runs).toHaveLength(2);
    expect(queue.runs[1]!.startedAfter).toBe(51);
    queue.runs[1]!.finish();
    await meanwhile[0];
    expect(queue.mostAtOnce()).toBe(1);

    // Asked again once all is quiet: a pass of its own, at once.
    const later = queue.ask();
    await tick();
    expect(queue.runs).toHaveLength(3);
    queue.runs[2]!.finish();
    await later;
  });
});

import { ADMIN, staffLogin } from './staff';

/** The second of each minute at which every process runs its maintenance queue (jobs-config.ts; checked in tests/unit/job-schedules.test.ts). */
export const MAINTENANCE_RUN_SECOND = 30;

/** How long a test is promised with no sweep: more than offering a table by hand takes, in the API or on the day sheet. */
const CLEAR_FOR_MS = 15_000;

const PENDING_SWEEPS = 'where[taskSlug][equals]=sweep-waitlist&where[completedAt][exists]=false&where[hasError][not_equals]=true&depth=0&limit=10';

type PendingSweep = { processing: boolean | null; waitUntil: string | null };

/**
 * Waits until the waitlist's minute sweep is clear for CLEAR_FOR_MS (shared by the integration and browser tests). The
 * sweep offers a table to every diner waiting whom a free table fits, so a test that has a diner wait where tables are
 * free and then offers one by hand races it: whichever comes second finds the diner already offered. Payload queues a
 * scheduled task only when a process runs its maintenance queue, at MAINTENANCE_RUN_SECOND, usually due at once (a
 * process's first is due at the next minute); a run of that queue may also take one already due. So the test goes
 * when the next maintenance run is far enough off, and no sweep runs or falls due before then.
 */
export async function clearOfTheWaitlistSweep(base: string): Promise<void> {
  const headers = { Authorization: `JWT ${await staffLogin(base, ADMIN)}` };
  const giveUpAt = Date.now() + 120_000;
  while (Date.now() < giveUpAt) {
    const now = new Date();
    const untilTheRunMs = (((MAINTENANCE_RUN_SECOND - now.getSeconds() + 60) % 60) * 1000 - now.getMilliseconds() + 60_000) % 60_000;
    const sinceTheRunMs = 60_000 - untilTheRunMs;
    if (sinceTheRunMs >= 3_000 && untilTheRunMs > CLEAR_FOR_MS) {
      const pending = await fetch(`${base}/cms-api/payload-jobs?${PENDING_SWEEPS}`, { headers });
      if (pending.status !== 200) throw new Error(`Reading the waitlist's sweeps answered ${pending.status}`);
      const { docs } = (await pending.json()) as { docs: PendingSweep[] };
      const clear = (sweep: PendingSweep) => !sweep.processing && sweep.waitUntil !== null && Date.parse(sweep.waitUntil) > Date.now() + CLEAR_FOR_MS;
      if (docs.every(clear)) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The waitlist’s sweep was still due or running after two minutes');
}

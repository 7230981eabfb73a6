import { ADMIN, staffLogin } from './staff';

/** The second of each minute at which every process runs its maintenance queue (jobs-config.ts; checked in tests/unit/job-schedules.test.ts). */
export const MAINTENANCE_RUN_SECOND = 30;

const PENDING_SWEEPS = 'where[taskSlug][equals]=sweep-waitlist&where[completedAt][exists]=false&where[hasError][not_equals]=true&depth=0&limit=1';

/**
 * Waits until the waitlist's minute sweep is well clear (shared by the integration and browser tests). The sweep
 * offers a table to every diner waiting whom a free table fits, so a test that has a diner wait where tables are free
 * and then offers one by hand races it: whichever comes second finds the diner already offered. Payload queues a
 * scheduled task only when a process runs its maintenance queue, at MAINTENANCE_RUN_SECOND, and runs it there and
 * then; so from 3 to 45 seconds after that, once no sweep waits or runs, a test has at least 15 seconds to itself.
 */
export async function clearOfTheWaitlistSweep(base: string): Promise<void> {
  const headers = { Authorization: `JWT ${await staffLogin(base, ADMIN)}` };
  const giveUpAt = Date.now() + 120_000;
  while (Date.now() < giveUpAt) {
    const sinceTheRun = (new Date().getSeconds() - MAINTENANCE_RUN_SECOND + 60) % 60;
    if (sinceTheRun >= 3 && sinceTheRun < 45) {
      const pending = await fetch(`${base}/cms-api/payload-jobs?${PENDING_SWEEPS}`, { headers });
      if (pending.status !== 200) throw new Error(`Reading the waitlist's sweeps answered ${pending.status}`);
      if (((await pending.json()) as { totalDocs: number }).totalDocs === 0) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The waitlist’s sweep was still waiting or running after two minutes');
}

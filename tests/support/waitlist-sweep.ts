import { ADMIN, staffLogin } from './staff';

const SWEEPS = 'where[taskSlug][equals]=sweep-waitlist&where[completedAt][exists]=false&depth=0';

/**
 * Holds the waitlist's minute sweep off for a minute (shared by the integration and browser tests). The sweep offers a
 * table to every diner waiting whom a free table fits, so a test that has a diner wait where tables are free and then
 * offers one by hand races it: whichever comes second finds the diner already offered. Every sweep still waiting is
 * put back a minute, and one already running is let finish; the schedule queues no other while one waits.
 */
export async function postponeWaitlistSweep(base: string): Promise<void> {
  const headers = { Authorization: `JWT ${await staffLogin(base, ADMIN)}`, 'Content-Type': 'application/json' };
  for (let attempt = 0; attempt < 120; attempt++) {
    const postponed = await fetch(`${base}/cms-api/payload-jobs?${SWEEPS}&where[processing][equals]=false`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ waitUntil: new Date(Date.now() + 60_000).toISOString() }),
    });
    if (postponed.status !== 200) throw new Error(`Postponing the waitlist's sweep answered ${postponed.status}: ${await postponed.text()}`);
    const running = await fetch(`${base}/cms-api/payload-jobs?${SWEEPS}&where[processing][equals]=true&limit=1`, { headers });
    if (((await running.json()) as { totalDocs: number }).totalDocs === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('A waitlist sweep was still running after a minute');
}

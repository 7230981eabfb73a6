import 'server-only';
import { registerServerTask } from '@/server/jobs/server-task-handlers';
import { MATCH_WAITLIST, SWEEP_WAITLIST } from './match-waitlist-task';
import { matchWaitlist } from './match-waitlist';
import { sweepWaitlist } from './sweep-waitlist';

/** The waitlist's jobs' work, registered as the server starts (src/instrumentation.ts). */
export function registerWaitlistTasks(): void {
  registerServerTask(MATCH_WAITLIST, async ({ input, req }) => ({
    offered: (await matchWaitlist(req.payload, Number(input.storeId), String(input.date))).length,
  }));
  registerServerTask(SWEEP_WAITLIST, async ({ req }) => ({ offered: await sweepWaitlist(req.payload) }));
}

import type { TaskConfig } from 'payload';
import { JOB_QUEUES } from '@/server/jobs/job-queues';
import { runServerTask } from '@/server/jobs/server-task-handlers';

/*
 * No `import 'server-only'`: tasks are part of payload.config.ts, which also loads outside Next (the CLI). The match
 * reads through the booking ledger, which loads that config: its work is registered as the server starts
 * (register-waitlist-tasks.ts, server-task-handlers.ts).
 */

export const MATCH_WAITLIST = 'match-waitlist';
export const SWEEP_WAITLIST = 'sweep-waitlist';

/** Queued when a table may have freed up (queue-waitlist-match.ts): offers it to the first in line who fits. */
export const matchWaitlistTask: TaskConfig<'match-waitlist'> = {
  slug: MATCH_WAITLIST,
  label: 'Offer a freed table to the first diner on the waitlist who fits',
  inputSchema: [
    { name: 'storeId', type: 'number', required: true },
    { name: 'date', type: 'text', required: true },
  ],
  retries: 3,
  handler: ({ input, req }) => runServerTask(MATCH_WAITLIST, { input, req }),
};

/**
 * Every minute: each day with diners waiting or offered a table is matched again, so a hold that lapsed unconfirmed
 * passes to the next in line without anything else happening, and entries whose window has passed expire.
 */
export const sweepWaitlistTask: TaskConfig<'sweep-waitlist'> = {
  slug: SWEEP_WAITLIST,
  label: 'Pass lapsed waitlist offers on and expire past entries',
  schedule: [{ cron: '0 * * * * *', queue: JOB_QUEUES.maintenance }],
  handler: ({ req }) => runServerTask(SWEEP_WAITLIST, { input: {}, req }),
};

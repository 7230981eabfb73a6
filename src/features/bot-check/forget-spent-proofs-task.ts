import type { TaskConfig } from 'payload';
import { JOB_QUEUES } from '@/server/jobs/job-queues';
import { forgetExpiredProofs } from './spent-proofs';

/** A scheduled clean-up: every ten minutes, the spent proofs of expired challenges are deleted. */
export const forgetSpentProofsTask: TaskConfig<'forget-spent-bot-check-proofs'> = {
  slug: 'forget-spent-bot-check-proofs',
  label: 'Forget spent bot-check proofs',
  schedule: [{ cron: '0 */10 * * * *', queue: JOB_QUEUES.maintenance }],
  handler: async ({ req }) => {
    await forgetExpiredProofs(req.payload);
    return { output: {} };
  },
};

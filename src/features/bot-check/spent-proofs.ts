import type { Payload } from 'payload';
import { isPayloadError } from '@/server/payload-errors';

/*
 * No `import 'server-only'`: the clean-up task that uses this is part of payload.config.ts, which also runs outside
 * Next (Payload's CLI, the start script).
 */

/** Where used proofs are remembered until they expire. `spend` is true the first time a proof is seen, false after. */
export type SpentProofs = { spend: (proof: string, expiresAt: Date) => Promise<boolean> };

export const SPENT_PROOFS_COLLECTION = 'bot-check-proofs';

/** The database refusing a second row for the proof, as Payload reports it. */
const isDuplicate = (error: unknown) => isPayloadError(error, 'ValidationError') && Boolean(error.data?.errors?.some((entry) => entry.path === 'proof'));

/**
 * Spent proofs in the database, so "once" holds across processes and instances: the proof is a unique column, and
 * the insert either creates the row (first use) or is refused by the database (a replay), in one atomic step.
 */
export const databaseSpentProofs = (payload: Payload): SpentProofs => ({
  spend: async (proof, expiresAt) => {
    try {
      await payload.db.create({ collection: SPENT_PROOFS_COLLECTION, data: { proof, expiresAt: expiresAt.toISOString() } });
      return true;
    } catch (error) {
      if (isDuplicate(error)) return false;
      throw error;
    }
  },
});

/** Forgets proofs whose challenge has expired: expired proofs are refused anyway, so their record is no longer needed. */
export async function forgetExpiredProofs(payload: Payload, now = new Date()): Promise<void> {
  await payload.db.deleteMany({ collection: SPENT_PROOFS_COLLECTION, where: { expiresAt: { less_than: now.toISOString() } } });
}

import type { CollectionConfig } from 'payload';
import { SPENT_PROOFS_COLLECTION } from '@/features/bot-check/spent-proofs';

/**
 * Bot-check proofs already used, kept until their challenge expires (a few minutes) so each is accepted once, by
 * any process or instance. The unique `proof` column is what makes that atomic. Nothing here is for staff to read.
 */
export const BotCheckProofs: CollectionConfig = {
  slug: SPENT_PROOFS_COLLECTION,
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'proof', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
  timestamps: false,
  lockDocuments: false,
};

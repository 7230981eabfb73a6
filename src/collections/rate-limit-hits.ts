import type { CollectionConfig } from 'payload';
import { RATE_LIMIT_COLLECTION } from '@/server/http/rate-limit';

/**
 * One row per counted request of a rate-limited action (src/server/http/rate-limit.ts), kept until its window has
 * passed. In the database, so every process and instance counts the same requests. Nothing here is for staff.
 */
export const RateLimitHits: CollectionConfig = {
  slug: RATE_LIMIT_COLLECTION,
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'key', type: 'text', required: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
  timestamps: false,
  lockDocuments: false,
};

import { sql } from '@payloadcms/db-postgres';
import type { PayloadRequest } from 'payload';
import { transactionOf, type TransactionParts } from '../request-transaction';
import { EXPIRY_CHANNEL, processId, type ExpiryNotice } from './cache-tags';

/**
 * Tells the other instances that `tags` are stale. Sent inside the edit's own transaction, so they hear it only once
 * the edit is committed: a page they render on hearing it shows the edit. SQLite has one instance, nobody to tell.
 */
export async function tellOtherInstances(req: PayloadRequest, tags: readonly string[]): Promise<void> {
  if (req.payload.db.name !== 'postgres' || tags.length === 0) return;
  const db = (await transactionOf(req.payload.db as unknown as TransactionParts, req)) as { execute: (query: unknown) => Promise<unknown> };
  const notice: ExpiryNotice = { from: processId, tags: [...tags] };
  await db.execute(sql`SELECT pg_notify(${EXPIRY_CHANNEL}, ${JSON.stringify(notice)})`);
}

import { sql } from '@payloadcms/db-postgres';
import type { PayloadRequest } from 'payload';
import { EXPIRY_CHANNEL, processId, type ExpiryNotice } from './cache-tags';

type DrizzleParts = { name: string; sessions?: Record<string, { db: unknown }>; drizzle?: unknown };

/**
 * Tells the other instances that `tags` are stale. Sent inside the edit's own transaction, so they hear it only once
 * the edit is committed: a page they render on hearing it shows the edit. SQLite has one instance, nobody to tell.
 */
export async function tellOtherInstances(req: PayloadRequest, tags: readonly string[]): Promise<void> {
  const adapter = req.payload.db as unknown as DrizzleParts;
  if (adapter.name !== 'postgres' || tags.length === 0) return;
  const id = req.transactionID ? await req.transactionID : undefined;
  const db = ((id !== undefined && adapter.sessions?.[String(id)]?.db) || adapter.drizzle) as { execute: (query: unknown) => Promise<unknown> };
  const notice: ExpiryNotice = { from: processId, tags: [...tags] };
  await db.execute(sql`SELECT pg_notify(${EXPIRY_CHANNEL}, ${JSON.stringify(notice)})`);
}

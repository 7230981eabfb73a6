import type { PayloadRequest } from 'payload';

/** The parts of Payload's Drizzle-based adapters (SQLite and PostgreSQL) that hold a request's transaction. */
export type TransactionParts = { sessions?: Record<string, { db: unknown } | undefined>; drizzle?: unknown };

/** The request's transaction, where the operation's other writes go, or the adapter's own connection outside one. */
export async function transactionOf(adapter: TransactionParts, req: Partial<PayloadRequest> | undefined): Promise<unknown> {
  const id = req?.transactionID ? await req.transactionID : undefined;
  return (id !== undefined && adapter.sessions?.[String(id)]?.db) || adapter.drizzle;
}

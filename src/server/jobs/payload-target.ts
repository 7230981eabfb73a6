import type { Payload, PayloadRequest } from 'payload';

/**
 * What code that writes or queues may be handed: a request (a hook's or a task's `req`, carrying its transaction on
 * PostgreSQL) or Payload itself (code outside any request, such as the booking ledger after its own commit).
 */
export type PayloadTarget = Payload | PayloadRequest;

/** The request when there is one (so writes join its transaction), and Payload either way. */
export function resolveTarget(target: PayloadTarget): { payload: Payload; req?: PayloadRequest } {
  return 'payload' in target && target.payload ? { payload: target.payload, req: target } : { payload: target as Payload };
}

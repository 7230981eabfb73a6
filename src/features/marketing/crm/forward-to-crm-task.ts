import type { Payload, TaskConfig } from 'payload';
import type { Restaurant, Subscriber } from '@/payload-types';
import { JOB_QUEUES } from '@/server/jobs/job-queues';
import { resolveTarget, type PayloadTarget } from '@/server/jobs/payload-target';
import { runQueueAfterResponse } from '@/server/jobs/run-after-response';
import { SEND_EMAIL_RETRIES } from '@/server/mail/send-email-task';
import type { CrmDelivery, CrmEvent, CrmSubscriber } from './crm-adapter';
import { configuredCrm } from './configured-crm';

/*
 * No `import 'server-only'`: the task is part of payload.config.ts, which also runs outside Next.
 */

const storeIdOf = (restaurant: Subscriber['favouriteRestaurant']) => (restaurant && typeof restaurant === 'object' ? (restaurant as Restaurant).storeId : null);

/** The subscriber as an outside CRM receives them; null when there is nothing to send (erased, or gone). */
function crmSubscriberOf(subscriber: Subscriber): CrmSubscriber | null {
  if (!subscriber.crmId || !subscriber.email || subscriber.status === 'erased') return null;
  return {
    crmId: subscriber.crmId,
    email: subscriber.email,
    status: subscriber.status,
    firstName: subscriber.firstName ?? null,
    phoneNumber: subscriber.phoneNumber ?? null,
    favouriteRestaurantStoreId: storeIdOf(subscriber.favouriteRestaurant),
    birthday:
      subscriber.birthDay && subscriber.birthMonth ? { day: subscriber.birthDay, month: subscriber.birthMonth, year: subscriber.birthYear ?? 1904 } : null,
    gender: subscriber.gender ?? null,
    interests: subscriber.interests ?? [],
    emailOptIn: Boolean(subscriber.emailOptIn),
    smsOptIn: Boolean(subscriber.smsOptIn),
    consents: (subscriber.consents ?? []).map(({ channel, granted, at, wording, source }) => ({ channel, granted: Boolean(granted), at, wording, source })),
  };
}

async function deliveryFor(payload: Payload, event: CrmEvent, now: Date): Promise<CrmDelivery | null> {
  const sentAt = now.toISOString();
  if (event.type === 'subscriber.erased') return { type: event.type, crmId: event.crmId, sentAt };
  const { docs } = await payload.find({ collection: 'subscribers', where: { crmId: { equals: event.crmId } }, depth: 1, limit: 1, overrideAccess: true });
  const subscriber = docs[0] ? crmSubscriberOf(docs[0]) : null;
  return subscriber ? { type: event.type, crmId: event.crmId, subscriber, sentAt } : null;
}

/**
 * Sends one mailing-list change to the outside CRM, retried with backoff over about four hours (as emails are), then
 * left failed under Background jobs for staff to retry. Sends the record as it is when the job runs, so a retried
 * update never sends stale details, and an update for someone erased since is dropped.
 */
export const forwardToCrmTask: TaskConfig<'forward-to-crm'> = {
  slug: 'forward-to-crm',
  label: 'Send a mailing-list change to the CRM',
  inputSchema: [
    { name: 'type', type: 'text', required: true },
    { name: 'crmId', type: 'text', required: true },
  ],
  retries: SEND_EMAIL_RETRIES,
  handler: async ({ input, req }) => {
    const crm = configuredCrm();
    if (!crm) return { output: { skipped: 'no CRM configured' } };
    const delivery = await deliveryFor(req.payload, input as CrmEvent, new Date());
    if (delivery) await crm.deliver(delivery);
    return { output: {} };
  },
};

/** Queues a change for the outside CRM, when one is configured; with none, our database is the only store. */
export async function queueCrmEvent(target: PayloadTarget, event: CrmEvent): Promise<void> {
  if (!configuredCrm()) return;
  const { payload, req } = resolveTarget(target);
  await payload.jobs.queue({ task: 'forward-to-crm', queue: JOB_QUEUES.crm, input: event, req });
  runQueueAfterResponse(payload, JOB_QUEUES.crm);
}

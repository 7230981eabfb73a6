import 'server-only';
import type { Payload } from 'payload';
import { RATE_LIMIT_COLLECTION } from '@/server/http/rate-limit';
import { queueCrmEvent } from './crm/forward-to-crm-task';
import { subscriberByGuid } from './preferences';
import { CONFIRMATION_EMAILS_PER_HOUR } from './sign-up';

type QueuedEmail = { id: number | string; input?: { message?: { to?: string | string[] } } | null };

/** Emails to the address still waiting in the queue (or failed there): their jobs hold the address. */
async function deleteQueuedEmailsTo(payload: Payload, email: string): Promise<void> {
  const { docs } = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'send-email' } }, pagination: false, depth: 0, overrideAccess: true });
  const addressedTo = (job: QueuedEmail) => [job.input?.message?.to ?? []].flat().some((to) => to.toLowerCase() === email || to.toLowerCase().endsWith(`<${email}>`));
  const ids = (docs as QueuedEmail[]).filter(addressedTo).map((job) => job.id);
  if (ids.length) await payload.delete({ collection: 'payload-jobs', where: { id: { in: ids } }, overrideAccess: true });
}

/**
 * "Delete my data": everything we hold about the subscriber goes: their record keeps only status "erased" and its
 * dates (an anonymised count), their voucher codes lose the address (so offer counts stay right), and emails to
 * them in the Outbox or the queue are deleted. An outside CRM is told to erase them too. False when the key names
 * no one. Table bookings are not touched: they are kept, and deleted, under the booking records' own rules.
 */
export async function eraseSubscriber(payload: Payload, guid: string, now = new Date()): Promise<boolean> {
  const subscriber = await subscriberByGuid(payload, guid);
  if (!subscriber?.email) return false;
  const email = subscriber.email;
  await payload.update({
    collection: 'subscribers',
    id: subscriber.id,
    data: {
      status: 'erased',
      erasedAt: now.toISOString(),
      email: null,
      guid: null,
      confirmToken: null,
      firstName: null,
      phoneNumber: null,
      favouriteRestaurant: null,
      birthDay: null,
      birthMonth: null,
      birthYear: null,
      gender: null,
      interests: [],
      emailOptIn: false,
      smsOptIn: false,
      source: null,
      consents: [],
    },
    overrideAccess: true,
  });
  await payload.update({ collection: 'vouchers', where: { email: { equals: email } }, data: { email: null }, overrideAccess: true });
  await payload.delete({ collection: 'outbox', where: { or: [{ to: { equals: email } }, { to: { contains: `<${email}>` } }] }, overrideAccess: true });
  await deleteQueuedEmailsTo(payload, email);
  await payload.db.deleteMany({ collection: RATE_LIMIT_COLLECTION, where: { key: { equals: `${CONFIRMATION_EMAILS_PER_HOUR.name}:${email}` } } });
  await queueCrmEvent(payload, { type: 'subscriber.erased', crmId: String(subscriber.crmId) });
  return true;
}

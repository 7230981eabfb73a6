import type { Payload, PayloadRequest, TaskConfig } from 'payload';
import { forgetRateLimitCountsOf } from '@/server/http/rate-limits';
import { databaseUrlOf } from '@/server/database-url';
import { deleteMailMentioning } from '@/server/mail/delete-mail-mentioning';
import { JOB_QUEUES } from '@/server/jobs/job-queues';
import { queueCrmEvent } from './crm/forward-to-crm-task';
import { UNCONFIRMED_SIGN_UP_DAYS, unconfirmedSignUpCutoff } from './domain/unconfirmed-sign-ups';
import { MAILING_LIST_SUBJECTS } from './marketing-emails';

/*
 * No `import 'server-only'`: scheduled tasks are part of payload.config.ts, which also runs outside Next.
 */

/** How many sign-ups one run deletes; a larger backlog goes over the next nights. */
const PER_RUN = 200;

const MAILING_LIST_EMAILS = { subjects: new Set<string>(Object.values(MAILING_LIST_SUBJECTS)) };

/**
 * Deletes sign-ups still unconfirmed `UNCONFIRMED_SIGN_UP_DAYS` after they were made, as the confirmation email
 * promises, with the mailing list's emails to the address (the Outbox copies and any still queued) and any count kept
 * under it (long expired by then, as a rule). Only those: the address may be a stranger's, typed by someone else, so
 * its bookings and other mail are none of this clean-up's business.
 * A pending row is written only by a sign-up (a repeated sign-up replaces its details and sends a fresh link), so its
 * `updatedAt` is when it was last signed up: a fresh link always gets its full time. A row that was confirmed once
 * and is pending again (a re-sign-up from before opt-outs were kept) is known to an outside CRM, which is told it was
 * erased.
 * Safe to run twice: a second run finds nothing left to delete.
 */
export async function deleteUnconfirmedSignUps(payload: Payload, { now = new Date(), req }: { now?: Date; req?: PayloadRequest } = {}): Promise<number> {
  const cutoff = unconfirmedSignUpCutoff(now).toISOString();
  // An unsubscribed address signed up again stays as it was, opt-out and all (sign-up.ts): only its link expires.
  await payload.update({
    collection: 'subscribers',
    where: { status: { equals: 'unsubscribed' }, confirmToken: { exists: true }, updatedAt: { less_than: cutoff } },
    data: { confirmToken: null },
    depth: 0,
    overrideAccess: true,
    req,
  });
  const stale = { status: { equals: 'pending' }, updatedAt: { less_than: cutoff } };
  const { docs: found } = await payload.find({ collection: 'subscribers', where: stale, limit: PER_RUN, depth: 0, overrideAccess: true, req });
  if (found.length === 0) return 0;
  // The condition again: a sign-up confirmed (or repeated) since it was found stays.
  const { docs, errors } = await payload.delete({
    collection: 'subscribers',
    where: { and: [stale, { id: { in: found.map((doc) => doc.id) } }] },
    depth: 0,
    overrideAccess: true,
    req,
  });
  if (errors.length) throw new Error(`Could not delete ${errors.length} unconfirmed sign-ups: ${errors.map((error) => error.message).join('; ')}`);
  for (const signUp of docs) {
    if (signUp.email) {
      await deleteMailMentioning(req ?? payload, signUp.email, MAILING_LIST_EMAILS);
      await forgetRateLimitCountsOf(signUp.email, databaseUrlOf(payload));
    }
    if (signUp.confirmedAt && signUp.crmId) await queueCrmEvent(req ?? payload, { type: 'subscriber.erased', crmId: signUp.crmId });
  }
  return docs.length;
}

/** Every night at 03:45, after the other retention clean-ups. */
export const deleteUnconfirmedSignUpsTask: TaskConfig<'delete-unconfirmed-sign-ups'> = {
  slug: 'delete-unconfirmed-sign-ups',
  label: `Delete sign-ups not confirmed within ${UNCONFIRMED_SIGN_UP_DAYS} days`,
  schedule: [{ cron: '0 45 3 * * *', queue: JOB_QUEUES.maintenance }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ req }) => ({ output: { deleted: await deleteUnconfirmedSignUps(req.payload, { req }) } }),
};

import type { Payload, PayloadRequest, TaskConfig, Where } from 'payload';
import { JOB_QUEUES } from '@/server/jobs/job-queues';
import { anonymisePastBookings } from './anonymise-past-bookings';
import { configuredPaymentProvider } from './payments/configured-provider';
import type { PaymentProvider } from './payments/payment-provider';

/*
 * No `import 'server-only'`: scheduled tasks are part of payload.config.ts, which also runs outside Next.
 */

/**
 * How long an erased diner's card guarantee outlives their booking: the restaurant's time to charge a no-show, the
 * one thing the card was given for. A cancelled booking can have no no-show, so its card goes at the next run.
 */
export const CARD_KEPT_AFTER_BOOKING_DAYS = 7;

/**
 * A run reads the cards due a page at a time, in id order, and calls the provider for five minutes at most; a larger
 * backlog goes the next night. Each page starts after the last one, so cards the provider refuses night after night
 * never hold up the ones behind them.
 */
const PAGE_SIZE = 100;
const RUN_LIMIT_MS = 5 * 60_000; // well inside the jobs queue's stall limit (STALLED_AFTER_MS)

const DAY_MS = 24 * 60 * 60 * 1000;

const cardsDue = (now: Date): Where => ({
  and: [
    { 'customer.erasedAt': { exists: true } },
    { cardCustomerId: { exists: true } },
    { or: [{ status: { equals: 'cancelled' } }, { endsAt: { less_than: new Date(now.getTime() - CARD_KEPT_AFTER_BOOKING_DAYS * DAY_MS).toISOString() } }] },
  ],
});

/**
 * Whether a diner who did not ask to be erased has a booking naming this card. The id reaches a booking from the
 * browser (the provider's answer to the card form, passed on to the booking call). It is sealed to the diner's email
 * now (payments/card-guarantee-seal.ts), but a booking made before that can name a card that is not its diner's:
 * erasing that booking must not delete someone else's guarantee.
 */
async function heldByAnotherDiner(payload: Payload, cardCustomerId: string, req?: PayloadRequest): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'bookings',
    where: { and: [{ cardCustomerId: { equals: cardCustomerId } }, { 'customer.erasedAt': { exists: false } }] },
    overrideAccess: true,
    req,
  });
  return totalDocs > 0;
}

/**
 * "Delete my data" takes the diner's name and address off their bookings at once (erase-diner-details.ts), but a
 * card guarantee is a customer stored at the payment provider, with the name and address given for it. This deletes
 * that customer once the booking no longer needs it, then the booking's pointer to it. A booking keeps the pointer
 * until the provider has said yes, so a failed deletion is tried again by the next run; the others go on regardless,
 * and the run then fails naming how many did not. Safe to run twice. Returns how many bookings let go of their card.
 */
export async function forgetErasedDinersCards(
  payload: Payload,
  provider: PaymentProvider | null,
  { now = new Date(), req, pageSize = PAGE_SIZE }: { now?: Date; req?: PayloadRequest; pageSize?: number } = {},
): Promise<number> {
  const due = (afterId: number) =>
    payload.find({
      collection: 'bookings',
      where: { and: [cardsDue(now), { id: { greater_than: afterId } }] },
      sort: 'id',
      limit: pageSize,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
      select: { cardCustomerId: true },
    });
  let { docs } = await due(0);
  if (docs.length === 0) return 0;
  if (!provider) {
    // The cards were stored while the provider was configured; only the provider can delete them.
    const { totalDocs } = await payload.count({ collection: 'bookings', where: cardsDue(now), overrideAccess: true, req });
    throw new Error(
      `${totalDocs} erased diners' card guarantees wait to be deleted at the payment provider, which is no longer configured (BRAINTREE_* settings).`,
    );
  }
  const stopAt = Date.now() + RUN_LIMIT_MS;
  let forgotten = 0;
  const failures: string[] = [];
  while (docs.length > 0 && Date.now() <= stopAt) {
    for (const booking of docs) {
      if (Date.now() > stopAt) break;
      try {
        if (!(await heldByAnotherDiner(payload, booking.cardCustomerId!, req))) await provider.forgetCustomer(booking.cardCustomerId!);
        await payload.update({ collection: 'bookings', id: booking.id, data: { cardCustomerId: null }, depth: 0, overrideAccess: true, req });
        forgotten += 1;
      } catch (error) {
        failures.push(`booking ${booking.id}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    ({ docs } = await due(docs.at(-1)!.id));
  }
  if (failures.length) throw new Error(`${failures.length} card guarantees could not be deleted (${failures.slice(0, 3).join('; ')}); ${forgotten} were.`);
  return forgotten;
}

/**
 * The bookings' retention, every night at 03:50, after the other retention clean-ups: bookings past their retention
 * period lose their diner's details (anonymise-past-bookings.ts), then erased diners' card guarantees go from the
 * provider. One task for both (its slug kept: on PostgreSQL a new slug needs a migration), so a booking anonymised
 * tonight has its card deleted tonight. A failure (the provider unreachable) tries both again; both are safe to.
 */
export const forgetCardGuaranteesTask: TaskConfig<'forget-card-guarantees'> = {
  slug: 'forget-card-guarantees',
  label: 'Anonymise bookings past their retention period; delete erased diners’ card guarantees at the payment provider',
  schedule: [{ cron: '0 50 3 * * *', queue: JOB_QUEUES.maintenance }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ req }) => {
    const anonymised = await anonymisePastBookings(req.payload, { req });
    return { output: { anonymised, forgotten: await forgetErasedDinersCards(req.payload, configuredPaymentProvider(), { req }) } };
  },
};

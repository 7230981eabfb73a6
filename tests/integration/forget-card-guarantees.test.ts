/**
 * "Delete my data" reaches the card guarantee a diner left with the payment provider: once their booking can no
 * longer be a no-show (a week after it ends, or at once when it was cancelled), the nightly task deletes the stored
 * customer at the provider and then the booking's pointer to it. A diner who asked nothing keeps their guarantee.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { eraseDinerFromBookings } from '@/features/booking/erase-diner-details';
import { CARD_KEPT_AFTER_BOOKING_DAYS, forgetErasedDinersCards } from '@/features/booking/forget-card-guarantees-task';
import type { PaymentProvider } from '@/features/booking/payments/payment-provider';
import { bookTableForTwo } from '../support/booking-api';
import { closePayloadInstances, databaseUrlOf, payloadOn } from '../support/payload-instance';
import { apiClient, runningSites } from '../support/site-api';

const STORE = 1004; // Cheshire Oaks, a floor of many tables, which owed-booking-emails.test.ts books too
const DAY_MS = 24 * 60 * 60 * 1000;

afterAll(closePayloadInstances);

/** Braintree as far as this task sees it: the customers it was asked to delete, refusing those `refuses` names. */
function recordingProvider({ refuses = (_customerId: string): boolean => false } = {}) {
  const forgotten: string[] = [];
  const provider: PaymentProvider = {
    name: 'recording',
    clientToken: async () => 'unused',
    saveCard: async () => 'unused',
    forgetCustomer: async (customerId) => {
      if (refuses(customerId)) throw new Error('Braintree could not be reached');
      forgotten.push(customerId);
    },
  };
  return { provider, forgotten };
}

/**
 * A table booked through the API, with a card guarantee as the card step would have left it (no provider is
 * configured in tests, so the pointer is written directly).
 */
async function bookWithCard(base: string, payload: Payload, card = `customer-${randomUUID()}`) {
  const { email, reference } = await bookTableForTwo(await apiClient(base), STORE, 'card');
  const { docs } = await payload.find({ collection: 'bookings', where: { reference: { equals: reference } }, depth: 0, overrideAccess: true });
  const booking = await payload.update({ collection: 'bookings', id: docs[0]!.id, data: { cardCustomerId: card }, depth: 0, overrideAccess: true });
  return { id: booking.id, email, card, endsAt: new Date(booking.endsAt) };
}

/** Two erased diners' cards, and a moment when both are due to go. */
async function twoErasedCards(base: string, payload: Payload) {
  const first = await bookWithCard(base, payload);
  const second = await bookWithCard(base, payload);
  for (const diner of [first, second]) await eraseDinerFromBookings(payload, diner.email, new Date());
  const due = new Date(Math.max(first.endsAt.getTime(), second.endsAt.getTime()) + (CARD_KEPT_AFTER_BOOKING_DAYS + 1) * DAY_MS);
  return { first, second, due };
}

const cardOf = async (payload: Payload, id: number) =>
  (await payload.findByID({ collection: 'bookings', id, depth: 0, overrideAccess: true })).cardCustomerId ?? null;

describe.each(runningSites)('card guarantees of erased diners on %s', (name, base) => {
  it('go from the provider a week after the booking ends, then from the booking; a second run finds nothing', async () => {
    const payload = await payloadOn(databaseUrlOf(name));
    const booking = await bookWithCard(base, payload);
    await eraseDinerFromBookings(payload, booking.email, new Date());
    const { provider, forgotten } = recordingProvider();

    // Still able to be a no-show: the restaurant keeps the card.
    await forgetErasedDinersCards(payload, provider, { now: new Date(booking.endsAt.getTime() + (CARD_KEPT_AFTER_BOOKING_DAYS - 1) * DAY_MS) });
    expect(forgotten).not.toContain(booking.card);
    expect(await cardOf(payload, booking.id)).toBe(booking.card);

    const weekAfter = new Date(booking.endsAt.getTime() + (CARD_KEPT_AFTER_BOOKING_DAYS + 1) * DAY_MS);
    await forgetErasedDinersCards(payload, provider, { now: weekAfter });
    expect(forgotten.filter((card) => card === booking.card)).toHaveLength(1);
    expect(await cardOf(payload, booking.id)).toBeNull();

    await forgetErasedDinersCards(payload, provider, { now: weekAfter });
    expect(forgotten.filter((card) => card === booking.card)).toHaveLength(1);
  });

  it('of a cancelled booking go at the next run', async () => {
    const payload = await payloadOn(databaseUrlOf(name));
    const booking = await bookWithCard(base, payload);
    await payload.update({ collection: 'bookings', id: booking.id, data: { status: 'cancelled' }, depth: 0, overrideAccess: true });
    await eraseDinerFromBookings(payload, booking.email, new Date());
    const { provider, forgotten } = recordingProvider();
    await forgetErasedDinersCards(payload, provider);
    expect(forgotten).toContain(booking.card);
    expect(await cardOf(payload, booking.id)).toBeNull();
  });

  it('stay on the booking while the provider refuses them, without holding up the others, and go on a later run', async () => {
    const payload = await payloadOn(databaseUrlOf(name));
    const { first: booking, second: other, due: later } = await twoErasedCards(base, payload);

    const refusing = recordingProvider({ refuses: (card) => card === booking.card });
    await expect(forgetErasedDinersCards(payload, refusing.provider, { now: later })).rejects.toThrow(
      /^1 card guarantees could not be deleted \(booking \d+: Braintree could not be reached\)/,
    );
    expect(await cardOf(payload, booking.id)).toBe(booking.card);
    expect(refusing.forgotten).toContain(other.card);
    expect(await cardOf(payload, other.id)).toBeNull();
    await expect(forgetErasedDinersCards(payload, null, { now: later })).rejects.toThrow(/no longer configured/);
    expect(await cardOf(payload, booking.id)).toBe(booking.card);

    const { provider, forgotten } = recordingProvider();
    await forgetErasedDinersCards(payload, provider, { now: later });
    expect(forgotten).toContain(booking.card);
    expect(await cardOf(payload, booking.id)).toBeNull();
  });

  it('that the provider refuses night after night do not hold up those behind them: a run reads page after page', async () => {
    const payload = await payloadOn(databaseUrlOf(name));
    const { first: refused, second: behind, due: later } = await twoErasedCards(base, payload);

    const refusing = recordingProvider({ refuses: (card) => card === refused.card });
    for (let night = 0; night < 2; night++) {
      await expect(forgetErasedDinersCards(payload, refusing.provider, { now: later, pageSize: 1 })).rejects.toThrow(/^1 card guarantees could not be deleted/);
    }
    expect(refusing.forgotten).toContain(behind.card);
    expect(await cardOf(payload, behind.id)).toBeNull();
    expect(await cardOf(payload, refused.id)).toBe(refused.card);
    await forgetErasedDinersCards(payload, recordingProvider().provider, { now: later });
  });

  it('through the jobs queue on a site with no provider configured: the run fails, saying why, and the card stays', async () => {
    const payload = await payloadOn(databaseUrlOf(name));
    const booking = await bookWithCard(base, payload);
    await payload.update({ collection: 'bookings', id: booking.id, data: { status: 'cancelled' }, depth: 0, overrideAccess: true });
    await eraseDinerFromBookings(payload, booking.email, new Date());

    // As the schedule runs it, on a queue of this test's own, which the sites' own workers do not poll.
    const queue = `card-test-${randomUUID()}`;
    const job = await payload.jobs.queue({ task: 'forget-card-guarantees', queue, input: {} });
    await payload.jobs.run({ queue, overrideAccess: true, silent: true });
    const ran = await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0, overrideAccess: true });
    expect(ran.log?.at(-1)).toMatchObject({ state: 'failed', error: { message: expect.stringMatching(/no longer configured/) } });
    expect(await cardOf(payload, booking.id)).toBe(booking.card);

    await forgetErasedDinersCards(payload, recordingProvider().provider);
    await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true });
  });

  it('never reach a card that a diner who did not ask still has: the erased booking only lets go of it', async () => {
    const payload = await payloadOn(databaseUrlOf(name));
    // A booking made before card ids were sealed to their diner (card-guarantee-seal.ts) can name someone else's card.
    const owner = await bookWithCard(base, payload);
    const naming = await bookWithCard(base, payload, owner.card);
    await payload.update({ collection: 'bookings', id: naming.id, data: { status: 'cancelled' }, depth: 0, overrideAccess: true });
    await eraseDinerFromBookings(payload, naming.email, new Date());

    const { provider, forgotten } = recordingProvider();
    await forgetErasedDinersCards(payload, provider);
    expect(forgotten).not.toContain(owner.card);
    expect(await cardOf(payload, naming.id)).toBeNull();
    expect(await cardOf(payload, owner.id)).toBe(owner.card);
  });

  it('are the only ones deleted: a diner who did not ask keeps their guarantee', async () => {
    const payload = await payloadOn(databaseUrlOf(name));
    const booking = await bookWithCard(base, payload);
    const { provider, forgotten } = recordingProvider();
    await forgetErasedDinersCards(payload, provider, { now: new Date(booking.endsAt.getTime() + 365 * DAY_MS) });
    expect(forgotten).not.toContain(booking.card);
    expect(await cardOf(payload, booking.id)).toBe(booking.card);
  });
});

/**
 * Storage limitation on each database: the nightly booking task takes the diner's name, email, phone number and
 * requests off a booking 24 months (BOOKING_RETENTION_MONTHS) after the visit, keeping the booking itself; a newer
 * booking keeps them; and the card guarantee of a booking so anonymised is then deleted at the payment provider.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import type { Booking } from '@/payload-types';
import { anonymisePastBookings } from '@/features/booking/anonymise-past-bookings';
import { forgetErasedDinersCards } from '@/features/booking/forget-card-guarantees-task';
import type { PaymentProvider } from '@/features/booking/payments/payment-provider';
import { retentionCutoff } from '@/features/enquiries/retention';
import { bookTableForTwo } from '../support/booking-api';
import { placesHolding } from '../support/database-scan';
import { closePayloadInstances, databaseUrlOf, payloadOn } from '../support/payload-instance';
import { apiClient, runningSites } from '../support/site-api';

const STORE = 1004; // Cheshire Oaks, a floor of many tables, which other booking tests book too
const HOUR_MS = 60 * 60 * 1000;

afterAll(closePayloadInstances);

const bookingOf = (payload: Payload, id: number) => payload.findByID({ collection: 'bookings', id, depth: 0, overrideAccess: true }) as Promise<Booking>;

/** A table booked through the API, then moved back to a visit that ended `months` calendar months ago (and its card, if given). */
async function visitedMonthsAgo(base: string, payload: Payload, months: number, cardCustomerId: string | null = null) {
  const { email, reference } = await bookTableForTwo(await apiClient(base), STORE, 'retention');
  const { docs } = await payload.find({ collection: 'bookings', where: { reference: { equals: reference } }, depth: 0, overrideAccess: true });
  const endsAt = new Date(retentionCutoff(new Date(), months).getTime() - HOUR_MS);
  const startsAt = new Date(endsAt.getTime() - 2 * HOUR_MS);
  const booking = await payload.update({
    collection: 'bookings',
    id: docs[0]!.id,
    data: { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), bookingDate: startsAt.toISOString().slice(0, 10), cardCustomerId },
    depth: 0,
    overrideAccess: true,
  });
  return { booking, email };
}

describe.each(runningSites)('booking retention on %s', (name, base) => {
  it('anonymises a booking 24 months after the visit through the nightly task, keeping the booking; a newer one keeps its diner', async () => {
    const payload = await payloadOn(databaseUrlOf(name));
    const old = await visitedMonthsAgo(base, payload, 24);
    const recent = await visitedMonthsAgo(base, payload, 23);
    expect(old.booking.customer).toMatchObject({
      email: old.email,
      firstName: expect.any(String),
      phoneNumber: expect.any(String),
      specialRequest: expect.any(String),
    });

    // As the schedule runs it, on a queue of this test's own, which the sites' own workers do not poll. Its card step
    // may fail (no provider is configured here, and another test may have left a card due): the bookings' step runs first.
    const queue = `booking-retention-${randomUUID()}`;
    const job = await payload.jobs.queue({ task: 'forget-card-guarantees', queue, input: {} });
    await payload.jobs.run({ queue, overrideAccess: true, silent: true });
    await payload.delete({ collection: 'payload-jobs', where: { id: { equals: job.id } }, overrideAccess: true });

    const anonymised = await bookingOf(payload, old.booking.id);
    expect(anonymised.customer).toMatchObject({
      firstName: null,
      lastName: null,
      email: null,
      phoneNumber: null,
      specialRequest: null,
      shouldReceivePromotions: false,
      shouldReceiveSms: false,
    });
    expect(anonymised.customer?.erasedAt).toBeTruthy();
    const kept = ({ status, reference, covers, tableLabel, startsAt, endsAt, storeId }: Booking) => ({
      status,
      reference,
      covers,
      tableLabel,
      startsAt,
      endsAt,
      storeId,
    });
    expect(kept(anonymised)).toEqual(kept(old.booking));
    expect((await placesHolding(payload, [old.email])).filter((place) => place.startsWith('bookings'))).toEqual([]);

    expect((await bookingOf(payload, recent.booking.id)).customer).toMatchObject({ email: recent.email, erasedAt: null });
    expect(await anonymisePastBookings(payload, { now: new Date(Date.now() - 10 * 60_000) })).toBe(0);
  });

  it('then lets the card step delete the anonymised booking’s card guarantee at the provider, once', async () => {
    const payload = await payloadOn(databaseUrlOf(name));
    const card = `customer-${randomUUID()}`;
    const { booking } = await visitedMonthsAgo(base, payload, 24, card);
    // Braintree as the card step sees it, deleting only this test's card: the cards other tests leave due, which they
    // check themselves, stay where they are (the run then says how many could not be deleted).
    const forgotten: string[] = [];
    const provider: PaymentProvider = {
      name: 'recording',
      clientToken: async () => 'unused',
      saveCard: async () => 'unused',
      forgetCustomer: async (id) => {
        if (id !== card) throw new Error('another test’s card');
        forgotten.push(id);
      },
    };
    const runCardStep = () =>
      forgetErasedDinersCards(payload, provider).catch((error: Error) => expect(error.message).toMatch(/card guarantees could not be deleted/));

    // Not yet anonymised: the card of a diner who asked nothing stays.
    await runCardStep();
    expect(forgotten).not.toContain(card);

    await anonymisePastBookings(payload);
    await runCardStep();
    await runCardStep();
    expect(forgotten.filter((id) => id === card)).toHaveLength(1);
    expect((await bookingOf(payload, booking.id)).cardCustomerId ?? null).toBeNull();
  });
});

/**
 * A booking is committed owing its diner's first email; the process that made it queues the email and clears the
 * mark in one transaction, once the answer has gone. When the database went away in between (tests/integration/database-outage.test.ts), the
 * minute's sweep sends it: once, only after the request has had its chance, and not for a booking cancelled since.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { OWED_EMAIL_GRACE_MS, sendOwedBookingEmails } from '@/features/booking/owed-booking-emails';
import { bookTableForTwo, waitForEmail } from '../support/booking-api';
import { closePayloadInstances, databaseUrlOf, payloadOn } from '../support/payload-instance';
import { apiClient, runningSites, staffHeaders } from '../support/site-api';

const STORE = 1004; // Cheshire Oaks

afterAll(closePayloadInstances);

const owes = async (payload: Payload, id: number) =>
  (await payload.findByID({ collection: 'bookings', id, depth: 0, overrideAccess: true })).confirmationEmailPending;

/** A table for two booked through the API, and its id, once the site has queued its email (the mark cleared). */
async function bookTable(base: string, payload: Payload) {
  const { email, reference } = await bookTableForTwo(await apiClient(base), STORE, 'owed');
  const { docs } = await payload.find({ collection: 'bookings', where: { reference: { equals: reference } }, depth: 0, overrideAccess: true });
  const id = docs[0]!.id;
  await expect.poll(() => owes(payload, id), { timeout: 10_000, interval: 100 }).toBe(false);
  return { id, email, reference };
}

/** As if the request had committed the booking and then lost the database before queueing its email. */
const markOwed = (payload: Payload, id: number) =>
  payload.update({ collection: 'bookings', id, data: { confirmationEmailPending: true }, depth: 0, overrideAccess: true });

const afterTheGrace = () => new Date(Date.now() + OWED_EMAIL_GRACE_MS + 1_000);

describe.each(runningSites)('owed booking emails on %s', (name, base) => {
  it('are queued by the site that made the booking, right after its answer, which clears the mark', async () => {
    const payload = await payloadOn(databaseUrlOf(name));
    const { email, reference } = await bookTable(base, payload);
    await waitForEmail(base, await staffHeaders(base), email, (sent) => sent.text.includes(reference));
  });

  it('that the request could not queue are sent by the sweep, once, after the grace period', async () => {
    const payload = await payloadOn(databaseUrlOf(name));
    const { id, email, reference } = await bookTable(base, payload);
    await markOwed(payload, id);

    expect(await sendOwedBookingEmails(payload)).not.toContain(id); // the site that made it may still be sending
    expect(await owes(payload, id)).toBe(true);
    expect(await sendOwedBookingEmails(payload, afterTheGrace())).toContain(id);
    expect(await owes(payload, id)).toBe(false);
    expect(await sendOwedBookingEmails(payload, afterTheGrace())).not.toContain(id);

    // The first confirmation (the site's) and the sweep's: two, as this test asked for two.
    const headers = await staffHeaders(base);
    await expect
      .poll(
        async () => {
          const outbox = await fetch(`${base}/cms-api/outbox?where[to][equals]=${encodeURIComponent(email)}&depth=0`, { headers });
          return ((await outbox.json()) as { docs: { text: string }[] }).docs.filter((sent) => sent.text.includes(reference)).length;
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBe(2);
  });

  it('are not sent for a booking cancelled meanwhile, and no longer owed', async () => {
    const payload = await payloadOn(databaseUrlOf(name));
    const { id } = await bookTable(base, payload);
    await payload.update({ collection: 'bookings', id, data: { status: 'cancelled', confirmationEmailPending: true }, depth: 0, overrideAccess: true });
    expect(await sendOwedBookingEmails(payload, afterTheGrace())).not.toContain(id);
    expect(await owes(payload, id)).toBe(false);
  });
});

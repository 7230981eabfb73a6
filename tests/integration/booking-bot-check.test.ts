/**
 * The booking journey's bot check (issue 31, items 2 and 7; docs/decisions/0051), against each running site:
 * - the API's creates (and their /cdg aliases) refuse a booking without the journey's proof, or with a bad, expired or
 *   used one, and book with a good one;
 * - the form without JavaScript books without a proof, refuses a filled-in honeypot, and allows fewer posts per
 *   visitor than the API;
 * - the card guarantee refuses a submission without the proof and takes at most three cards per proof.
 * Store used here (and nowhere else): 1035 (Union Street, Aberdeen).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bookingBody, cmsFind, findSlot, uniqueEmail, type BookingAnswer, type ServiceResult } from '../support/booking-api';
import { botCheckProof } from '../support/bot-check';
import { expiredBotCheckProof, mintedBotCheckProof } from '../support/bot-check-keys';
import { apiClient, runningSites, staffHeaders } from '../support/site-api';
import { newVisitorAddress } from '../support/visitor';

const STORE = 1035;
const PARTY = { adults: 2 };

const bookingsFor = async (base: string, email: string) => (await cmsFind(base, await staffHeaders(base), 'bookings', { 'customer.email': email })).docs;

describe.each(runningSites)('the booking journey’s bot check on %s', { timeout: 60_000 }, (_name, base) => {
  it('refuses a create without the proof (400, naming the field), through every path, and books nothing', async () => {
    const api = await apiClient(base);
    const slot = await findSlot(api, STORE, 'Table booking', PARTY);
    const email = uniqueEmail('no-proof');
    const body = { ...bookingBody({ ...slot, occasionId: slot.occasion.id, ...PARTY, customer: { email } }), botCheck: undefined };
    for (const path of [
      `/api/booking/create/${STORE}`,
      `/cdg/booking/create/${STORE}`,
      `/api/booking/events/${STORE}`,
      `/api/booking/enquiry/${STORE}`,
      `/cdg/booking/enquiry/${STORE}`,
    ]) {
      const refused = await api.postJson<ServiceResult>(path, body);
      expect(refused.status, path).toBe(400);
      expect(refused.body, path).toMatchObject({ code: 102, errors: { botCheck: 'Invalid token' } });
    }
    expect(await bookingsFor(base, email)).toEqual([]);
  });

  it('refuses a made-up, an expired and a used proof (403, code 106, naming the field), and books with a good one, solved as a browser does', async () => {
    const api = await apiClient(base);
    const slot = await findSlot(api, STORE, 'Table booking', PARTY);
    const email = uniqueEmail('proof');
    const body = bookingBody({ ...slot, occasionId: slot.occasion.id, ...PARTY, customer: { email } });
    const create = (botCheck: string) =>
      api.postJson<BookingAnswer & ServiceResult>(`/api/booking/create/${STORE}`, { ...body, botCheck }, { 'Idempotency-Key': randomUUID() });

    for (const botCheck of ['not-a-proof', await expiredBotCheckProof()]) {
      expect(await create(botCheck)).toMatchObject({ status: 403, body: { code: 106, message: 'Invalid token', errors: { botCheck: 'Invalid token' } } });
    }
    expect(await bookingsFor(base, email)).toEqual([]);

    const proof = await botCheckProof(base);
    const booked = await create(proof);
    expect(booked.status).toBe(201);
    expect(booked.body.bookingReference).toMatch(/\S/);
    expect(await create(proof)).toMatchObject({ status: 403, body: { code: 106, errors: { botCheck: 'Invalid token' } } });
    expect((await bookingsFor(base, email)).map((booking) => booking.reference)).toEqual([booked.body.bookingReference]);
  });

  it('finds the first booking when a create is retried with the same Idempotency-Key and a fresh proof', async () => {
    const api = await apiClient(base);
    const slot = await findSlot(api, STORE, 'Table booking', PARTY);
    const body = bookingBody({ ...slot, occasionId: slot.occasion.id, ...PARTY });
    const key = { 'Idempotency-Key': randomUUID() };
    const first = await api.postJson<BookingAnswer>(`/api/booking/create/${STORE}`, { ...body, botCheck: await mintedBotCheckProof() }, key);
    const retried = await api.postJson<BookingAnswer>(`/api/booking/create/${STORE}`, { ...body, botCheck: await mintedBotCheckProof() }, key);
    expect([first.status, retried.status]).toEqual([201, 200]);
    expect(retried.body.bookingReference).toBe(first.body.bookingReference);
  });
});

/** Step three's form as a browser without JavaScript posts it (details-step.client.tsx), from one visitor. */
function postForm(base: string, visitor: string, fields: Record<string, string>) {
  return fetch(`${base}/book-now/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': visitor },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

describe.each(runningSites)('the booking form without JavaScript on %s', { timeout: 60_000 }, (_name, base) => {
  const formFor = async (email: string) => {
    const slot = await findSlot(await apiClient(base), STORE, 'Table booking', PARTY);
    return {
      storeId: String(STORE),
      date: slot.date,
      occasionId: String(slot.occasion.id),
      adults: String(PARTY.adults),
      time: slot.time,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      phoneNumber: '',
      specialRequest: '',
      submission: randomUUID(),
    };
  };

  it('books without a proof when the honeypot is left empty, and refuses when it is filled in', async () => {
    const trapped = uniqueEmail('honeypot');
    const refused = await postForm(base, newVisitorAddress(), { ...(await formFor(trapped)), website: 'https://spam.example' });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toMatch(/[?&]step=3(&|#|$)/);
    expect(await bookingsFor(base, trapped)).toEqual([]);

    const person = uniqueEmail('no-script');
    const booked = await postForm(base, newVisitorAddress(), { ...(await formFor(person)), website: '' });
    expect(booked.status).toBe(303);
    expect(booked.headers.get('location')).toMatch(/^\/manage-booking\/[\w-]{32}\?done=booked$/);
    expect(await bookingsFor(base, person)).toHaveLength(1);
  });

  it('allows one visitor 6 posts in 10 minutes, fewer than the API’s 20', async () => {
    const visitor = newVisitorAddress();
    const statuses: number[] = [];
    // A form for no restaurant: answered at once (back to the choice), and counted like any other.
    for (let post = 0; post < 7; post++) statuses.push((await postForm(base, visitor, { storeId: 'none' })).status);
    expect(statuses).toEqual([303, 303, 303, 303, 303, 303, 429]);
    expect((await postForm(base, newVisitorAddress(), { storeId: 'none' })).status).toBe(303);
  });
});

describe.each(runningSites)('the card guarantee’s bot check on %s', (_name, base) => {
  const card = { nonce: 'fake-valid-nonce', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

  it('refuses a card without the journey’s proof (400, naming the field) or with a bad one (403), before anything else', async () => {
    const api = await apiClient(base);
    expect(await api.postJson<ServiceResult>('/api/v1/braintree/submit', { ...card, botCheck: undefined })).toMatchObject({
      status: 400,
      body: { code: 102, errors: { botCheck: 'Invalid token' } },
    });
    expect(await api.postJson<ServiceResult>('/api/v1/braintree/submit', { ...card, botCheck: 'not-a-proof' })).toMatchObject({
      status: 403,
      body: { code: 106, errors: { botCheck: 'Invalid token' } },
    });
    expect(await api.postJson<ServiceResult>('/api/v1/braintree/submit', { ...card, botCheck: await expiredBotCheckProof() })).toMatchObject({
      status: 403,
      body: { code: 106 },
    });
  });

  it('takes at most three cards under one proof, whichever visitor sends them, and leaves the proof for the booking', async () => {
    const api = await apiClient(base);
    const botCheck = await mintedBotCheckProof();
    const statuses: number[] = [];
    // Each from a visitor of its own: the per-visitor 'card' limit does not count them together.
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await api.postJson<ServiceResult>('/api/v1/braintree/submit', { ...card, botCheck })).status);
    // The test sites have no card provider: a card that gets past the checks is answered code 5 (422).
    expect(statuses).toEqual([422, 422, 422, 429]);
    const slot = await findSlot(api, STORE, 'Table booking', PARTY);
    expect(
      (await api.postJson<BookingAnswer>(`/api/booking/create/${STORE}`, { ...bookingBody({ ...slot, occasionId: slot.occasion.id, ...PARTY }), botCheck }))
        .status,
    ).toBe(201);
  });
});

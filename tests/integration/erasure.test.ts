/**
 * "Delete my data" and the clean-up of unconfirmed sign-ups, on each database (docs/decisions/0026). After erasure the
 * diner's address, name and phone number are in no table of the database: every table is read, so a collection added
 * later that keeps them fails here. Their table booking stays, with its covers and its table, but without them; its
 * manage link still works, and cancelling it emails nobody. A sign-up left unconfirmed for 30 days is deleted with its
 * confirmation email by the scheduled task; a newer one and a confirmed one are not.
 * A waitlist entry goes whole. Outbox copies older than 30 days are deleted by their own task. Store used here: 1007 (The Printworks), which no other test books.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import type { Booking, Subscriber } from '@/payload-types';
import { deleteUnconfirmedSignUps } from '@/features/marketing/delete-unconfirmed-sign-ups-task';
import { UNCONFIRMED_SIGN_UP_DAYS } from '@/features/marketing/domain/unconfirmed-sign-ups';
import { invitationEmail } from '@/features/referrals/referral-emails';
import { addDays, londonToday } from '@/lib/london-time';
import { OUTBOX_KEPT_DAYS } from '@/server/mail/forget-old-outbox-task';
import { queueEmail } from '@/server/mail/queue-email';
import { mentions } from '@/server/personal-data/mentions';
import { bookingBody, cmsFind, findSlot, manageLinkIn, uniqueEmail, waitForEmail, type BookingAnswer, type ServiceResult } from '../support/booking-api';
import { botCheckProof } from '../support/bot-check';
import { placesHolding } from '../support/database-scan';
import { samples } from '../support/file-samples';
import { acceptConfirmation, confirmLinkIn, confirmedSubscriber, fullSignUp, signUp } from '../support/mailing-list';
import { closePayloadInstances, databaseUrlOf, payloadOn } from '../support/payload-instance';
import { apiClient, runningSites, staffHeaders } from '../support/site-api';
import { jwtOf, staffClient } from '../support/staff-api';
import { asNewVisitor } from '../support/visitor';

const THE_PRINTWORKS = 1007;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Letters only (names allow no digits), different on every run, so finding one anywhere means it was left behind. */
const uniqueName = (prefix: string) => prefix + Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join('');

type Diner = { email: string; typed: string; firstName: string; lastName: string; phone: string };

/** One diner, with the address in the case they happen to type it on each form (the mailing list lower-cases it). */
const newDiner = (): Diner => {
  const email = uniqueEmail('erase-everywhere');
  return {
    email,
    typed: email.replace('erase-everywhere', 'Erase-Everywhere').replace('example.com', 'Example.COM'),
    firstName: uniqueName('Wren'),
    lastName: uniqueName('Quill'),
    phone: `07700 9${randomInt(10_000, 100_000)}`,
  };
};

type ApiJob = { job_id: number; questions: { id: string; type: string; answer: string[] }[] };

afterAll(closePayloadInstances);

describe.each(runningSites)('erasure on %s', { timeout: 180_000 }, (name, base) => {
  let payload: Payload;
  beforeAll(async () => {
    payload = await payloadOn(databaseUrlOf(name));
  });

  /** Waits until no email about `needles` waits in the queue, so none is written to the Outbox after the erasure. */
  const queueSettled = (needles: string[]) =>
    expect
      .poll(
        async () => {
          const { docs } = await payload.find({ collection: 'payload-jobs', pagination: false, depth: 0, overrideAccess: true });
          return docs.filter((job) => needles.some((needle) => mentions(JSON.stringify(job), needle))).length;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(0);

  /** Everything a diner can leave with us under one address, through the site's own endpoints where it has them. */
  async function leaveTracesEverywhere(diner: Diner) {
    const admin = await staffHeaders(base);
    const api = await apiClient(base);
    const guid = await confirmedSubscriber(base, diner.email, { firstName: diner.firstName, phoneNumber: diner.phone });

    const voucher = await api.postJson<ServiceResult>('/api/offer/getcode', {
      offerId: 'two-course-lunch',
      email: diner.email,
      acceptTerms: true,
      botCheck: await botCheckProof(base),
    });
    expect(voucher.status).toBe(202);

    const slot = await findSlot(api, THE_PRINTWORKS, 'Table booking', { adults: 2 });
    const customer = {
      email: diner.typed,
      firstName: diner.firstName,
      lastName: diner.lastName,
      phoneNumber: diner.phone,
      specialRequest: `A quiet corner for ${diner.lastName}, please.`,
    };
    const booked = await api.postJson<BookingAnswer>(
      `/api/booking/create/${THE_PRINTWORKS}`,
      bookingBody({ ...slot, occasionId: slot.occasion.id, adults: 2, customer }),
      { 'Idempotency-Key': randomUUID() },
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const confirmation = await waitForEmail(base, admin, diner.typed, (email) => email.text.includes(booked.body.bookingReference!));

    // A place on the waitlist for an evening kept full (blocked), so no table is offered while the test runs.
    const waitlistDate = addDays(londonToday(), 45);
    const staff = staffClient(base, await jwtOf(base));
    expect((await staff.block(THE_PRINTWORKS, { date: waitlistDate, from: '17:00', until: '23:00', reason: 'Erasure test' })).status).toBe(201);
    const waiting = await api.postJson(`/api/booking/waitlist/${THE_PRINTWORKS}`, {
      date: waitlistDate,
      from: '18:00',
      until: '19:00',
      adults: 2,
      customer: { email: diner.typed, firstName: diner.firstName, lastName: diner.lastName, phoneNumber: diner.phone },
    });
    expect(waiting.status, JSON.stringify(waiting.body)).toBe(201);

    const group = {
      storeId: THE_PRINTWORKS,
      bookingType: 'festive',
      covers: 24,
      date: addDays(londonToday(), 40),
      time: '19:00',
      until: '23:30',
      firstName: diner.firstName,
      lastName: diner.lastName,
      email: diner.typed,
      telephoneNumber: diner.phone,
      specialRequest: `Cake for ${diner.lastName}.`,
      shouldReceivePromotions: false,
      shouldReceiveSms: false,
      botCheck: await botCheckProof(base),
    };
    expect((await api.postJson('/api/contact/group-booking', group)).status).toBe(200);

    const contact = new FormData();
    const fields = {
      firstName: diner.firstName,
      lastName: diner.lastName,
      email: diner.typed,
      phone: diner.phone,
      message: `Lost a scarf. ${diner.lastName}`,
      enquiryType: 'general',
      enquiryRestaurant: String(THE_PRINTWORKS),
      guests: '2',
      reason: 'lost-property',
      subReason: '',
      botCheck: await botCheckProof(base),
    };
    for (const [field, value] of Object.entries(fields)) contact.append(field, value);
    contact.append('files', new Blob([new Uint8Array(samples.png())]), 'scarf.png');
    expect((await fetch(`${base}/api/contact/sendemail`, { method: 'POST', headers: { ...api.headers, ...asNewVisitor() }, body: contact })).status).toBe(200);

    const { body: jobs } = await api.getJson<{ jobs: ApiJob[] }>('/api/jobs?siteId=marigold-grill');
    const job = jobs.jobs[0]!;
    const application = await api.postJson<ServiceResult>('/api/jobs/application', {
      jobId: job.job_id,
      firstName: diner.firstName,
      secondName: diner.lastName,
      email: diner.typed,
      telephone: diner.phone,
      resume: { fileName: 'cv.pdf', type: 'application/pdf', content: samples.pdf().toString('base64') },
      experience: [{ employer: 'The Corner Café', jobTitle: 'Commis chef', fromMonth: 3, fromYear: 2019, isCurrentRole: true }],
      questions: job.questions.map((question) => ({
        id: question.id,
        answer: question.type === 'TEXT' ? 'Yes.' : question.type === 'MULTIPLE_CHOICE' ? [question.answer[0]!] : question.answer[0]!,
      })),
      botCheck: await botCheckProof(base),
    });
    expect(application.status, JSON.stringify(application.body)).toBe(200);

    // Referrals are made by server actions; the rows and the invitation email are made here as those actions make them.
    const friend = uniqueEmail('friend');
    const sent = await payload.create({
      collection: 'referrals',
      data: { code: randomUUID(), referrerName: `${diner.firstName} ${diner.lastName}`, referrerEmail: diner.email, friendEmail: friend },
      overrideAccess: true,
    });
    await payload.create({
      collection: 'referrals',
      data: { code: randomUUID(), referrerName: 'Someone Else', referrerEmail: uniqueEmail('referrer'), friendEmail: diner.email },
      overrideAccess: true,
    });
    await queueEmail(payload, { to: friend, ...invitationEmail(sent.referrerName!, sent.code) });
    await waitForEmail(base, admin, friend, (email) => email.text.includes(sent.code), 15_000);

    await queueSettled([diner.email, diner.lastName]);
    return { guid, reference: booked.body.bookingReference!, manageLink: manageLinkIn(confirmation.text), friend };
  }

  const bookingByReference = async (reference: string) =>
    (await payload.find({ collection: 'bookings', where: { reference: { equals: reference } }, depth: 0, overrideAccess: true, showHiddenFields: true }))
      .docs[0] as Booking;

  it('leaves the address, name and phone number in no table, and keeps the booking with its covers and table', async () => {
    const diner = newDiner();
    const traces = await leaveTracesEverywhere(diner);
    const needles = [diner.email, diner.firstName, diner.lastName, diner.phone];
    // The scan sees them everywhere they were left, before it is trusted to see them nowhere.
    const tablesHolding = [...new Set((await placesHolding(payload, needles)).map((place) => place.split('.')[0]))];
    // Per-address counts (confirmation emails) are rows on PostgreSQL, shared by the instances, and memory on SQLite.
    const sharedCounts = name === 'PostgreSQL' ? ['rate_limits'] : [];
    expect(tablesHolding).toEqual(
      expect.arrayContaining([
        'bookings',
        'enquiries',
        'job_applications',
        'outbox',
        'referrals',
        'subscribers',
        'vouchers',
        'waitlist_entries',
        ...sharedCounts,
      ]),
    );
    const before = await bookingByReference(traces.reference);

    const erased = await fetch(`${base}/preferences/${traces.guid}/erase`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ confirm: 'on' }),
    });
    expect(erased.headers.get('location')).toBe('/preferences?done=erased');

    expect(await placesHolding(payload, needles)).toEqual([]);
    const after = await bookingByReference(traces.reference);
    expect(after).toMatchObject({
      status: 'confirmed',
      covers: 2,
      adults: 2,
      tableKey: before.tableKey,
      startsAt: before.startsAt,
      endsAt: before.endsAt,
      manageToken: before.manageToken,
    });
    expect(after.customer).toMatchObject({ firstName: null, lastName: null, email: null, phoneNumber: null, specialRequest: null });
    expect(after.customer?.erasedAt).toBeTruthy();
    // The other person's invitation to the diner stays, without the diner's address.
    expect((await payload.count({ collection: 'referrals', where: { friendEmail: { equals: traces.friend } }, overrideAccess: true })).totalDocs).toBe(1);
  });

  it('keeps an erased diner’s booking working: the back-office lists it, its manage link opens and cancels, and nobody is emailed', async () => {
    const diner = newDiner();
    const traces = await leaveTracesEverywhere(diner);
    await fetch(`${base}/preferences/${traces.guid}/erase`, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ confirm: 'on' }) });
    const admin = await staffHeaders(base);

    const listed = await cmsFind<{ customerName: string; covers: number }>(base, admin, 'bookings', { reference: traces.reference });
    expect(listed.docs[0]).toMatchObject({ customerName: 'Details deleted', covers: 2 });
    const backOffice = await fetch(`${base}/admin/collections/bookings?where[reference][equals]=${traces.reference}`, { headers: admin });
    expect(backOffice.status).toBe(200);
    const list = await backOffice.text();
    expect(list).toContain(traces.reference);
    expect(list).toContain('>Details deleted<');

    const page = await fetch(`${base}${traces.manageLink}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(traces.reference);
    expect(html).not.toContain(diner.lastName);
    expect((await fetch(`${base}${traces.manageLink}/calendar`)).status).toBe(200);

    const cancel = await fetch(`${base}${traces.manageLink}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancel.status).toBe(303);
    expect(new URL(cancel.headers.get('location')!, base).search).toBe('?done=cancelled');
    expect((await bookingByReference(traces.reference)).status).toBe('cancelled');
    const cancelled = await (await fetch(`${base}${traces.manageLink}?done=cancelled`)).text();
    expect(cancelled).toContain('Your booking is cancelled and the table has been released.');
    expect(cancelled).not.toContain('We have emailed you');
    // The cancellation queued nothing (the email would name the booking): its reference is in no job and no Outbox copy.
    await queueSettled([traces.reference]);
    expect((await placesHolding(payload, [traces.reference])).filter((place) => !place.startsWith('bookings.'))).toEqual([]);
  });

  it(`deletes a sign-up unconfirmed after ${UNCONFIRMED_SIGN_UP_DAYS} days with its confirmation email, and keeps a newer one and a confirmed one`, async () => {
    const admin = await staffHeaders(base);
    const stale = uniqueEmail('unconfirmed-old');
    const fresh = uniqueEmail('unconfirmed-new');
    const confirmed = uniqueEmail('confirmed-old');
    for (const email of [stale, fresh]) expect((await signUp(base, { variant: 'strip', emailAddress: email, acceptTerms: true })).status).toBe(202);
    await confirmedSubscriber(base, confirmed);
    for (const email of [stale, fresh]) await waitForEmail(base, admin, email, (sent) => sent.subject.startsWith('Please confirm'));

    const subscriberOf = async (email: string) =>
      (await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, depth: 0, overrideAccess: true })).docs[0] as
        Subscriber | undefined;
    // Signed up a day more than the promise ago; the fresh one a day less.
    const agedBy = async (email: string, days: number) =>
      payload.db.updateOne({
        collection: 'subscribers',
        id: (await subscriberOf(email))!.id,
        data: { updatedAt: new Date(Date.now() - days * DAY_MS).toISOString() },
      });
    await agedBy(stale, UNCONFIRMED_SIGN_UP_DAYS + 1);
    await agedBy(confirmed, UNCONFIRMED_SIGN_UP_DAYS + 1);
    await agedBy(fresh, UNCONFIRMED_SIGN_UP_DAYS - 1);

    // Through the jobs queue, as the schedule runs it, on a queue of this test's own.
    const queue = `erasure-test-${randomUUID()}`;
    await payload.jobs.queue({ task: 'delete-unconfirmed-sign-ups', queue, input: {} });
    await payload.jobs.run({ queue, overrideAccess: true, silent: true });

    expect(await subscriberOf(stale)).toBeUndefined();
    expect(await placesHolding(payload, [stale])).toEqual([]);
    expect(await subscriberOf(fresh)).toMatchObject({ status: 'pending' });
    expect((await cmsFind(base, admin, 'outbox', { to: fresh })).totalDocs).toBe(1);
    expect(await subscriberOf(confirmed)).toMatchObject({ status: 'active' });
    expect(await deleteUnconfirmedSignUps(payload)).toBe(0);
  });

  it(`deletes Outbox copies older than ${OUTBOX_KEPT_DAYS} days, and keeps newer ones`, async () => {
    const copyTo = async (to: string, days: number) => {
      const copy = await payload.create({ collection: 'outbox', data: { to, subject: 'Your table', text: `Hello ${to}` }, overrideAccess: true });
      await payload.db.updateOne({ collection: 'outbox', id: copy.id, data: { createdAt: new Date(Date.now() - days * DAY_MS).toISOString() } });
      return copy.id;
    };
    const old = await copyTo(uniqueEmail('outbox-old'), OUTBOX_KEPT_DAYS + 1);
    const recent = await copyTo(uniqueEmail('outbox-recent'), OUTBOX_KEPT_DAYS - 1);

    // Through the jobs queue, as the schedule runs it, on a queue of this test's own.
    const queue = `outbox-retention-${randomUUID()}`;
    await payload.jobs.queue({ task: 'forget-old-outbox-copies', queue, input: {} });
    await payload.jobs.run({ queue, overrideAccess: true, silent: true });

    const stillThere = async (id: number) => (await payload.count({ collection: 'outbox', where: { id: { equals: id } }, overrideAccess: true })).totalDocs;
    expect(await stillThere(old)).toBe(0);
    expect(await stillThere(recent)).toBe(1);
  });

  it('keeps the record of an opt-out when anyone signs the address up again, also past the clean-up; only its owner’s link re-joins', async () => {
    const admin = await staffHeaders(base);
    const email = uniqueEmail('opted-out');
    const guid = await confirmedSubscriber(base, email);
    expect(
      (
        await fetch(`${base}/unsubscribe/${guid}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        })
      ).status,
    ).toBe(200);
    const subscriberOf = async () =>
      (await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, depth: 0, overrideAccess: true })).docs[0] as
        Subscriber | undefined;
    const optedOut = (await subscriberOf())!;
    const optOutRecord = {
      status: 'unsubscribed',
      emailOptIn: false,
      smsOptIn: false,
      unsubscribedAt: optedOut.unsubscribedAt,
      firstName: optedOut.firstName,
      consents: optedOut.consents,
    };
    expect(optOutRecord.unsubscribedAt).toBeTruthy();
    /** The newest confirmation link emailed to the address, once `count` have been sent. */
    const newestLink = async (count: number) => {
      await expect
        .poll(
          async () =>
            (await cmsFind<{ subject: string }>(base, admin, 'outbox', { to: email })).docs.filter((sent) => sent.subject.startsWith('Please confirm')).length,
          { timeout: 15_000 },
        )
        .toBe(count);
      const sent = (await cmsFind<{ id: number; subject: string; text: string }>(base, admin, 'outbox', { to: email })).docs.filter((message) =>
        message.subject.startsWith('Please confirm'),
      );
      return confirmLinkIn(sent.sort((a, b) => b.id - a.id)[0]!.text);
    };

    // A stranger types the address into the sign-up page: nothing of the opt-out changes, and its owner is asked.
    expect((await fullSignUp(base, email, { firstName: 'Mallory' })).status).toBe(202);
    const strangersLink = await newestLink(2);
    expect(await subscriberOf()).toMatchObject(optOutRecord);

    // Nobody follows the link: past the clean-up the opt-out is still there, and the link no longer works.
    await payload.db.updateOne({
      collection: 'subscribers',
      id: optedOut.id,
      data: { updatedAt: new Date(Date.now() - (UNCONFIRMED_SIGN_UP_DAYS + 1) * DAY_MS).toISOString() },
    });
    await deleteUnconfirmedSignUps(payload);
    expect(await subscriberOf()).toMatchObject(optOutRecord);
    expect((await acceptConfirmation(base, strangersLink)).headers.get('location')).toMatch(/\?used=1$/);
    expect(await subscriberOf()).toMatchObject(optOutRecord);

    // The owner signs up again and follows their link: emails start again, and the history keeps the opt-out.
    expect((await fullSignUp(base, email)).status).toBe(202);
    expect((await acceptConfirmation(base, await newestLink(3))).headers.get('location')).toBe(`/preferences/${guid}?welcome=1`);
    const rejoined = (await subscriberOf())!;
    expect(rejoined).toMatchObject({ status: 'active', emailOptIn: true, smsOptIn: false, unsubscribedAt: null, firstName: optedOut.firstName });
    expect(rejoined.consents!.slice(0, optedOut.consents!.length)).toEqual(optedOut.consents);
    expect(rejoined.consents!.slice(optedOut.consents!.length).map((consent) => [consent.channel, consent.granted, consent.source])).toEqual([
      ['email', true, 'confirmation link'],
      ['email', true, 'confirmation link'],
    ]);
  });
});

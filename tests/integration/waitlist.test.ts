/**
 * The waitlist (issue 35, item 2) over HTTP, on both databases: a diner waits for a full time; a cancellation frees
 * the table; the first in line is emailed and the table is held for them in the ledger, so a stranger is refused the
 * time meanwhile; they confirm in one step from the email. Then a hold that lapses passes to the next in line.
 *
 * Store 1013, with parties of nine at 19:00: on the demo's standard floor only T14 seats nine (tests/support/staff-api.ts),
 * so one booking fills that evening for nine. 1013's other tests (browser journeys) book small parties at the first free time.
 * Evenings from 20, 35, 50, 60 and 75 days ahead are this file's; tests/e2e/waitlist.phone.spec.ts has 40 and 45.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, londonToday } from '@/lib/london-time';
import { bookingBody, findSlot, manageLinkIn, uniqueEmail, waitForEmail, type Api, type BookingAnswer } from '../support/booking-api';
import { closePayloadInstances, databaseUrlOf, payloadOn } from '../support/payload-instance';
import { apiClient, runningSites, staffHeaders } from '../support/site-api';
import { jwtOf, staffClient } from '../support/staff-api';
import { clearOfTheWaitlistSweep } from '../support/waitlist-sweep';

const STORE = 1013;
const NINE = { adults: 9 };
/** The Done-when's "within 60 seconds", with the offer's job and the email queue in between. */
const OFFER_WITHIN_MS = 60_000;
/** The email queue is every test file's: behind a burst another file queued (120 reminders, say), an email waits its turn. */
const JOINED_EMAIL_WITHIN_MS = 60_000;

afterAll(closePayloadInstances);

type Entry = { id: number; status: string; offers: number; offeredBooking: number | null };

/** A diner joins the line for nine between 18:30 and 19:30; `texts`: with a phone number and "Happy to receive texts" ticked. */
const join = (api: Api, date: string, label: string, texts = false, email = uniqueEmail(label)) => {
  const body = {
    date,
    from: '18:30',
    until: '19:30',
    ...NINE,
    children: 0,
    customer: { firstName: 'Wendy', lastName: 'Wait', email, phoneNumber: texts ? '07700 900462' : '', shouldReceiveSms: texts },
  };
  return { email, answer: api.postJson<Record<string, unknown>>(`/api/booking/waitlist/${STORE}`, body) };
};

async function entryOf(base: string, email: string): Promise<Entry> {
  const response = await fetch(`${base}/cms-api/waitlist-entries?where[customer.email][equals]=${encodeURIComponent(email)}&depth=0`, {
    headers: await staffHeaders(base),
  });
  return ((await response.json()) as { docs: Entry[] }).docs[0]!;
}

const post = (base: string, path: string) => fetch(`${base}${path}`, { method: 'POST', redirect: 'manual' });

/** A party of nine booked at 19:00 on a date when that time is free: the evening is then full for nine. */
async function fillTheEvening(api: Api, minDaysAhead: number) {
  const { date, occasion, time } = await findSlot(api, STORE, 'Table booking', NINE, { minDaysAhead, time: '19:00' });
  const booked = await api.postJson<BookingAnswer>(`/api/booking/create/${STORE}`, bookingBody({ occasionId: occasion.id, date, time, ...NINE }));
  expect(booked.status).toBe(201);
  const stranger = () =>
    api.postJson<BookingAnswer>(
      `/api/booking/create/${STORE}`,
      bookingBody({ occasionId: occasion.id, date, time, ...NINE, customer: { email: uniqueEmail('stranger') } }),
    );
  expect((await stranger()).status).toBe(409);
  return { date, occasionId: occasion.id, reference: booked.body.bookingReference!, manageUrl: booked.body.manageUrl!, stranger };
}

const offerTo = (base: string, headers: Record<string, string>, email: string) =>
  waitForEmail(base, headers, email, (sent) => sent.subject.startsWith('A table is free'), OFFER_WITHIN_MS);

describe.each(runningSites)('the waitlist on %s', (name, base) => {
  it('refuses a join naming the field, and a restaurant that does not exist', async () => {
    const api = await apiClient(base);
    const bad = await api.postJson<{ code: number; errors: Record<string, string> }>(`/api/booking/waitlist/${STORE}`, {
      date: '2026-02-30',
      from: '19:30',
      until: '18:30',
      adults: 2,
      customer: { firstName: 'A', lastName: 'B', email: 'not-an-email' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['date', 'customer.email']));
    const unknown = await api.postJson<{ code: number }>('/api/booking/waitlist/999999', {
      date: '2026-12-01',
      from: '18:30',
      until: '19:30',
      adults: 2,
      customer: {},
    });
    expect([400, 404]).toContain(unknown.status);
  });

  it('offers a cancelled table to the first in line, holds it against a stranger, and books it in one step', async () => {
    const api = await apiClient(base);
    const admin = await staffHeaders(base);
    const evening = await fillTheEvening(api, 20);

    const first = join(api, evening.date, 'first-in-line', true);
    expect((await first.answer).status).toBe(201);
    const second = join(api, evening.date, 'second-in-line');
    expect((await second.answer).status).toBe(201);
    expect((await join(api, evening.date, 'x').answer).status).toBe(201);
    await waitForEmail(
      base,
      admin,
      first.email,
      (sent) => sent.subject.startsWith('You are on the waitlist') && /\/waitlist\/[A-Za-z0-9_-]{32}/.test(sent.text),
      JOINED_EMAIL_WITHIN_MS,
    );
    expect((await entryOf(base, first.email)).status).toBe('waiting');
    // The day sheet lists the line; offered by hand while the evening is full, nobody can be given a table.
    const staff = staffClient(base, await jwtOf(base));
    const line = (await staff.day(STORE, evening.date)).body.waitlist;
    expect(line.filter((entry) => entry.status === 'waiting').map((entry) => entry.email)).toEqual(expect.arrayContaining([first.email, second.email]));
    expect(line.findIndex((entry) => entry.email === first.email)).toBeLessThan(line.findIndex((entry) => entry.email === second.email));
    const byHand = await staff.offer((await entryOf(base, second.email)).id);
    expect(byHand.status).toBe(409);
    expect(byHand.body).toMatchObject({ bookingStatus: 9 });

    // The diner who had the table cancels from their own link.
    expect((await post(base, `${evening.manageUrl}/cancel`)).status).toBe(303);
    const offer = await offerTo(base, admin, first.email);
    expect(offer.text).toContain('15 minutes');
    const entry = await entryOf(base, first.email);
    expect(entry).toMatchObject({ status: 'offered', offers: 1 });
    expect((await entryOf(base, second.email)).status).toBe('waiting');

    // Held in the ledger: nobody else gets nine at 19:00 while the first in line decides.
    const refused = await evening.stranger();
    expect(refused.status).toBe(409);
    expect(refused.body.bookingStatus).toBe(9);

    // One step: the emailed link's page, one button; the diner who ticked texts has it by text too.
    const link = manageLinkIn(offer.text);
    await expect
      .poll(
        async () => {
          const response = await fetch(`${base}/cms-api/outbox?where[from][equals]=Text message (SMS)&where[to][equals]=%2B447700900462&depth=0&limit=100`, {
            headers: admin,
          });
          return ((await response.json()) as { docs: { text: string }[] }).docs.filter((text) => text.text.includes(link)).length;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(1);
    const page = await (await fetch(`${base}${link}`)).text();
    expect(page).toContain('Confirm my booking');
    expect(page).toContain('Wendy');
    const confirmed = await post(base, `${link}/confirm`);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toContain('done=confirmed');
    expect((await entryOf(base, first.email)).status).toBe('booked');
    const day = (await staffClient(base, await jwtOf(base)).day(STORE, evening.date)).body;
    expect(day.bookings.filter((booking) => booking.covers === 9 && booking.status === 'booked')).toHaveLength(1);
  });

  it('passes a hold that lapsed unconfirmed to the next in line', async () => {
    const api = await apiClient(base);
    const admin = await staffHeaders(base);
    const staff = staffClient(base, await jwtOf(base));
    const evening = await fillTheEvening(api, 35);
    const first = join(api, evening.date, 'lapses');
    expect((await first.answer).status).toBe(201);
    const next = join(api, evening.date, 'next-in-line');
    expect((await next.answer).status).toBe(201);

    // Staff cancel this time.
    expect((await staff.status(evening.reference, 'cancelled')).status).toBe(200);
    const offer = await offerTo(base, admin, first.email);
    const held = await entryOf(base, first.email);
    expect(held.status).toBe('offered');

    // Written as if left from earlier days: one still waiting three days ago (the sweep expires it), one 31 days old (deleted).
    const payload = await payloadOn(databaseUrlOf(name));
    const pastEntry = (daysAgo: number, status: 'waiting' | 'expired') =>
      payload.create({
        collection: 'waitlist-entries',
        data: {
          restaurant: restaurantId,
          storeId: STORE,
          status,
          date: addDays(londonToday(), -daysAgo),
          from: '18:00',
          until: '19:00',
          adults: 2,
          children: 0,
          covers: 2,
          joinedAt: new Date(Date.now() - (daysAgo + 1) * 86_400_000).toISOString(),
          customer: { firstName: 'Past', lastName: 'Diner', email: uniqueEmail('past') },
          offers: 0,
          token: randomBytes(24).toString('base64url'),
        },
        overrideAccess: true,
      });
    const { docs: restaurants } = await payload.find({ collection: 'restaurants', where: { storeId: { equals: STORE } }, depth: 0, overrideAccess: true });
    const restaurantId = restaurants[0]!.id;
    const stale = await pastEntry(3, 'waiting');
    const old = await pastEntry(31, 'expired');

    // Fifteen minutes pass without an answer: the hold ends (as the clock would end it) ...
    await payload.update({
      collection: 'bookings',
      id: held.offeredBooking!,
      data: { holdUntil: new Date(Date.now() - 1_000).toISOString() },
      overrideAccess: true,
    });
    // ... and the minute's sweep passes the table on: run here at once rather than waited for (up to 90 s), on a queue of
    // the test's own, as the reminders' test runs its sweep. The schedule itself is tested in tests/unit/job-schedules.test.ts.
    const queue = `waitlist-sweep-${name.toLowerCase()}-${Date.now()}`;
    await payload.jobs.queue({ task: 'sweep-waitlist', queue, input: {} });
    const swept = await fetch(`${base}/cms-api/payload-jobs/run?queue=${queue}&limit=1&disableScheduling=true`, { headers: admin });
    expect(swept.status).toBe(200);
    await offerTo(base, admin, next.email);
    expect((await entryOf(base, first.email)).status).toBe('expired');
    expect((await entryOf(base, next.email)).status).toBe('offered');
    // The same sweep expired the entry whose day had passed, and deleted the one past the 30 days kept.
    expect((await payload.findByID({ collection: 'waitlist-entries', id: stale.id, depth: 0, overrideAccess: true })).status).toBe('expired');
    expect((await payload.count({ collection: 'waitlist-entries', where: { id: { equals: old.id } }, overrideAccess: true })).totalDocs).toBe(0);
    expect((await evening.stranger()).status).toBe(409);

    // Too late for the first: their link says so, and the table stays with the next in line.
    const late = await post(base, `${manageLinkIn(offer.text)}/confirm`);
    expect(late.headers.get('location')).toContain('done=expired');
    // In the restaurant's own hold time, which is not the 30 minutes of "confirm by email": the page names none.
    expect(await (await fetch(`${base}${late.headers.get('location')}`)).text()).toContain('was not confirmed in time');
  }, 120_000);

  it('passes over a diner whose own booking is less than two hours away, as the website would refuse them, to the next in line', async () => {
    const api = await apiClient(base);
    const admin = await staffHeaders(base);
    const staff = staffClient(base, await jwtOf(base));
    /** A table for two at 18:00 for `email` on `date`: within two hours of every arrival from 18:30 to 19:30. */
    const ownBookingAtSix = async (date: string, occasionId: number, email: string) => {
      const own = await api.postJson<BookingAnswer>(
        `/api/booking/create/${STORE}`,
        bookingBody({ occasionId, date, time: '18:00', adults: 2, customer: { email } }),
      );
      expect(own.status, JSON.stringify(own.body)).toBe(201);
    };

    const evening = await fillTheEvening(api, 60);
    const bookedEmail = uniqueEmail('booked-at-six');
    await ownBookingAtSix(evening.date, evening.occasionId, bookedEmail);
    const booked = join(api, evening.date, 'booked-at-six', false, bookedEmail);
    expect((await booked.answer).status).toBe(201);
    const next = join(api, evening.date, 'after-the-booked');
    expect((await next.answer).status).toBe(201);

    expect((await staff.status(evening.reference, 'cancelled')).status).toBe(200);
    await offerTo(base, admin, next.email);
    expect((await entryOf(base, next.email)).status).toBe('offered');
    expect((await entryOf(base, booked.email)).status).toBe('waiting');

    // Nor do staff offer them one by hand, on an evening with tables free (so no sweep can either): the reason, on the entry.
    const free = await findSlot(api, STORE, 'Table booking', NINE, { minDaysAhead: 75 });
    const aloneEmail = uniqueEmail('booked-at-six-alone');
    await ownBookingAtSix(free.date, free.occasion.id, aloneEmail);
    const alone = join(api, free.date, 'booked-at-six-alone', false, aloneEmail);
    expect((await alone.answer).status).toBe(201);
    const byHand = await staff.offer((await entryOf(base, alone.email)).id);
    expect(byHand.status).toBe(400);
    expect(byHand.body).toMatchObject({ errors: { entry: expect.stringContaining('already has a booking within 2 hours') } });
    expect((await entryOf(base, alone.email)).status).toBe('waiting');
  });

  it('lets staff offer a table by hand, and a diner leave from their link with a button (following the link alone changes nothing)', async () => {
    const api = await apiClient(base);
    const admin = await staffHeaders(base);
    const { date } = await findSlot(api, STORE, 'Table booking', NINE, { minDaysAhead: 50 });
    const staff = staffClient(base, await jwtOf(base));
    // Tables are free that evening, so the minute's sweep would offer one itself: staff act between two sweeps.
    await clearOfTheWaitlistSweep(base);
    const { email, answer } = join(api, date, 'leaver');
    expect((await answer).status).toBe(201);
    // Staff offer a table by hand, through the same hold and email.
    const offered = await staff.offer((await entryOf(base, email)).id);
    expect(offered).toMatchObject({ status: 200, body: { status: 'offered' } });
    await offerTo(base, admin, email);
    const joined = await waitForEmail(base, admin, email, (sent) => sent.subject.startsWith('You are on the waitlist'), JOINED_EMAIL_WITHIN_MS);
    const path = /\/waitlist\/[A-Za-z0-9_-]{32}/.exec(joined.text)![0];
    expect(await (await fetch(`${base}${path}`)).text()).toContain('Leave the waitlist');
    expect((await entryOf(base, email)).status).not.toBe('left');
    const left = await post(base, `${path}/leave`);
    expect(left.status).toBe(303);
    expect((await entryOf(base, email)).status).toBe('left');
    expect(await (await fetch(`${base}${left.headers.get('location')}`)).text()).toContain('You have left the waitlist');
  }, 180_000);
});

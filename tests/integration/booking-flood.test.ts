/**
 * A script cannot quietly fill a restaurant (issue 31, docs/decisions/0052), over HTTP on both databases: one email
 * cannot hold two bookings within two hours at any restaurant; each online booking carries a keyed hash of its
 * visitor's address, and staff cancel a flood from one source without emailing anyone; with a restaurant's "confirm
 * by email" switch on, bookings hold their table only until the diner confirms, and a flood of 200 from 100 addresses
 * holds no table 30 minutes later (the ledger's clock moved, on the site's own database); a real burst still books.
 */
import { createHmac } from 'node:crypto';
import { Pool } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresLedger, type PgPool } from '@/features/booking/ledger/postgres-ledger';
import { sqliteLedger } from '@/features/booking/ledger/sqlite-ledger';
import { derivedKey } from '@/server/derived-key';
import type { BookingLedger } from '@/features/booking/ledger/ledger';
import { londonInstant, addDays } from '@/lib/london-time';
import { seedTablesFor } from '@/seed/data/booking';
import {
  bookingBody,
  cmsFind,
  findSlot,
  manageLinkIn,
  slotsPath,
  uniqueEmail,
  waitForEmail,
  type Api,
  type BookingAnswer,
  type SlotsAnswer,
} from '../support/booking-api';
import { databaseUrlOf } from '../support/payload-instance';
import { apiClient, runningSites, staffHeaders } from '../support/site-api';
import { ADMIN, MANAGER } from '../support/staff';
import { newVisitorAddress, visitorHeaders } from '../support/visitor';

const FLOOD_STORE = 1010; // Gunwharf Quays: the switch goes on here; no other test file books it
const BURST_STORE = 1011; // Piccadilly Gardens
const OTHER_STORE = 1035; // Union Street, Aberdeen
const MARKETING = { email: 'marketing@marigold.example', password: ADMIN.password };
const DINER_LIMIT = /You already have a booking within 2 hours of this time/;

/** The source staff see for a visitor's address: the site's keyed hash (booking-source.ts), worked out here from the test secret. */
const sourceOf = (address: string) => {
  const key = derivedKey(process.env.TEST_PAYLOAD_SECRET!, 'marigold booking source v1');
  return createHmac('sha256', key).update(address).digest('hex').slice(0, 16);
};

const pools: Pool[] = [];
afterAll(() => Promise.all(pools.map((pool) => pool.end())));

/** The booking ledger on the site's own database, as another instance of the site would have it. */
function ledgerOn(name: 'SQLite' | 'PostgreSQL'): BookingLedger {
  if (name === 'SQLite') return sqliteLedger(databaseUrlOf('SQLite'));
  const pool = new Pool({ connectionString: databaseUrlOf('PostgreSQL'), max: 2 });
  pools.push(pool);
  return postgresLedger(() => pool as unknown as PgPool);
}

const create = (api: Api, storeId: number, body: unknown, address = newVisitorAddress()) =>
  api.postJson<BookingAnswer & { code?: number }>(`/api/booking/create/${storeId}`, body, { 'X-Forwarded-For': address });

/** Sets a restaurant's "confirm by email" switch through the back-office, and gives back what puts it as it was. */
async function confirmByEmail(base: string, storeId: number, on: boolean) {
  const admin = await staffHeaders(base);
  const restaurant = (await cmsFind(base, admin, 'restaurants', { storeId })).docs[0]!;
  const settings = (await cmsFind<{ confirmByEmail?: boolean | null }>(base, admin, 'booking-settings', { restaurant: restaurant.id })).docs[0]!;
  const patch = async (value: boolean) => {
    const response = await fetch(`${base}/cms-api/booking-settings/${settings.id}`, {
      method: 'PATCH',
      headers: admin,
      body: JSON.stringify({ confirmByEmail: value }),
    });
    expect(response.status).toBe(200);
  };
  await patch(on);
  return () => patch(Boolean(settings.confirmByEmail));
}

type Stored = { id: number; reference: string; status: string; source?: string | null; holdUntil?: string | null; dinerKey?: unknown };
const storedBooking = async (base: string, reference: string) => (await cmsFind<Stored>(base, await staffHeaders(base), 'bookings', { reference })).docs[0]!;

describe.each(runningSites)('booking floods on %s', (name, base) => {
  it('one email cannot hold two bookings within 2 hours, at any restaurant, whatever its case; the diner is told plainly', async () => {
    const api = await apiClient(base);
    const { date, occasion } = await findSlot(api, BURST_STORE, 'Table booking', { adults: 2 }, { minDaysAhead: 5, time: '17:00' });
    const email = uniqueEmail('two-hours');
    const at = (storeId: number, time: string, address?: string) =>
      create(
        api,
        storeId,
        bookingBody({ occasionId: occasion.id, date, time, adults: 2, customer: { email: time === '18:45' ? email.toUpperCase() : email } }),
        address,
      );

    expect((await at(BURST_STORE, '17:00')).status).toBe(201);
    // Another restaurant, another visitor, the address in capitals: still the same diner, 1 h 45 min later.
    const refused = await at(OTHER_STORE, '18:45');
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ code: 6, title: 'Booking rejected', message: expect.stringMatching(DINER_LIMIT) });
    // Two hours apart is allowed, at either restaurant.
    const later = await at(OTHER_STORE, '19:00');
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    expect(later.body.bookingStatus).toBe(1);
  });

  it('the journey without JavaScript shows the 2-hour rule’s message on the details step', async () => {
    const api = await apiClient(base);
    const { date, occasion } = await findSlot(api, OTHER_STORE, 'Table booking', { adults: 2 }, { minDaysAhead: 6, time: '18:00' });
    const email = uniqueEmail('no-script');
    expect((await create(api, OTHER_STORE, bookingBody({ occasionId: occasion.id, date, time: '18:00', adults: 2, customer: { email } }))).status).toBe(201);
    const form = new URLSearchParams({
      storeId: String(OTHER_STORE),
      date,
      occasionId: String(occasion.id),
      adults: '2',
      time: '18:30',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      phoneNumber: '',
    });
    const posted = await fetch(`${base}/book-now/confirm`, {
      method: 'POST',
      headers: { ...visitorHeaders(base, newVisitorAddress()), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    const back = await fetch(new URL(posted.headers.get('location')!, base), { headers: { Cookie: posted.headers.get('set-cookie')!.split(';')[0]! } });
    expect(back.status).toBe(200);
    expect(await back.text()).toMatch(DINER_LIMIT);
  });

  it('keeps a keyed hash of the visitor’s address for staff, never the address; staff cancel a flood from one source without emailing anyone', async () => {
    const api = await apiClient(base);
    const { date, occasion } = await findSlot(api, OTHER_STORE, 'Table booking', { adults: 2 }, { minDaysAhead: 8 });
    const { body: slots } = await api.getJson<SlotsAnswer>(slotsPath(OTHER_STORE, occasion.id, { adults: 2 }, date));
    const times = slots.dates[0]!.times.filter((slot) => !slot.canEnquire).map((slot) => slot.time);
    const flooder = newVisitorAddress();
    const flood: { reference: string; email: string }[] = [];
    for (const time of times.slice(0, 3)) {
      const email = uniqueEmail('flood');
      const { status, body } = await create(api, OTHER_STORE, bookingBody({ occasionId: occasion.id, date, time, adults: 2, customer: { email } }), flooder);
      expect(status).toBe(201);
      flood.push({ reference: body.bookingReference!, email });
    }
    const diner = uniqueEmail('real');
    const real = await create(api, OTHER_STORE, bookingBody({ occasionId: occasion.id, date, time: times[0]!, adults: 2, customer: { email: diner } }));
    expect(real.status).toBe(201);

    const stored = await storedBooking(base, flood[0]!.reference);
    expect(stored.source).toBe(sourceOf(flooder));
    expect(JSON.stringify(stored)).not.toContain(flooder);
    expect(stored).not.toHaveProperty('dinerKey');
    expect((await storedBooking(base, real.body.bookingReference!)).source).not.toBe(stored.source);

    const cancelQuietly = async (credentials: typeof ADMIN, body: unknown) => {
      const response = await fetch(`${base}/cms-api/bookings/cancel-quietly`, {
        method: 'POST',
        headers: await staffHeaders(base, credentials),
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { cancelled?: number; errors?: { message: string }[] } };
    };
    expect((await cancelQuietly(MARKETING, { source: stored.source })).status).toBe(403);
    // The demo manager runs Cheshire Oaks and Ashton Moss: Aberdeen's bookings are not theirs to cancel.
    expect(await cancelQuietly(MANAGER, { source: stored.source })).toEqual({ status: 200, body: { cancelled: 0, failed: 0 } });
    expect((await cancelQuietly(ADMIN, { source: 'not a source' })).status).toBe(400);
    expect(await cancelQuietly(ADMIN, { source: stored.source })).toEqual({ status: 200, body: { cancelled: 3, failed: 0 } });

    for (const { reference } of flood) expect((await storedBooking(base, reference)).status).toBe('cancelled');
    expect((await storedBooking(base, real.body.bookingReference!)).status).toBe('confirmed');
    // A booking of another diner's, to tick below.
    const again = await create(api, OTHER_STORE, bookingBody({ occasionId: occasion.id, date, time: times[1]!, adults: 2 }));
    expect(again.status).toBe(201);

    // Cancelled one at a time by staff, a diner hears about it; once that email is out, none went to the flood's addresses.
    const admin = await staffHeaders(base);
    const realId = (await storedBooking(base, real.body.bookingReference!)).id;
    expect((await fetch(`${base}/cms-api/bookings/${realId}`, { method: 'PATCH', headers: admin, body: JSON.stringify({ status: 'cancelled' }) })).status).toBe(
      200,
    );
    await waitForEmail(base, admin, diner, (email) => email.subject.includes('is cancelled'));
    for (const { email } of flood) {
      const sent = await cmsFind<{ subject: string }>(base, admin, 'outbox', { to: email });
      expect(sent.docs.map((doc) => doc.subject).filter((subject) => subject.includes('cancelled'))).toEqual([]);
    }

    // The back-office's bookings list carries the panel that sends these.
    const list = await fetch(`${base}/admin/collections/bookings`, { headers: admin });
    expect(list.status).toBe(200);
    expect(await list.text()).toContain('Cancel a flood of fake bookings');

    // Or the ticked rows, by id.
    const ticked = await storedBooking(base, again.body.bookingReference!);
    expect(await cancelQuietly(ADMIN, { ids: [ticked.id] })).toEqual({ status: 200, body: { cancelled: 1, failed: 0 } });
  });

  it('with the switch on, a booking waits for the diner: its emailed page confirms with a button, never on opening', async () => {
    const api = await apiClient(base);
    const restore = await confirmByEmail(base, FLOOD_STORE, true);
    try {
      const { date, occasion } = await findSlot(api, FLOOD_STORE, 'Table booking', { adults: 2 }, { minDaysAhead: 40 });
      const { body: slots } = await api.getJson<SlotsAnswer>(slotsPath(FLOOD_STORE, occasion.id, { adults: 2 }, date));
      const time = slots.dates[0]!.times.find((slot) => !slot.canEnquire)!.time;
      const email = uniqueEmail('confirm');
      const booked = await create(api, FLOOD_STORE, bookingBody({ occasionId: occasion.id, date, time, adults: 2, customer: { email } }));
      expect(booked.status).toBe(201);
      expect(booked.body.bookingStatus).toBe(3);
      // The link that confirms goes to the inbox only.
      expect(booked.body).not.toHaveProperty('manageUrl');
      const stored = await storedBooking(base, booked.body.bookingReference!);
      expect(stored.status).toBe('unconfirmed');
      expect(Date.parse(stored.holdUntil!) - Date.now()).toBeGreaterThan(25 * 60_000);

      const admin = await staffHeaders(base);
      const asked = await waitForEmail(base, admin, email, (sent) => sent.subject.startsWith('Please confirm your table'));
      expect(asked.attachments ?? []).toEqual([]);
      const link = manageLinkIn(asked.text);
      const page = await fetch(`${base}${link}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Confirm my booking');
      expect((await storedBooking(base, booked.body.bookingReference!)).status).toBe('unconfirmed');

      const confirmed = await fetch(`${base}${link}/confirm`, { method: 'POST', headers: visitorHeaders(base, newVisitorAddress()), redirect: 'manual' });
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.get('location')).toBe(`${link}?done=confirmed`);
      expect(await storedBooking(base, booked.body.bookingReference!)).toMatchObject({ status: 'confirmed', holdUntil: null });
      await waitForEmail(base, admin, email, (sent) => sent.subject.startsWith('Your table at') && (sent.attachments ?? []).length === 1);
      const twice = await fetch(`${base}${link}/confirm`, { method: 'POST', headers: visitorHeaders(base, newVisitorAddress()), redirect: 'manual' });
      expect(twice.headers.get('location')).toBe(`${link}?done=already-confirmed`);
    } finally {
      await restore();
    }
  });

  it('200 bookings from 100 addresses with invented emails, made with the switch on, hold no table 30 minutes later', async () => {
    const api = await apiClient(base);
    const restore = await confirmByEmail(base, FLOOD_STORE, true);
    let date: string;
    const answers: { status: number; body: BookingAnswer }[] = [];
    try {
      const found = await findSlot(api, FLOOD_STORE, 'Table booking', { adults: 2 }, { minDaysAhead: 50 });
      date = found.date;
      const { body: slots } = await api.getJson<SlotsAnswer>(slotsPath(FLOOD_STORE, found.occasion.id, { adults: 2 }, date));
      const times = slots.dates[0]!.times.filter((slot) => !slot.canEnquire).map((slot) => slot.time);
      const addresses = Array.from({ length: 100 }, () => newVisitorAddress());
      // Twenty at a time, as a script on a few connections would send them.
      for (let batch = 0; batch < 10; batch++) {
        answers.push(
          ...(await Promise.all(
            Array.from({ length: 20 }, (_, n) => {
              const index = batch * 20 + n;
              const body = bookingBody({
                occasionId: found.occasion.id,
                date,
                time: times[index % times.length]!,
                adults: 2,
                customer: { email: `made-up-${index}-${Date.now()}@invented.example` },
              });
              return create(api, FLOOD_STORE, body, addresses[index % 100]);
            }),
          )),
        );
      }
    } finally {
      await restore();
    }
    const booked = answers.filter((answer) => answer.status === 201);
    expect(
      answers.every((answer) => answer.status === 201 || (answer.status === 409 && answer.body.bookingStatus === 9)),
      JSON.stringify(answers.find((answer) => answer.status !== 201 && answer.status !== 409)),
    ).toBe(true);
    expect(booked.length).toBeGreaterThan(20);
    expect(booked.every((answer) => answer.body.bookingStatus === 3)).toBe(true);

    // The site's own database, read by the ledger as any instance would: now, and with its clock 30 minutes on.
    const ledger = ledgerOn(name);
    const window = { from: londonInstant(addDays(date!, -1), 12 * 60), to: londonInstant(addDays(date!, 1), 12 * 60) };
    const now = new Date();
    expect(await ledger.holds(FLOOD_STORE, window.from, window.to, now)).toHaveLength(booked.length);
    const halfAnHourOn = new Date(now.getTime() + 30 * 60_000 + 1_000);
    expect(await ledger.holds(FLOOD_STORE, window.from, window.to, halfAnHourOn)).toEqual([]);
  }, 120_000);

  it('a real burst (3 times a slot’s tables, as many diners, in one second) books normally with the switch off', async () => {
    const api = await apiClient(base);
    const tables = seedTablesFor('piccadilly-gardens').filter((table) => table.area !== 'private' && table.minCovers <= 4 && 4 <= table.maxCovers).length;
    const { date, occasion } = await findSlot(api, BURST_STORE, 'Table booking', { adults: 4 }, { minDaysAhead: 30, time: '19:00' });
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: tables * 3 }, () =>
        create(api, BURST_STORE, bookingBody({ occasionId: occasion.id, date, time: '19:00', adults: 4, customer: { email: uniqueEmail('burst') } })),
      ),
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    const booked = answers.filter((answer) => answer.status === 201);
    expect(booked).toHaveLength(tables);
    expect(booked.every((answer) => answer.body.bookingStatus === 1 && typeof answer.body.manageUrl === 'string')).toBe(true);
    expect(answers.filter((answer) => answer.status === 409 && answer.body.bookingStatus === 9)).toHaveLength(tables * 2);
  });
});

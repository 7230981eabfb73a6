/**
 * The no-show policy (issue 35 item 3, docs/decisions/0067), on each database: an address with two no-shows (the
 * demo's default threshold) is refused an online booking without a card (code 5, as the test servers have no card
 * provider, with the reason on `cardCustomerId`) and kept off the waitlist, one with one no-show is not, staff
 * bookings are not subject to it, and once staff clear the count the address books again; a manager of another
 * restaurant cannot clear it. The clearance is a record of who cleared what, which erasure and retention delete.
 *
 * Store 1036 (Cornmarket, Oxford), at dates 50 days ahead and more, which no other test books.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { NO_SHOW_CARD_REASON, NO_SHOW_WAITLIST_MESSAGE } from '@/features/booking/domain/no-show-policy';
import { eraseDinerClearances, forgetOldNoShowClearances } from '@/features/booking/no-show-clearance-records';
import { bookingBody, cmsFind, findSlot, uniqueEmail, type Api, type BookingAnswer, type ServiceResult } from '../support/booking-api';
import { londonDate } from '../support/dates';
import { closePayloadInstances, databaseUrlOf, payloadOn } from '../support/payload-instance';
import { apiClient, runningSites, staffHeaders } from '../support/site-api';
import { MANAGER } from '../support/staff';
import { jwtOf, phoneBooking, staffClient } from '../support/staff-api';

const STORE = 1036;
const NEED_CARD_MESSAGE = 'This booking needs a credit card to confirm, please contact the restaurant directly.';

type StaffClient = ReturnType<typeof staffClient>;
type Cleared = { reference: string; noShowsCleared: number; noShows: number; clearedAt: string };

afterAll(closePayloadInstances);

describe.each(runningSites)('the no-show policy on %s', { timeout: 120_000 }, (name, base) => {
  let api: Api;
  let staff: StaffClient;
  beforeAll(async () => {
    api = await apiClient(base);
    staff = staffClient(base, await jwtOf(base));
  });

  /** Phone bookings for `email` at the first free lunch slots from `fromDay` days ahead, each marked a no-show; their references. */
  async function noShows(email: string, count: number, fromDay: number): Promise<{ reference: string; date: string }[]> {
    const missed: { reference: string; date: string }[] = [];
    let day = fromDay;
    while (missed.length < count) {
      const { date, time, occasion } = await findSlot(api, STORE, 'Table booking', { adults: 2 }, { minDaysAhead: day });
      const booked = await staff.book<{ reference: string }>(STORE, { ...phoneBooking(date, time, 2, { email }), occasionId: occasion.id });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const marked = await staff.status(booked.body.reference, 'no-show');
      expect(marked.status, JSON.stringify(marked.body)).toBe(200);
      missed.push({ reference: booked.body.reference, date });
      day = Math.round((Date.parse(date) - Date.parse(londonDate(0))) / 86_400_000) + 1;
    }
    return missed;
  }

  /** The diner books online at the first free time from `fromDay` days ahead: the answer. */
  async function bookOnline(email: string, fromDay: number) {
    const { date, time, occasion } = await findSlot(api, STORE, 'Table booking', { adults: 2 }, { minDaysAhead: fromDay });
    return api.postJson<BookingAnswer & ServiceResult>(
      `/api/booking/create/${STORE}`,
      bookingBody({ occasionId: occasion.id, date, time, adults: 2, customer: { email } }),
    );
  }

  it('refuses an address with two no-shows without a card (code 5, why on cardCustomerId), takes one with one, and takes staff bookings', async () => {
    const twice = uniqueEmail('no-show-twice');
    const missed = await noShows(twice, 2, 50);
    const refused = await bookOnline(twice, 60);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ code: 5, title: 'Need credit card', message: NEED_CARD_MESSAGE, errors: { cardCustomerId: NO_SHOW_CARD_REASON } });
    // Nothing was written for the refused booking: only the two missed ones carry the address.
    expect((await cmsFind(base, await staffHeaders(base), 'bookings', { 'customer.email': twice })).totalDocs).toBe(2);

    const once = uniqueEmail('no-show-once');
    await noShows(once, 1, 50);
    const taken = await bookOnline(once, 60);
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    expect(taken.body.bookingReference).toMatch(/^MG-/);

    // A phone booking for the same diner is staff's call: not subject to the policy.
    const { date, time, occasion } = await findSlot(api, STORE, 'Table booking', { adults: 2 }, { minDaysAhead: 62 });
    const phoned = await staff.book(STORE, { ...phoneBooking(date, time, 2, { email: twice }), occasionId: occasion.id });
    expect(phoned.status, JSON.stringify(phoned.body)).toBe(201);

    // The day sheet shows the count the policy applies.
    const sheet = await staff.day(STORE, missed[1]!.date);
    expect(sheet.body.bookings.find((booking) => booking.reference === missed[1]!.reference)?.noShows).toBe(2);
  });

  it('keeps an address the policy asks for a card off the waitlist (an offered table is held without one), and lets one under it join', async () => {
    const join = async (email: string) => {
      const { date } = await findSlot(api, STORE, 'Table booking', { adults: 2 }, { minDaysAhead: 66 });
      return api.postJson<ServiceResult & { errors?: Record<string, string> }>(`/api/booking/waitlist/${STORE}`, {
        date,
        from: '18:00',
        until: '19:00',
        adults: 2,
        children: 0,
        customer: { firstName: 'Nora', lastName: 'Show', email, phoneNumber: '', shouldReceiveSms: false },
      });
    };
    const twice = uniqueEmail('no-show-waitlist-twice');
    await noShows(twice, 2, 54);
    const refused = await join(twice);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ 'customer.email': NO_SHOW_WAITLIST_MESSAGE });
    expect((await cmsFind(base, await staffHeaders(base), 'waitlist-entries', { 'customer.email': twice })).totalDocs).toBe(0);

    const once = uniqueEmail('no-show-waitlist-once');
    await noShows(once, 1, 54);
    const joined = await join(once);
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
  });

  it('lets staff clear the count (recorded: who, when, from which booking); a manager of another restaurant gets 403', async () => {
    const email = uniqueEmail('no-show-cleared');
    const missed = await noShows(email, 2, 52);
    expect((await bookOnline(email, 60)).status).toBe(422);

    const manager = staffClient(base, await jwtOf(base, MANAGER));
    const foreign = await fetch(`${base}/api/staff/bookings/${missed[0]!.reference}/clear-no-shows`, { method: 'POST', headers: await jwtOf(base, MANAGER) });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: 112 });
    expect((await manager.day(STORE, missed[0]!.date)).status).toBe(403);
    expect((await fetch(`${base}/api/staff/bookings/${missed[0]!.reference}/clear-no-shows`, { method: 'POST' })).status).toBe(401);
    expect((await fetch(`${base}/api/staff/bookings/MG-NOSUCHREF/clear-no-shows`, { method: 'POST', headers: await jwtOf(base) })).status).toBe(404);

    const cleared = await fetch(`${base}/api/staff/bookings/${missed[0]!.reference}/clear-no-shows`, { method: 'POST', headers: await jwtOf(base) });
    expect(cleared.status).toBe(200);
    const answer = (await cleared.json()) as Cleared;
    expect(answer).toMatchObject({ reference: missed[0]!.reference, noShowsCleared: 2, noShows: 0 });

    const sheet = await staff.day(STORE, missed[1]!.date);
    expect(sheet.body.bookings.find((booking) => booking.reference === missed[1]!.reference)?.noShows).toBe(0);
    const booked = await bookOnline(email, 60);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);

    const { docs } = await cmsFind<{ bookingReference: string; noShowsCleared: number; clearedAt: string; clearedBy: number | null; storeId: number }>(
      base,
      await staffHeaders(base),
      'no-show-clearances',
      { bookingReference: missed[0]!.reference },
    );
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ storeId: STORE, noShowsCleared: 2, clearedAt: answer.clearedAt, clearedBy: expect.anything() });

    // A no-show marked after the clearing counts again: one, under the threshold, so the address still books.
    const [again] = await noShows(email, 1, 64);
    const againRow = (await staff.day(STORE, again!.date)).body.bookings.find((booking) => booking.reference === again!.reference);
    expect(againRow?.noShows).toBe(1);
  });

  it('deletes the clearances of an erased diner, and those past the bookings’ retention period', async () => {
    const payload: Payload = await payloadOn(databaseUrlOf(name));
    const email = uniqueEmail('no-show-erased');
    const [missed] = await noShows(email, 1, 54);
    const headers = await jwtOf(base);
    for (let round = 0; round < 2; round++)
      expect((await fetch(`${base}/api/staff/bookings/${missed!.reference}/clear-no-shows`, { method: 'POST', headers })).status).toBe(200);
    const held = () => payload.find({ collection: 'no-show-clearances', where: { bookingReference: { equals: missed!.reference } }, overrideAccess: true });
    const { docs } = await held();
    expect(docs).toHaveLength(2);
    expect(await eraseDinerClearances(payload, docs[0]!.dinerKey)).toBe(2);
    expect((await held()).totalDocs).toBe(0);

    expect((await fetch(`${base}/api/staff/bookings/${missed!.reference}/clear-no-shows`, { method: 'POST', headers })).status).toBe(200);
    // Not yet past 24 months: kept. Two years and a day on: deleted.
    expect(await forgetOldNoShowClearances(payload, { now: new Date(), months: 24 })).toBe(0);
    expect((await held()).totalDocs).toBe(1);
    const later = new Date(Date.now() + (2 * 366 + 1) * 86_400_000);
    expect(await forgetOldNoShowClearances(payload, { now: later, months: 24 })).toBeGreaterThanOrEqual(1);
    expect((await held()).totalDocs).toBe(0);
  });
});

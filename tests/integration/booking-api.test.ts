/**
 * Proves the booking API of spec sections 4, 7 and 8 over HTTP, on each database: every endpoint's answer shape, the
 * service-result codes for what cannot be booked, validation, card guarantees, enquiries, idempotent retries, the
 * /cdg aliases, and pausing a restaurant's online bookings from the back-office.
 * Stores used here (and nowhere else): 1001-1003, 1005, 1006, 1008, 1009, 1015, 1016, 1031-1033, 1037.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  bookingBody,
  cmsFind,
  findOccasionDate,
  findSlot,
  partyQuery,
  slotsPath,
  uniqueEmail,
  type BookingAnswer,
  type OccasionsAnswer,
  type ServiceResult,
  type SlotsAnswer,
} from '../support/booking-api';
import { londonDate } from '../support/dates';
import { BRAND_KEY, apiClient, runningSites, staffHeaders } from '../support/site-api';

type Named = { id: number; name: string };
type Upsell = Named & { available: boolean; price: number };

describe.each(runningSites)('booking API on %s', (_, base) => {
  it('refuses every booking endpoint without a valid token, brand key and session id (401)', async () => {
    const date = londonDate(3);
    const paths: [string, string][] = [
      ['GET', `/api/booking/occasions/1001?date=${date}`],
      ['GET', `/api/booking/slots/1001?occasionId=1&adults=2&dates=${date}`],
      ['POST', '/api/booking/create/1001'],
      ['POST', '/api/booking/availability'],
      ['GET', '/api/v1/braintree/token'],
      ['GET', `/cdg/booking/allVenueIds?brand=${BRAND_KEY}`],
    ];
    const { headers } = await apiClient(base);
    for (const [method, path] of paths) {
      for (const sent of [{}, { ...headers, Authorization: 'Bearer not-a-token' }, { ...headers, 'X-Brand-Key': 'another-brand' }]) {
        const response = await fetch(`${base}${path}`, {
          method,
          headers: { ...sent, 'Content-Type': 'application/json' },
          ...(method === 'POST' ? { body: '{}' } : {}),
        });
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(((await response.json()) as ServiceResult).code).toBe(100);
      }
    }
  });

  it('lists the occasions of a date with Table booking first and the party sizes they allow', async () => {
    const api = await apiClient(base);
    const { date, answer } = await findOccasionDate(api, 1001, 'Table booking');
    expect(answer).toMatchObject({ storeId: 1001, date });
    expect(answer.occasions[0]).toMatchObject({ name: 'Table booking', minimumCovers: 1, maximumCovers: 12, bookingType: 'table' });
    for (const occasion of answer.occasions) {
      expect(occasion).toEqual(
        expect.objectContaining({ id: expect.any(Number), name: expect.any(String), menuLinkGroup: expect.any(Object), areaLinkGroup: expect.any(Object) }),
      );
    }
    expect(answer.restrictions).toEqual({
      minCovers: Math.min(...answer.occasions.map((occasion) => occasion.minimumCovers)),
      maxCovers: Math.min(20, Math.max(...answer.occasions.map((occasion) => occasion.maximumCovers))),
    });
    // The demo's large-group enquiry runs every day, so a party may be 1 to 20.
    expect(answer.restrictions).toEqual({ minCovers: 1, maxCovers: 20 });
  });

  it('answers the service-result codes for dates and restaurants that cannot be booked', async () => {
    const api = await apiClient(base);
    const cases: [path: string, status: number, code: number][] = [
      [`/api/booking/occasions/1001?date=${londonDate(-1)}`, 404, 17],
      [`/api/booking/occasions/1001?date=${londonDate(91)}`, 404, 17],
      [`/api/booking/occasions/9999?date=${londonDate(3)}`, 404, 3],
      [`/api/booking/occasions/abc?date=${londonDate(3)}`, 404, 3],
      [`/api/booking/occasions/1015?date=${londonDate(3)}`, 422, 20],
      [`/api/booking/occasions/1037?date=${londonDate(3)}`, 422, 11],
      [`/api/booking/occasions/1001?date=tomorrow`, 400, 102],
    ];
    for (const [path, status, code] of cases) {
      const { status: actual, body } = await api.getJson<ServiceResult>(path);
      expect({ path, status: actual, code: body.code }).toEqual({ path, status, code });
      expect(body.message, path).toBeTruthy();
    }
    const { body: centerParcs } = await api.getJson<ServiceResult>(`/api/booking/occasions/1015?date=${londonDate(3)}`);
    expect(centerParcs.message).toBe('This restaurant can only be booked through the Center Parcs online booking system.');
  });

  it('offers the areas an occasion and party can use', async () => {
    const api = await apiClient(base);
    const { date, occasion } = await findOccasionDate(api, 1001, 'Table booking');
    const areas = async (adults: number) => {
      const { status, body } = await api.getJson<{ areas: Named[] }>(
        `/api/booking/areas/1001?occasionId=${occasion.id}&${partyQuery({ adults })}&dates=${date}`,
      );
      expect(status).toBe(200);
      return body.areas.map((area) => area.name);
    };
    // Ashton Moss has no terrace or private room; bar tables seat two.
    expect(await areas(2)).toEqual(['Restaurant', 'Bar']);
    expect(await areas(6)).toEqual(['Restaurant']);
  });

  it('offers only the brunch menu with Bottomless brunch at a weekend, and à la carte with a table', async () => {
    const api = await apiClient(base);
    const brunch = await findOccasionDate(api, 1002, 'Bottomless brunch', { weekend: true });
    const menus = async (occasionId: number) => {
      const { status, body } = await api.getJson<{ menus: Named[] }>(
        `/api/booking/bookingmenu/1002?occasionId=${occasionId}&adults=2&children=0&dates=${brunch.date}&time=12:00`,
      );
      expect(status).toBe(200);
      return body.menus.map((menu) => menu.name);
    };
    expect(await menus(brunch.occasion.id)).toEqual(['Bottomless brunch']);
    const table = brunch.answer.occasions.find((occasion) => occasion.name === 'Table booking')!;
    expect(await menus(table.id)).toEqual(['À la carte']);
  });

  it('shows unavailable extras only when asked to', async () => {
    const api = await apiClient(base);
    const { date, occasion } = await findOccasionDate(api, 1003, 'Birthday or celebration');
    const upsells = async (includeUnavailable: boolean) => {
      const path = `/api/booking/upsells/1003?occasionId=${occasion.id}&adults=4&children=0&bookingDate=${date}&time=18:00&includeUnavailable=${includeUnavailable}`;
      const { status, body } = await api.getJson<{ upsells: Upsell[] }>(path);
      expect(status).toBe(200);
      return body.upsells;
    };
    const all = await upsells(true);
    expect(all).toContainEqual(expect.objectContaining({ name: 'Gluten-free celebration cake', available: false }));
    expect(all).toContainEqual(expect.objectContaining({ name: 'Celebration cake', available: true, price: 16.95 }));
    const available = await upsells(false);
    expect(available.map((upsell) => upsell.name)).not.toContain('Gluten-free celebration cake');
    expect(available.map((upsell) => upsell.name)).toContain('Celebration cake');
    expect(available.every((upsell) => upsell.available)).toBe(true);
  });

  it('lists arrival times, accepts areaId=null, refuses a menu the occasion does not offer (8) and bad queries (102)', async () => {
    const api = await apiClient(base);
    // Merry Hill has Christmas and a refurbishment closure: the date finder steps over them.
    const { date, occasion } = await findOccasionDate(api, 1005, 'Table booking');
    const { status, body } = await api.getJson<SlotsAnswer>(slotsPath(1005, occasion.id, { adults: 2 }, date, '&areaId=null'));
    expect(status).toBe(200);
    expect(body.dates[0]!.date).toBe(date);
    const { times } = body.dates[0]!;
    expect(times.length).toBeGreaterThan(0);
    for (const slot of times) expect(slot).toEqual({ time: expect.stringMatching(/^([01]\d|2[0-3]):[0-5]\d$/), canEnquire: expect.any(Boolean) });
    expect([...times.map((slot) => slot.time)].sort()).toEqual(times.map((slot) => slot.time));

    const { docs } = await cmsFind<Named>(base, await staffHeaders(base), 'booking-menus', { name: 'Bottomless brunch' });
    const brunchMenu = docs[0]!;
    const wrongMenu = await api.getJson<ServiceResult>(slotsPath(1005, occasion.id, { adults: 2 }, date, `&menuIds=${brunchMenu.id}&areaId=null`));
    expect(wrongMenu).toEqual({ status: 404, body: expect.objectContaining({ code: 8, message: 'This menu is not available.' }) });

    const invalid = await api.getJson<ServiceResult>(`/api/booking/slots/1005?occasionId=${occasion.id}&adults=0&dates=${date}`);
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe(102);
    expect(Object.keys(invalid.body.errors ?? {})).toContain('adults');
    const noDate = await api.getJson<ServiceResult>(`/api/booking/slots/1005?occasionId=${occasion.id}&adults=2`);
    expect(noDate.status).toBe(400);
    expect(noDate.body.errors).toHaveProperty('dates');
  });

  it('says when a card guarantee is needed and when an enquiry may be placed', async () => {
    const api = await apiClient(base);
    const { date, answer } = await findOccasionDate(api, 1006, 'Large group enquiry');
    const table = answer.occasions.find((occasion) => occasion.name === 'Table booking')!;
    const enquiry = answer.occasions.find((occasion) => occasion.name === 'Large group enquiry')!;
    const requirements = async (occasionId: number, adults: number) => {
      const { status, body } = await api.getJson(
        `/api/booking/requirements/1006?occasionId=${occasionId}&adults=${adults}&children=0&bookingDate=${date}&time=19:00&menuId=null`,
      );
      expect(status).toBe(200);
      return body;
    };
    expect(await requirements(table.id, 10)).toEqual({ isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: true });
    expect(await requirements(table.id, 2)).toEqual({ isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: false });
    expect(await requirements(enquiry.id, 14)).toMatchObject({ isPlaceAsEnquiryEnabled: true });
  });

  it('books a table (201, MG- reference, status 1) and stores it', async () => {
    const api = await apiClient(base);
    const { date, occasion, time } = await findSlot(api, 1008, 'Table booking', { adults: 2 });
    const body = bookingBody({ occasionId: occasion.id, date, time, adults: 2 });
    const created = await api.postJson<BookingAnswer>('/api/booking/create/1008', body);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      bookingReference: expect.stringMatching(/^MG-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
      bookingStatus: 1,
      manageUrl: expect.stringMatching(/^\/manage-booking\/[\w-]{32}$/),
    });
    const { docs } = await cmsFind(base, await staffHeaders(base), 'bookings', { reference: created.body.bookingReference! });
    expect(docs[0]).toMatchObject({
      status: 'confirmed',
      kind: 'table',
      storeId: 1008,
      bookingDate: date,
      time,
      covers: 2,
      customer: { email: body.customer.email },
    });
  });

  it('refuses bad customer details field by field (400, code 102)', async () => {
    const api = await apiClient(base);
    const { date, occasion, time } = await findSlot(api, 1008, 'Table booking', { adults: 2 });
    const body = bookingBody({ occasionId: occasion.id, date, time, adults: 2, customer: { email: 'not-an-email', firstName: '' } });
    const { status, body: answer } = await api.postJson<ServiceResult>('/api/booking/create/1008', body);
    expect(status).toBe(400);
    expect(answer.code).toBe(102);
    expect(answer.errors).toMatchObject({ 'customer.email': 'Please enter a valid email address.', 'customer.firstName': 'Please enter your first name.' });
    const valid = bookingBody({ occasionId: occasion.id, date, time, adults: 2 });
    const missing = await api.postJson<ServiceResult>('/api/booking/create/1008', { ...valid, customer: { ...valid.customer, lastName: undefined } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors!)).toEqual(['customer.lastName']);
    const notJson = await fetch(`${base}/api/booking/create/1008`, {
      method: 'POST',
      headers: { ...api.headers, 'Content-Type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
  });

  it('refuses a party that needs a card guarantee when no payment provider is configured (code 5)', async () => {
    const api = await apiClient(base);
    const { date, occasion, time } = await findSlot(api, 1009, 'Table booking', { adults: 10 });
    const body = bookingBody({ occasionId: occasion.id, date, time, adults: 10 });
    // With or without a card customer id: there is no provider to check one against.
    for (const cardCustomerId of [null, 'made-up-customer']) {
      const { status, body: answer } = await api.postJson<ServiceResult>('/api/booking/create/1009', { ...body, cardCustomerId });
      expect(status).toBe(422);
      expect(answer).toMatchObject({ code: 5, message: 'This booking needs a credit card to confirm, please contact the restaurant directly.' });
    }
    const { totalDocs } = await cmsFind(base, await staffHeaders(base), 'bookings', { 'customer.email': body.customer.email });
    expect(totalDocs).toBe(0);
  });

  it('answers a retried request with the same Idempotency-Key with the first booking (200), not a second one', async () => {
    const api = await apiClient(base);
    const { date, occasion, time } = await findSlot(api, 1031, 'Table booking', { adults: 3 });
    const body = bookingBody({ occasionId: occasion.id, date, time, adults: 3 });
    const key = { 'Idempotency-Key': randomUUID() };
    const first = await api.postJson<BookingAnswer>('/api/booking/create/1031', body, key);
    expect(first.status).toBe(201);
    const retry = await api.postJson<BookingAnswer>('/api/booking/create/1031', body, key);
    expect(retry).toEqual({ status: 200, body: { bookingReference: first.body.bookingReference, bookingStatus: 1, manageUrl: first.body.manageUrl } });
    const { totalDocs } = await cmsFind(base, await staffHeaders(base), 'bookings', { 'customer.email': body.customer.email });
    expect(totalDocs).toBe(1);
    // A new key is a new request, not a replay: the same diner at the same time meets the 2-hour rule (code 6)...
    const again = await api.postJson<ServiceResult>('/api/booking/create/1031', body, { 'Idempotency-Key': randomUUID() });
    expect(again).toMatchObject({ status: 422, body: { code: 6 } });
    // ...and another diner's same request books afresh.
    const fresh = await api.postJson<BookingAnswer>(
      '/api/booking/create/1031',
      { ...body, customer: { ...body.customer, email: uniqueEmail() } },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(fresh.status).toBe(201);
    expect(fresh.body.bookingReference).not.toBe(first.body.bookingReference);
    const badKey = await api.postJson<ServiceResult>('/api/booking/create/1031', body, { 'Idempotency-Key': 'short' });
    expect(badKey.status).toBe(400);
  });

  it('treats a reused Idempotency-Key for another restaurant or other details as a new request', async () => {
    const api = await apiClient(base);
    const key = { 'Idempotency-Key': randomUUID() };
    const here = await findSlot(api, 1031, 'Table booking', { adults: 2 });
    const first = await api.postJson<BookingAnswer>(
      '/api/booking/create/1031',
      bookingBody({ occasionId: here.occasion.id, date: here.date, time: here.time, adults: 2 }),
      key,
    );
    expect(first.status).toBe(201);
    const there = await findSlot(api, 1032, 'Table booking', { adults: 2 });
    const elsewhere = await api.postJson<BookingAnswer>(
      '/api/booking/create/1032',
      bookingBody({ occasionId: there.occasion.id, date: there.date, time: there.time, adults: 2 }),
      key,
    );
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.body.bookingReference).not.toBe(first.body.bookingReference);
    const moreGuests = await api.postJson<BookingAnswer>(
      '/api/booking/create/1031',
      bookingBody({ occasionId: here.occasion.id, date: here.date, time: here.time, adults: 3 }),
      key,
    );
    expect(moreGuests.status).toBe(201);
    expect(moreGuests.body.bookingReference).not.toBe(first.body.bookingReference);
  });

  it('takes an enquiry for a large group (status 2) and refuses a table occasion on the events endpoint', async () => {
    const api = await apiClient(base);
    const { date, occasion, time } = await findSlot(api, 1032, 'Large group enquiry', { adults: 14 }, { enquiry: true });
    const body = bookingBody({ occasionId: occasion.id, date, time, adults: 14 });
    const enquiry = await api.postJson<BookingAnswer>('/api/booking/enquiry/1032', body);
    expect(enquiry.status).toBe(201);
    expect(enquiry.body).toEqual({
      bookingReference: expect.stringMatching(/^MG-/),
      bookingStatus: 2,
      manageUrl: expect.stringMatching(/^\/manage-booking\//),
    });
    const { docs } = await cmsFind(base, await staffHeaders(base), 'bookings', { reference: enquiry.body.bookingReference! });
    expect(docs[0]).toMatchObject({ status: 'enquiry', kind: 'enquiry', covers: 14 });

    const table = await findSlot(api, 1032, 'Table booking', { adults: 2 });
    const event = await api.postJson<ServiceResult>(
      '/api/booking/events/1032',
      bookingBody({ occasionId: table.occasion.id, date: table.date, time: table.time, adults: 2 }),
    );
    expect(event.status).toBe(400);
    expect(event.body.code).toBe(102);
    expect(event.body.errors).toHaveProperty('occasionId');
  });

  it('answers code 5 from both card endpoints while no payment provider is configured', async () => {
    const api = await apiClient(base);
    const token = await api.getJson<ServiceResult>('/api/v1/braintree/token');
    expect(token).toEqual({ status: 422, body: expect.objectContaining({ code: 5 }) });
    const submit = await api.postJson<ServiceResult>('/api/v1/braintree/submit', {
      nonce: 'fake-valid-nonce',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
    expect(submit).toEqual({ status: 422, body: expect.objectContaining({ code: 5 }) });
  });

  it('checks availability across restaurants, each with its times or its reason', async () => {
    const api = await apiClient(base);
    const { date } = await findOccasionDate(api, 1001, 'Table booking');
    const { status, body } = await api.postJson<{
      success: boolean;
      data: { storeId: number; miles: number | null; title: string | null; times: string[]; code?: number }[];
    }>('/api/booking/availability', { stores: [{ storeId: 1001, miles: 1.5 }, { storeId: 1015 }, { storeId: 9999 }], date, adultCovers: 2, childrenCovers: 0 });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.map((entry) => entry.storeId)).toEqual([1001, 1015, 9999]);
    const [ashton, centerParcs, unknown] = body.data;
    expect(ashton).toMatchObject({ miles: 1.5, title: 'Ashton Moss' });
    expect(ashton!.code).toBeUndefined();
    expect(ashton!.times.length).toBeGreaterThan(0);
    for (const time of ashton!.times) expect(time).toMatch(/^\d{2}:\d{2}$/);
    expect(centerParcs).toMatchObject({ times: [], code: 20 });
    expect(unknown).toMatchObject({ times: [], code: 3 });

    for (const invalid of [
      { stores: [], date, adultCovers: 2, childrenCovers: 0 },
      { stores: [{ storeId: 1001 }], date: 'soon', adultCovers: 2 },
    ]) {
      const refused = await api.postJson<{ success: boolean; message: string }>('/api/booking/availability', invalid);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, message: 'Error checking availability' });
    }
  });

  it('lists the bookable venues for the brand on the older API, and answers its paths like the current ones', async () => {
    const api = await apiClient(base);
    const { status, body } = await api.getJson<{ venueIds: number[] }>(`/cdg/booking/allVenueIds?brand=${BRAND_KEY}`);
    expect(status).toBe(200);
    expect(body.venueIds).toEqual(expect.arrayContaining([1001, 1004, 1008]));
    for (const excluded of [1015, 1016, 1037]) expect(body.venueIds).not.toContain(excluded);
    expect((await api.getJson<ServiceResult>('/cdg/booking/allVenueIds?brand=another-brand')).status).toBe(404);

    const { date } = await findOccasionDate(api, 1001, 'Table booking');
    const current = await api.getJson<OccasionsAnswer>(`/api/booking/occasions/1001?date=${date}`);
    const older = await api.getJson<OccasionsAnswer>(`/cdg/booking/occasions/1001?date=${date}`);
    expect(older).toEqual(current);
    expect(older.body.occasions[0]!.name).toBe('Table booking');
    expect(await api.getJson(`/cdg/booking/occasions/1015?date=${date}`)).toEqual({ status: 422, body: expect.objectContaining({ code: 20 }) });
  });

  it("lists the booking modal's restaurants with whether each takes online bookings, as the older path does", async () => {
    const api = await apiClient(base);
    type Locations = { locations: { storeId: number; title: string; journeyPath: string; online: { bookable: boolean; code?: number } }[] };
    const { status, body } = await api.getJson<Locations>('/api/booking/locations');
    expect(status).toBe(200);
    const byStore = new Map(body.locations.map((location) => [location.storeId, location]));
    expect(byStore.get(1001)).toMatchObject({ title: 'Ashton Moss', journeyPath: expect.any(String), online: { bookable: true } });
    // This file's own restaurants (other files pause theirs meanwhile): the same answer as the older API's venue list,
    // and as the older path to this list.
    const own = [1002, 1003, 1005, 1006, 1008, 1009, 1015, 1016, 1031, 1032, 1033];
    const bookable = new Set((await api.getJson<{ venueIds: number[] }>(`/cdg/booking/allVenueIds?brand=${BRAND_KEY}`)).body.venueIds);
    for (const storeId of own) expect(byStore.get(storeId)?.online.bookable, String(storeId)).toBe(bookable.has(storeId));
    for (const excluded of [1015, 1016]) expect(byStore.get(excluded)?.online).toMatchObject({ bookable: false, code: expect.any(Number) });
    const older = await api.getJson<Locations>('/cdg/booking/locations');
    expect(older.status).toBe(200);
    for (const storeId of own)
      expect(
        older.body.locations.find((location) => location.storeId === storeId),
        String(storeId),
      ).toEqual(byStore.get(storeId));
  });

  it('tells diners the back-office message while online bookings are paused (19), or the standard one (10)', async () => {
    const api = await apiClient(base);
    const admin = await staffHeaders(base);
    const { date } = await findOccasionDate(api, 1033, 'Table booking');
    const restaurant = (await cmsFind(base, admin, 'restaurants', { storeId: 1033 })).docs[0]!;
    const settings = (await cmsFind<{ onlineBookings: boolean; pausedMessage?: string | null }>(base, admin, 'booking-settings', { restaurant: restaurant.id }))
      .docs[0]!;
    const patch = (data: Record<string, unknown>) =>
      fetch(`${base}/cms-api/booking-settings/${settings.id}`, { method: 'PATCH', headers: admin, body: JSON.stringify(data) });
    const occasions = () => api.getJson<ServiceResult>(`/api/booking/occasions/1033?date=${date}`);
    try {
      expect((await patch({ onlineBookings: false, pausedMessage: 'Closed for a refit until March.' })).status).toBe(200);
      expect(await occasions()).toEqual({ status: 503, body: { code: 19, title: expect.any(String), message: 'Closed for a refit until March.' } });
      const venues = await api.getJson<{ venueIds: number[] }>(`/cdg/booking/allVenueIds?brand=${BRAND_KEY}`);
      expect(venues.body.venueIds).not.toContain(1033);

      expect((await patch({ onlineBookings: false, pausedMessage: '' })).status).toBe(200);
      expect(await occasions()).toEqual({
        status: 503,
        body: expect.objectContaining({ code: 10, message: 'Unfortunately we are currently unable to accept bookings at this time' }),
      });
    } finally {
      await patch({ onlineBookings: settings.onlineBookings, pausedMessage: settings.pausedMessage ?? null });
    }
    const reopened = await api.getJson<OccasionsAnswer>(`/api/booking/occasions/1033?date=${date}`);
    expect(reopened.status).toBe(200);
    expect(reopened.body.occasions[0]!.name).toBe('Table booking');
  });
});

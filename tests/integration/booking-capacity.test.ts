/**
 * The booking engine's promise: no table is ever sold twice. One request at a time, a 19:00 slot for four books
 * exactly as many times as the restaurant has tables for four, then answers status 9; a burst of three times that
 * many concurrent requests books exactly as many, in one process and across two processes on the same database.
 */
import { describe, expect, it } from 'vitest';
import { seedTablesFor } from '@/seed/data/booking';
import { bookingBody, cmsFind, findSlot, slotsPath, type Api, type BookingAnswer, type SlotsAnswer } from '../support/booking-api';
import { apiClient, runningSitePairs, staffHeaders } from '../support/site-api';

const STORE = 1018; // Division Street, Sheffield: a standard floor, used by no other test file
const PARTY = { adults: 4 };
const TIME = '19:00';

/** Tables the 'Table booking' occasion can give a party of four: every area but the private dining room. */
const tablesForFour = seedTablesFor('division-street').filter(
  (table) => table.area !== 'private' && table.minCovers <= PARTY.adults && PARTY.adults <= table.maxCovers,
).length;

/** The first date from `minDaysAhead` on which 'Table booking' offers 19:00 to a party of four. */
async function bookableDate(api: Api, minDaysAhead: number) {
  const { date, occasion } = await findSlot(api, STORE, 'Table booking', PARTY, { minDaysAhead, time: TIME });
  return { date, occasionId: occasion.id };
}

const create = (api: Api, date: string, occasionId: number, n: number) =>
  api.postJson<BookingAnswer>(
    `/api/booking/create/${STORE}`,
    bookingBody({
      occasionId,
      date,
      time: TIME,
      ...PARTY,
      customer: { firstName: 'Sam', lastName: `Capacity-${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[n % 26]!}`, phoneNumber: '', specialRequest: '' },
    }),
  );

type StoredBooking = { reference: string; status: string; tableKey: string; startsAt: string; endsAt: string };

/** Every confirmed booking at the store on `date`, read as an administrator. */
const confirmedBookings = async (base: string, date: string) =>
  (await cmsFind<StoredBooking>(base, await staffHeaders(base), 'bookings', { storeId: STORE, bookingDate: date, status: 'confirmed' })).docs;

const offeredTimes = async (api: Api, date: string, occasionId: number) =>
  (await api.getJson<SlotsAnswer>(slotsPath(STORE, occasionId, PARTY, date))).body.dates[0]?.times.map((slot) => slot.time);

function expectNoTableSoldTwice(bookings: StoredBooking[]) {
  const byTable = new Map<string, StoredBooking[]>();
  for (const booking of bookings) byTable.set(booking.tableKey, [...(byTable.get(booking.tableKey) ?? []), booking]);
  for (const held of byTable.values()) {
    const sorted = held.map((booking) => [Date.parse(booking.startsAt), Date.parse(booking.endsAt)] as const).sort((a, b) => a[0] - b[0]);
    for (let index = 1; index < sorted.length; index++) expect(sorted[index]![0]).toBeGreaterThanOrEqual(sorted[index - 1]![1]);
  }
}

describe.each(runningSitePairs)('never double-books on %s', (_, base, second) => {
  it('the demo floor has tables for four to fill', () => {
    expect(tablesForFour).toBeGreaterThanOrEqual(4);
  });

  it(`books ${TIME} for four once per table, one request at a time, then answers status 9`, async () => {
    const api = await apiClient(base);
    const { date, occasionId } = await bookableDate(api, 14);
    for (let n = 0; n < tablesForFour; n++) {
      const { status, body } = await create(api, date, occasionId, n);
      expect(status, JSON.stringify(body)).toBe(201);
      expect(body.bookingStatus).toBe(1);
      expect(body.bookingReference).toMatch(/^MG-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    }
    const full = await create(api, date, occasionId, tablesForFour);
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ bookingReference: null, bookingStatus: 9, message: 'Sorry, that time slot’s just been taken. Please choose another…' });

    const bookings = await confirmedBookings(base, date);
    expect(bookings).toHaveLength(tablesForFour);
    expect(new Set(bookings.map((booking) => booking.tableKey)).size).toBe(tablesForFour);
    expect(await offeredTimes(api, date, occasionId)).not.toContain(TIME);
  });

  it(`books exactly ${tablesForFour} of ${3 * tablesForFour} concurrent requests in one process`, async () => {
    const api = await apiClient(base);
    const { date, occasionId } = await bookableDate(api, 21);
    const answers = await Promise.all(Array.from({ length: 3 * tablesForFour }, (_, n) => create(api, date, occasionId, n)));
    expect(answers.filter((answer) => answer.status === 201 && answer.body.bookingStatus === 1)).toHaveLength(tablesForFour);
    expect(answers.filter((answer) => answer.status === 409 && answer.body.bookingStatus === 9)).toHaveLength(2 * tablesForFour);
    const bookings = await confirmedBookings(base, date);
    expect(bookings).toHaveLength(tablesForFour);
    expectNoTableSoldTwice(bookings);
  });

  it(`books exactly ${tablesForFour} of ${3 * tablesForFour} concurrent requests split across two processes`, async () => {
    const [first, other] = await Promise.all([apiClient(base), apiClient(second)]);
    const { date, occasionId } = await bookableDate(first, 28);
    const answers = await Promise.all(Array.from({ length: 3 * tablesForFour }, (_, n) => create(n % 2 ? other : first, date, occasionId, n)));
    const booked = answers.filter((answer) => answer.status === 201 && answer.body.bookingStatus === 1);
    expect(booked).toHaveLength(tablesForFour);
    expect(answers.filter((answer) => answer.status === 409 && answer.body.bookingStatus === 9)).toHaveLength(2 * tablesForFour);
    const bookings = await confirmedBookings(second, date);
    expect(bookings.map((booking) => booking.reference).sort()).toEqual(booked.map((answer) => answer.body.bookingReference).sort());
    expectNoTableSoldTwice(bookings);
  });
});

/**
 * The booking engine's promise: no table is ever sold twice. One request at a time, a 19:00 slot for four books
 * exactly as many times as the restaurant has tables for four, then answers status 9; a burst of three times that
 * many concurrent requests books exactly as many, in one process and across two processes on the same database.
 */
import { describe, expect, it } from 'vitest';
import { seedTablesFor } from '@/seed/data/booking';
import { apiClient, runningSitePairs, staffHeaders } from '../support/site-api';

const STORE = 1018; // Division Street, Sheffield: a standard floor, used by no other test file
const PARTY = 4;
const TIME = '19:00';
const TABLE_OCCASION = 'Table booking';

/** Tables the 'Table booking' occasion can give a party of four: every area but the private dining room. */
const tablesForFour = seedTablesFor('division-street').filter((table) => table.area !== 'private' && table.minCovers <= PARTY && PARTY <= table.maxCovers).length;

type Api = Awaited<ReturnType<typeof apiClient>>;
type Answer = { bookingReference: string | null; bookingStatus: number; message?: string };

const londonDate = (daysAhead: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + daysAhead);
  return date.toISOString().slice(0, 10);
};

/** The first date from `daysAhead` on which the table occasion runs and offers 19:00 to a party of four. */
async function bookableDate(api: Api, daysAhead: number): Promise<{ date: string; occasionId: number }> {
  for (let offset = daysAhead; offset < daysAhead + 30; offset++) {
    const date = londonDate(offset);
    const occasions = await api.getJson<{ occasions?: { id: number; name: string }[] }>(`/api/booking/occasions/${STORE}?date=${date}`);
    const occasion = occasions.body.occasions?.find((candidate) => candidate.name === TABLE_OCCASION);
    if (!occasion) continue;
    const slots = await api.getJson<{ dates?: { times: { time: string }[] }[] }>(
      `/api/booking/slots/${STORE}?occasionId=${occasion.id}&adults=${PARTY}&children=0&dates=${date}&menuIds=&areaId=null`,
    );
    if (slots.body.dates?.[0]?.times.some((slot) => slot.time === TIME)) return { date, occasionId: occasion.id };
  }
  throw new Error(`No date with ${TIME} free at ${STORE}`);
}

const bookingBody = (date: string, occasionId: number, n: number) => ({
  occasionId,
  adults: PARTY,
  children: 0,
  bookingDate: date,
  time: TIME,
  menuId: null,
  areaId: null,
  customer: { firstName: 'Sam', lastName: `Capacity-${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[n % 26]!}`, email: `capacity-${date}-${n}@example.com`, phoneNumber: '', specialRequest: '', shouldReceivePromotions: false, shouldReceiveSms: false },
});

const create = (api: Api, date: string, occasionId: number, n: number) => api.postJson<Answer>(`/api/booking/create/${STORE}`, bookingBody(date, occasionId, n));

type StoredBooking = { reference: string; status: string; tableKey: string; startsAt: string; endsAt: string };

/** Every confirmed booking at the store on `date`, read as an administrator. */
async function confirmedBookings(base: string, date: string): Promise<StoredBooking[]> {
  const headers = await staffHeaders(base);
  const query = `where[storeId][equals]=${STORE}&where[bookingDate][equals]=${date}&where[status][equals]=confirmed&limit=200&depth=0`;
  const response = await fetch(`${base}/cms-api/bookings?${query}`, { headers });
  return ((await response.json()) as { docs: StoredBooking[] }).docs;
}

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
    const slots = await api.getJson<{ dates?: { times: { time: string }[] }[] }>(
      `/api/booking/slots/${STORE}?occasionId=${occasionId}&adults=${PARTY}&children=0&dates=${date}&menuIds=&areaId=null`,
    );
    expect(slots.body.dates?.[0]?.times.map((slot) => slot.time)).not.toContain(TIME);
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

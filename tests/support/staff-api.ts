/** The staff API as its callers use it (issue 34, docs/api.md): for the integration and scale-out tests. */
import type { DaySheet } from '@/features/front-of-house/day-sheet';
import { bookingBody, findSlot, uniqueEmail, type BookingAnswer } from './booking-api';
import { apiClient, staffHeaders } from './site-api';
import type { Credentials } from './staff';

type Answer<T = Record<string, unknown>> = { status: number; body: T };

/** A staff API client of `base`, signed in by `headers` (a JWT, an API key, or a cookie with its Origin). */
export function staffClient(base: string, headers: Record<string, string>) {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<Answer<T>> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (response.status === 204 ? null : await response.json()) as T };
  };
  return {
    day: (storeId: number, date: string) => call<DaySheet>('GET', `/api/staff/restaurants/${storeId}/day?date=${date}`),
    book: <T = Record<string, unknown>>(storeId: number, body: unknown) => call<T>('POST', `/api/staff/restaurants/${storeId}/bookings`, body),
    status: (reference: string, status: string) => call('POST', `/api/staff/bookings/${reference}/status`, { status }),
    table: (reference: string, table: string) => call('POST', `/api/staff/bookings/${reference}/table`, { table }),
    block: (storeId: number, body: unknown) => call<{ id: number }>('POST', `/api/staff/restaurants/${storeId}/blocks`, body),
    lift: (id: number) => call('DELETE', `/api/staff/blocks/${id}`),
    offer: (entryId: number) => call<Record<string, unknown>>('POST', `/api/staff/waitlist/${entryId}/offer`),
  };
}

/** The Authorization header of a staff user signed in to `base` (the administrator unless named). */
export const jwtOf = async (base: string, credentials?: Credentials) => ({ Authorization: (await staffHeaders(base, credentials)).Authorization });

/** A phone booking's body: a guest with a name and a phone number, and whatever else the test adds to the customer. */
export const phoneBooking = (date: string, time: string, adults: number, extra: Record<string, unknown> = {}) => ({
  source: 'phone',
  date,
  time,
  adults,
  children: 0,
  customer: { firstName: 'Morag', lastName: 'Phone', phoneNumber: '0131 496 0000', ...extra },
});

/**
 * 20 website bookings and 20 phone bookings for a party of nine at 19:00, all at once, spread over `bases` in turn:
 * on the demo's standard floor (no combinations) only one table seats nine. Answers every reply, and the bookings for
 * nine the day sheet then shows.
 */
export async function raceForTheLastTable(storeId: number, bases: readonly string[], minDaysAhead: number) {
  const party = { adults: 9 };
  const apis = await Promise.all(bases.map((base) => apiClient(base)));
  const staff = await Promise.all(bases.map(async (base) => staffClient(base, await jwtOf(base))));
  const { date, occasion, time } = await findSlot(apis[0]!, storeId, 'Table booking', party, { minDaysAhead, time: '19:00' });
  const website = Array.from({ length: 20 }, (_, n) =>
    apis[n % bases.length]!.postJson<BookingAnswer>(
      `/api/booking/create/${storeId}`,
      bookingBody({ occasionId: occasion.id, date, time, ...party, customer: { email: uniqueEmail(`race-${n}`) } }),
    ),
  );
  const phone = Array.from({ length: 20 }, (_, n) =>
    staff[n % bases.length]!.book(storeId, { ...phoneBooking(date, time, party.adults), occasionId: occasion.id }),
  );
  const answers = await Promise.all([...website, ...phone]);
  const booked = (await staff[0]!.day(storeId, date)).body.bookings.filter(
    (booking) => booking.covers === 9 && ['booked', 'unconfirmed'].includes(booking.status),
  );
  return { answers, booked };
}

/**
 * The day sheet's CSV download (issue 34, item 1) on each database: the day sheet's own access rules over HTTP, and
 * the bookings of the day in the file.
 */
import { describe, expect, it } from 'vitest';
import { bookingBody, findSlot, uniqueEmail, type BookingAnswer } from '../support/booking-api';
import { apiClient, runningSites } from '../support/site-api';
import { ADMIN, HR, MANAGER, MARKETING, staffLogin, type Credentials } from '../support/staff';

const CHESHIRE_OAKS = 1004;
/** A restaurant the demo manager does not look after. */
const NOT_THEIRS = 1003;

describe.each(runningSites)('the day sheet CSV on %s', (_, base) => {
  // Signed in once per account, carried as the back-office's cookie, as a browser downloads it.
  const tokens = new Map<string, Promise<string>>();
  const cookie = async (credentials: Credentials) => {
    if (!tokens.has(credentials.email)) tokens.set(credentials.email, staffLogin(base, credentials));
    return `payload-token=${await tokens.get(credentials.email)}`;
  };
  const csv = async (query: string, credentials?: Credentials) => {
    const headers: Record<string, string> = credentials ? { Cookie: await cookie(credentials) } : {};
    const response = await fetch(`${base}/staff-exports/day-sheet.csv?${query}`, { headers });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
      text: await response.text(),
    };
  };

  it('gives a manager their restaurant’s day, with its bookings', async () => {
    const api = await apiClient(base);
    const slot = await findSlot(api, CHESHIRE_OAKS, 'Table booking', { adults: 2 });
    const email = uniqueEmail('day-sheet-csv');
    const created = await api.postJson<BookingAnswer>(
      `/api/booking/create/${CHESHIRE_OAKS}`,
      bookingBody({
        ...slot,
        occasionId: slot.occasion.id,
        adults: 2,
        customer: { email, firstName: 'Csv', lastName: 'Diner', specialRequest: 'Coeliac, no gluten' },
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const reference = created.body.bookingReference!;

    const answer = await csv(`restaurant=${CHESHIRE_OAKS}&date=${slot.date}`, MANAGER);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.type).toBe('text/csv; charset=utf-8');
    expect(answer.disposition).toBe(`attachment; filename="day-sheet-cheshire-oaks-${slot.date}.csv"`);
    const lines = answer.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^date,time,until,reference,status,source,covers,/);
    const row = lines.find((line) => line.includes(reference));
    expect(row).toContain(`${slot.date},${slot.time},`);
    expect(row).toContain(`,Csv,Diner,07700 900123,${email},`);
    expect(row).toContain('"Coeliac, no gluten",coeliac gluten,');
  });

  it('refuses nobody signed in, the roles it is not for, and another restaurant’s day', async () => {
    const query = `restaurant=${CHESHIRE_OAKS}`;
    expect((await csv(query)).status).toBe(401);
    for (const role of [MARKETING, HR]) {
      const refused = await csv(query, role);
      expect(refused.status, role.email).toBe(403);
      expect(refused.text).toBe('The day sheet is for restaurant managers and administrators.');
    }
    const other = await csv(`restaurant=${NOT_THEIRS}`, MANAGER);
    expect(other.status).toBe(403);
    expect(other.text).toBe(`You may not see the day sheet of restaurant ${NOT_THEIRS}.`);
    expect(other.type).toBe('text/plain; charset=utf-8');
  });

  it('gives an administrator any restaurant, today by default', async () => {
    const answer = await csv(`restaurant=${NOT_THEIRS}`, ADMIN);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.disposition).toMatch(/^attachment; filename="day-sheet-[a-z-]+-\d{4}-\d{2}-\d{2}\.csv"$/);
  });

  it('names the field of a bad address', async () => {
    const date = await csv(`restaurant=${CHESHIRE_OAKS}&date=2026-02-30`, MANAGER);
    expect(date.status).toBe(400);
    expect(date.text).toBe('date: Choose a date (yyyy-mm-dd).');
    const restaurant = await csv('restaurant=cheshire', MANAGER);
    expect(restaurant.status).toBe(400);
    expect(restaurant.text).toBe('restaurant: Choose one of the restaurants listed.');
  });
});

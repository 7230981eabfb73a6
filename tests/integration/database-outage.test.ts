/**
 * The PostgreSQL database goes away under a running site of its own (its own throwaway server, so the other tests
 * keep theirs) and comes back: pages that need it answer a 503 that says to try again, quickly, not a 500 or a hang;
 * pages in the page cache are served as usual; the API answers its service result 111; and when the database
 * returns, the site answers again by itself, without a restart.
 *
 * It also goes away in the middle of a burst of bookings, the moment a diner would least forgive: each booking must
 * then be whole (its row complete, its confirmation email queued, sent or owed) and answered 201, or absent altogether and
 * answered with a refusal, never half-written and never "failed" while in fact booked; and the next diner after the
 * outage books as usual.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTablesFor } from '@/seed/data/booking';
import { bookingBody, slotsPath, type OccasionsAnswer, type SlotsAnswer } from '../support/booking-api';
import { londonDate } from '../support/dates';
import { freePort } from '../support/free-port';
import { startSiteServer } from '../../scripts/lib/site-server.mjs';
import { findPostgresBin, startThrowawayPostgres } from '../../scripts/lib/throwaway-postgres.mjs';
import { BRAND_KEY, withBookingProof } from '../support/site-api';
import { asNewVisitor } from '../support/visitor';

/** The API's headers for this site (browser-like-fetch.ts only adds an Origin for the shared test sites). */
async function apiHeaders(base: string): Promise<Record<string, string>> {
  const token = await fetch(`${base}/api/token`, {
    method: 'POST',
    headers: { Origin: base, 'Content-Type': 'application/json' },
    body: '{"clearCache":true}',
  });
  expect(token.status).toBe(200);
  return { Authorization: `Bearer ${((await token.json()) as { accessToken: string }).accessToken}`, 'X-Brand-Key': BRAND_KEY, 'X-Session-Id': 'outage-test' };
}

const get = async (base: string, pathname: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${base}${pathname}`, { headers: { ...asNewVisitor(), ...headers }, signal: AbortSignal.timeout(10_000) });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.text() };
};

// A search is rendered for each request from the database; the cookie policy is a page-cache page; free tables are
// always counted afresh.
const SEARCH = '/careers/job-search?keyword=chef';
const CACHED = '/cookie-policy';
const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const SLOTS = `/api/booking/slots/1001?occasionId=1&adults=2&dates=${inAWeek}`;

// The booking burst: parties of two at Ashton Moss, dealt round a few dates and times so that no date asks for more
// tables than the floor has (capacity is not what this test is about). Each diner's last name and email say which
// request they came from, so every answer can be matched with what the database holds.
const BURST_STORE = 1001; // Ashton Moss: the standard floor, no private room
const BURST_SIZE = 48;
const IN_FLIGHT = 15;
const BURST_DATES = 6;
const PARTY = { adults: 2 };
/** The database stops once this many answers are in, and starts again once the site has refused this many bookings. */
const OUTAGE = { stopAfterAnswers: 8, startAfterRefusals: 10 };
/** Tables 'Table booking' can give a party of two there: more than the bookings any one date of the burst gets. */
const tablesForTwo = seedTablesFor('ashton-moss').filter(
  (table) => table.area !== 'private' && table.minCovers <= PARTY.adults && PARTY.adults <= table.maxCovers,
).length;

type PlannedBooking = { occasionId: number; date: string; time: string; lastName: string; email: string };
type Outcome = { booking: PlannedBooking; status: number | 'network error'; retryAfter: string | null; body: string };
type BookedAnswer = { bookingReference: string; bookingStatus: number; manageUrl: string };

/** Letters only, as the name field wants: 0 is "Burst-Aa", 27 is "Burst-Bb". */
const burstName = (n: number) => `Burst-${String.fromCharCode(65 + Math.floor(n / 26), 97 + (n % 26))}`;

const getJson = async <T>(base: string, pathname: string, headers: Record<string, string>) => JSON.parse((await get(base, pathname, headers)).body) as T;

/** `count` bookings for two, dealt round the first BURST_DATES dates from a week ahead that offer 'Table booking', at three times each. */
async function burstPlan(base: string, headers: Record<string, string>, count: number): Promise<PlannedBooking[]> {
  const days: { date: string; occasionId: number; times: string[] }[] = [];
  for (let offset = 7; days.length < BURST_DATES && offset < 60; offset++) {
    const date = londonDate(offset);
    const { occasions } = await getJson<Partial<OccasionsAnswer>>(base, `/api/booking/occasions/${BURST_STORE}?date=${date}`, headers);
    const occasion = occasions?.find((candidate) => candidate.name === 'Table booking');
    if (!occasion) continue;
    const slots = await getJson<SlotsAnswer>(base, slotsPath(BURST_STORE, occasion.id, PARTY, date), headers);
    const times = slots.dates[0]?.times.filter((slot) => !slot.canEnquire).map((slot) => slot.time) ?? [];
    if (times.length > 0) days.push({ date, occasionId: occasion.id, times: [times[0]!, times[Math.floor(times.length / 2)]!, times.at(-1)!] });
  }
  expect(days).toHaveLength(BURST_DATES);
  return Array.from({ length: count }, (_, n) => {
    const day = days[n % BURST_DATES]!;
    const time = day.times[Math.floor(n / BURST_DATES) % day.times.length]!;
    return { occasionId: day.occasionId, date: day.date, time, lastName: burstName(n), email: `${burstName(n).toLowerCase()}@example.com` };
  });
}

/** One POST /api/booking/create, from a visitor of its own; a request that gets no answer at all is recorded as such. */
async function createBooking(base: string, headers: Record<string, string>, booking: PlannedBooking): Promise<Outcome> {
  const body = bookingBody({
    ...PARTY,
    occasionId: booking.occasionId,
    date: booking.date,
    time: booking.time,
    customer: { lastName: booking.lastName, email: booking.email },
  });
  try {
    const response = await fetch(`${base}/api/booking/create/${BURST_STORE}`, {
      method: 'POST',
      headers: { ...headers, ...asNewVisitor(), Origin: base, 'Content-Type': 'application/json' },
      body: JSON.stringify(await withBookingProof(`/api/booking/create/${BURST_STORE}`, body)),
      signal: AbortSignal.timeout(15_000),
    });
    return { booking, status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.text() };
  } catch (error) {
    return { booking, status: 'network error', retryAfter: null, body: String(error) };
  }
}

/** Sends every booking, IN_FLIGHT at a time; `onAnswer` sees the answers so far after each one arrives. */
async function sendBurst(base: string, headers: Record<string, string>, bookings: PlannedBooking[], onAnswer: (outcomes: Outcome[]) => void) {
  const outcomes: Outcome[] = [];
  let next = 0;
  const sender = async () => {
    while (next < bookings.length) {
      outcomes.push(await createBooking(base, headers, bookings[next++]!));
      onAnswer(outcomes);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, sender));
  return outcomes;
}

const isBooked = (outcome: Outcome) => outcome.status === 201;
const isRefused = (outcome: Outcome) => !isBooked(outcome);
const serviceCode = (outcome: Outcome) => (outcome.body.startsWith('{') ? (JSON.parse(outcome.body) as { code?: number }).code : undefined);
/**
 * A refusal the diner can act on: "we cannot reach our systems, nothing was saved, try again" (503, code 111), also in
 * the moment before the site's health probe (every 500 ms) has seen the database go; or the slot went to someone else
 * first (409, bookingStatus 9). Never "something went wrong", never a stack trace, never no answer.
 */
const isServiceRefusal = (outcome: Outcome) =>
  (outcome.status === 503 && serviceCode(outcome) === 111 && outcome.retryAfter === '5') ||
  (outcome.status === 409 && outcome.body.includes('"bookingStatus":9'));

type Outage = { pause: () => unknown; resume: () => unknown };

/**
 * Sends the burst, stops the database once the first answers are in (the rest of the burst in flight or still to
 * come), and starts it again once the site has refused a few: the last requests meet a database coming back.
 */
async function burstThroughOutage(base: string, headers: Record<string, string>, bookings: PlannedBooking[], database: Outage) {
  const outage = { stopped: false, started: false };
  try {
    return await sendBurst(base, headers, bookings, (sofar) => {
      if (!outage.stopped && sofar.length >= OUTAGE.stopAfterAnswers) {
        database.pause();
        outage.stopped = true;
      } else if (outage.stopped && !outage.started && sofar.filter(isRefused).length >= OUTAGE.startAfterRefusals) {
        database.resume();
        outage.started = true;
      }
    });
  } finally {
    // Whatever happened to the burst, the database runs again for what follows.
    if (outage.stopped && !outage.started) database.resume();
  }
}

/**
 * The burst's bookings as the database holds them, one row each with what belongs with it: its restaurant and
 * occasion, and whether its confirmation email (naming its reference) is queued, already in the outbox, or still owed
 * (the booking's mark, which the minute's sweep acts on when the database went away before the request queued it:
 * tests/integration/owed-booking-emails.test.ts). One statement, so one snapshot: a job that finishes while it reads
 * cannot be missed between the jobs and the outbox.
 */
async function storedBurstBookings(client: Client) {
  const { rows } = await client.query<Record<string, unknown> & { lastName: string }>(`
    SELECT b.reference, b.status::text AS status, b.kind::text AS kind, b.store_id::int AS "storeId", r.store_id::int AS "restaurantStoreId",
      o.name AS "occasionName", b.booking_date AS "bookingDate", b.time, b.adults::int AS adults, b.children::int AS children, b.covers::int AS covers,
      to_char(b.starts_at AT TIME ZONE 'Europe/London', 'YYYY-MM-DD HH24:MI') AS arrival, (extract(epoch FROM b.ends_at - b.starts_at) / 60)::int AS "diningMinutes",
      b.table_key AS "tableKey", b.table_label AS "tableLabel", b.customer_first_name AS "firstName", b.customer_last_name AS "lastName",
      b.customer_email AS email, b.customer_phone_number AS "phoneNumber", b.manage_token AS "manageToken",
      EXISTS (SELECT 1 FROM payload_jobs j WHERE j.input->'message'->>'to' = b.customer_email AND strpos(j.input->'message'->>'text', b.reference) > 0)
        OR EXISTS (SELECT 1 FROM outbox e WHERE e."to" = b.customer_email AND strpos(e.text, b.reference) > 0)
        OR b.confirmation_email_pending AS "confirmationEmail"
    FROM bookings b LEFT JOIN restaurants r ON r.id = b.restaurant_id LEFT JOIN booking_occasions o ON o.id = b.occasion_id
    WHERE b.customer_last_name LIKE 'Burst-%'`);
  return rows;
}

/** Addresses of the burst's diners that have an email queued or sent but no booking: what a half-written booking leaves. */
async function emailsWithoutBooking(client: Client) {
  const { rows } = await client.query<{ address: string }>(`
    SELECT address FROM (SELECT input->'message'->>'to' AS address FROM payload_jobs UNION ALL SELECT "to" FROM outbox) AS emails
    WHERE address LIKE 'burst-%' AND NOT EXISTS (SELECT 1 FROM bookings WHERE customer_email = address)`);
  return rows.map((row) => row.address);
}

/** What a whole booking of `booking` holds, given the site's 201 answer for it. */
const wholeBooking = (booking: PlannedBooking, answer: BookedAnswer) => ({
  reference: answer.bookingReference,
  status: 'confirmed',
  kind: 'table',
  storeId: BURST_STORE,
  restaurantStoreId: BURST_STORE,
  occasionName: 'Table booking',
  bookingDate: booking.date,
  time: booking.time,
  adults: PARTY.adults,
  children: 0,
  covers: PARTY.adults,
  arrival: `${booking.date} ${booking.time}`,
  diningMinutes: 90,
  tableKey: expect.any(String),
  tableLabel: expect.any(String),
  firstName: 'Ada',
  lastName: booking.lastName,
  email: booking.email,
  phoneNumber: '07700 900123',
  manageToken: answer.manageUrl.split('/').at(-1),
  confirmationEmail: true,
});

describe.skipIf(!findPostgresBin() || !process.env.TEST_POSTGRES_URL)('a database outage on PostgreSQL', { timeout: 240_000 }, () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'marigold-outage-'));
  let database: Awaited<ReturnType<typeof startThrowawayPostgres>> | undefined;
  let site: Awaited<ReturnType<typeof startSiteServer>> | undefined;

  beforeAll(async () => {
    database = await startThrowawayPostgres({ port: await freePort() });
    database.createDatabase('outage');
    site = await startSiteServer({
      root: process.cwd(),
      name: 'postgres-outage',
      port: await freePort(),
      databaseUrl: database.url('outage'),
      logDir: process.env.TEST_LOG_DIR ?? path.join(scratch, 'logs'),
      env: { MEDIA_DIR: path.join(scratch, 'media'), UPLOADS_DIR: path.join(scratch, 'uploads'), TRUST_PROXY: '127.0.0.1,::1' },
    });
    // A new process loads each route's code on its first request, which on a busy machine (the other test files run
    // alongside) takes longer than the tests' own limits: that is not what they measure.
    const warmUp = { signal: AbortSignal.timeout(120_000) };
    const headers = await apiHeaders(site.url);
    for (const pathname of [SEARCH, CACHED]) await (await fetch(`${site.url}${pathname}`, warmUp)).arrayBuffer();
    await (await fetch(`${site.url}${SLOTS}`, { ...warmUp, headers })).arrayBuffer();
    await (await fetch(`${site.url}/api/booking/occasions/${BURST_STORE}?date=${inAWeek}`, { ...warmUp, headers })).arrayBuffer();
  }, 300_000);

  afterAll(async () => {
    await site?.stop();
    database?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }, 30_000);

  it('answers 503 with a way forward while it is gone, keeps serving cached pages, and recovers by itself', async () => {
    const base = site!.url;
    const api = { headers: await apiHeaders(base) };
    expect((await get(base, SEARCH)).status).toBe(200);
    expect((await get(base, CACHED)).status).toBe(200);
    expect((await get(base, SLOTS, api.headers)).status).toBe(200);

    database!.pause();
    await expect.poll(async () => (await get(base, SEARCH)).status, { timeout: 5_000, interval: 200 }).toBe(503);

    const started = Date.now();
    const page = await get(base, SEARCH);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(page).toMatchObject({ status: 503, retryAfter: '5' });
    expect(page.body).toContain('We cannot reach our systems just now. Nothing was saved: please try again in a minute.');
    expect(page.body).not.toMatch(/ {4}at |ECONNREFUSED|node_modules/);

    const slots = await get(base, SLOTS, api.headers);
    expect(slots.status).toBe(503);
    expect(JSON.parse(slots.body)).toMatchObject({ code: 111, title: 'Temporarily unavailable' });

    const cached = await get(base, CACHED);
    expect(cached.status).toBe(200);
    expect(cached.body).toContain('Cookie policy');

    database!.resume();
    await expect.poll(async () => (await get(base, SEARCH)).status, { timeout: 30_000, interval: 500 }).toBe(200);
    expect((await get(base, SLOTS, api.headers)).status).toBe(200);
  });

  it('keeps every booking of a burst whole or absent when it stops in the middle, and takes bookings again by itself', async () => {
    const base = site!.url;
    const headers = await apiHeaders(base);
    const plan = await burstPlan(base, headers, BURST_SIZE + 1);
    const [burst, afterwards] = [plan.slice(0, BURST_SIZE), plan[BURST_SIZE]!];
    expect(tablesForTwo).toBeGreaterThanOrEqual(Math.ceil(plan.length / BURST_DATES));

    const outcomes = await burstThroughOutage(base, headers, burst, database!);

    // Bookings went through before the outage, and the outage refused some; every refusal is one the diner can act on.
    expect(outcomes.filter(isBooked).length).toBeGreaterThanOrEqual(OUTAGE.stopAfterAnswers);
    expect(outcomes.filter(isRefused).length).toBeGreaterThanOrEqual(OUTAGE.startAfterRefusals);
    for (const outcome of outcomes) expect(outcome.body).not.toMatch(/ {4}at |ECONNREFUSED|node_modules/);
    expect(outcomes.filter((outcome) => isRefused(outcome) && !isServiceRefusal(outcome))).toEqual([]);

    // The site recovers by itself: the next diner books as usual.
    await expect.poll(async () => (await get(base, SLOTS, headers)).status, { timeout: 30_000, interval: 500 }).toBe(200);
    const recovered = await createBooking(base, headers, afterwards);
    expect(recovered.status, recovered.body).toBe(201);
    // With every connection of the pool (20) in use at once: none was lost to the outage for good.
    const together = await Promise.all(Array.from({ length: 25 }, () => get(base, SLOTS, headers)));
    expect(together.map((answer) => answer.status)).toEqual(Array.from({ length: 25 }, () => 200));

    const client = new Client({ connectionString: database!.url('outage') });
    await client.connect();
    try {
      const stored = await storedBurstBookings(client);
      const answered = [...outcomes, recovered];
      for (const { booking, status, body } of answered) {
        const rows = stored.filter((row) => row.lastName === booking.lastName);
        if (status === 201) {
          expect.soft(rows, `${booking.lastName} was booked (201): one whole booking`).toEqual([wholeBooking(booking, JSON.parse(body) as BookedAnswer)]);
        } else {
          expect.soft(rows, `${booking.lastName} was answered ${status} ${body}: nothing saved`).toEqual([]);
        }
      }
      expect(await emailsWithoutBooking(client)).toEqual([]);
    } finally {
      await client.end();
    }
  });
});

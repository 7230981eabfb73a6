// The day sheet's speed at a busy restaurant (issue 34): GET /api/staff/restaurants/{storeId}/day for a day with
// BOOKINGS (default 400) bookings, CONCURRENCY (default 10) requests in flight, REQUESTS (default 600) a round, against
// a control measured in the same minutes: GET /api/staff/restaurants (the same sign-in, one small read).
//   npm run bench:day-sheet -- [BASE_URL] [LABEL]      default: http://127.0.0.1:3000, label "site"
// ROUNDS (default 3) rounds alternate the sheet and the control, so both meet the same moments of a shared machine; the
// median round is reported, with the ratio of the sheet's p95 to the control's (bench/results/day-sheet-LABEL.json).
// The goal is an absolute one: the sheet's p95 at most 150 ms.
// It fills the day first, through the staff API itself (so on either database): phone bookings from 12:00 to 21:00,
// four in five of them then seated and finished, which frees their tables for the next, until the day holds BOOKINGS.
// That writes real bookings to STORE (default 1004, Cheshire Oaks) on DATE (default 120 days ahead): use a throwaway database.
// Signs in as ADMIN_EMAIL / ADMIN_PASSWORD (the demo's administrator by default).
import { writeFileSync } from 'node:fs';
import { Pool } from 'undici';
import { resultsPath } from './lib/results-dir.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const label = process.argv[3] ?? 'site';
const concurrency = Number(process.env.CONCURRENCY ?? 10);
const requests = Number(process.env.REQUESTS ?? 600);
const rounds = Number(process.env.ROUNDS ?? 3);
const bookings = Number(process.env.BOOKINGS ?? 400);
const storeId = Number(process.env.STORE ?? 1004);
const origin = new URL(base).origin;
const londonToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
const date = process.env.DATE ?? new Date(Date.parse(`${londonToday}T12:00:00Z`) + 120 * 86_400_000).toISOString().slice(0, 10);

const login = await fetch(`${base}/cms-api/users/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: origin },
  body: JSON.stringify({ email: process.env.ADMIN_EMAIL ?? 'admin@marigold.example', password: process.env.ADMIN_PASSWORD ?? 'marigold-admin' }),
});
if (login.status !== 200) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);
const headers = { Authorization: `JWT ${(await login.json()).token}`, 'Content-Type': 'application/json' };

const staffApi = async (method, route, body) => {
  const response = await fetch(`${base}${route}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
};
const dayRoute = `/api/staff/restaurants/${storeId}/day?date=${date}`;

/** A name for the `n`th guest: letters only, as a name must be (A, B, … Z, BA, BB …). */
const lettersOf = (n) => (n >= 26 ? lettersOf(Math.floor(n / 26)) : '') + 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[n % 26];

/** Fills the day to `bookings` bookings through the staff API (see above); answers how many it holds. */
async function fillTheDay() {
  const times = Array.from({ length: 37 }, (_, step) => `${String(12 + Math.floor(step / 4)).padStart(2, '0')}:${String((step % 4) * 15).padStart(2, '0')}`);
  let held = (await staffApi('GET', dayRoute)).body.bookings.length;
  for (let attempt = 0; held < bookings && attempt < bookings * 3; attempt++) {
    const booked = await staffApi('POST', `/api/staff/restaurants/${storeId}/bookings`, {
      source: 'phone',
      date,
      time: times[attempt % times.length],
      adults: 1 + (attempt % 4),
      children: attempt % 3 === 0 ? 1 : 0,
      customer: {
        firstName: 'Bench',
        lastName: `Guest ${lettersOf(attempt)}`,
        phoneNumber: '0161 496 0000',
        specialRequest: attempt % 7 === 0 ? 'Coeliac: no gluten, please.' : undefined,
      },
    });
    if (booked.status !== 201) continue;
    held++;
    if (attempt % 5 === 0) continue;
    await staffApi('POST', `/api/staff/bookings/${booked.body.reference}/status`, { status: 'seated' });
    await staffApi('POST', `/api/staff/bookings/${booked.body.reference}/status`, { status: 'finished' });
  }
  return held;
}

const pool = new Pool(origin, { connections: concurrency });

/** `count` requests of `route`, `concurrency` in flight: latency percentiles and status codes. */
async function run(route, count) {
  const latencies = [];
  const statuses = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next++;
        const start = performance.now();
        const response = await pool.request({ path: route, method: 'GET', headers });
        await response.body.arrayBuffer();
        latencies.push(performance.now() - start);
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] * 10) / 10;
  return { requests: count, latencyMs: { p50: at(50), p95: at(95), p99: at(99) }, statuses };
}

const held = await fillTheDay();
console.log(`${date} at store ${storeId}: ${held} bookings`);
await run(dayRoute, Math.min(100, requests));
const measured = [];
for (let round = 0; round < rounds; round++) {
  const sheet = await run(dayRoute, requests);
  const control = await run('/api/staff/restaurants', requests);
  measured.push({ sheet, control, ratio: Math.round((sheet.latencyMs.p95 / control.latencyMs.p95) * 100) / 100 });
  console.log(`round ${round + 1}: day sheet p95 ${sheet.latencyMs.p95} ms, control p95 ${control.latencyMs.p95} ms`);
}
const median = [...measured].sort((a, b) => a.sheet.latencyMs.p95 - b.sheet.latencyMs.p95)[Math.floor(measured.length / 2)];
const report = {
  label,
  base,
  storeId,
  date,
  bookings: held,
  concurrency,
  rounds: measured,
  median,
  goalP95Ms: 150,
  withinGoal: median.sheet.latencyMs.p95 <= 150,
};
writeFileSync(resultsPath(`day-sheet-${label}.json`), `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `median round: day sheet p95 ${median.sheet.latencyMs.p95} ms (goal 150), ${median.ratio}× the control; statuses ${JSON.stringify(median.sheet.statuses)}`,
);
await pool.close();
if (Object.keys(median.sheet.statuses).some((status) => status !== '200')) process.exit(1);

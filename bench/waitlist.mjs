// What a cancellation costs with DINERS (default 500) diners waiting on one restaurant's evening (issue 35): the staff
// API's cancel (`POST /api/staff/bookings/{reference}/status`) and the time from its answer until the next diner in
// line is offered the table (the match job: settle the offers, read the line, hold the table in the ledger, queue
// the email), CANCELLATIONS (default 30) times; p50, p95 and p99 of each (bench/results/waitlist-LABEL.json).
//   npm run bench:waitlist -- [BASE_URL] [LABEL]      default: http://127.0.0.1:3000, label "site"
// The evening is made full first: every table of STORE (default 1005) but T14 (the only one for eight to twelve)
// blocked from 17:00 to 23:00 on DATE (default 80 days ahead), and T14 booked by phone at 19:00 for nine. Then the
// diners join the waitlist through its API, parties of 1 to 9 arriving 18:30 to 19:30, so two in nine fit T14:
// each match reads the whole line. Each cancellation frees T14; the first diner who fits is offered it; the next
// cancellation is of that offer's held booking (staff may cancel it), and so on down the line. The control: as many
// cancels of a phone booking on the next day, when nobody waits (the cost of the cancel itself).
// Each join comes from a diner of its own (X-Forwarded-For) with a bot-check proof signed with the server's key: run
// the site with TRUST_PROXY=127.0.0.1 and give PAYLOAD_SECRET (as bench:booking). It writes real bookings and
// waitlist entries: use a throwaway database. Signs in as ADMIN_EMAIL / ADMIN_PASSWORD (the demo's administrator).
import { createHmac } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { resultsPath } from './lib/results-dir.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const label = process.argv[3] ?? 'site';
const diners = Number(process.env.DINERS ?? 500);
const cancellations = Number(process.env.CANCELLATIONS ?? 30);
const storeId = Number(process.env.STORE ?? 1005);
const origin = new URL(base).origin;
const londonToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
const date = process.env.DATE ?? new Date(Date.parse(`${londonToday}T12:00:00Z`) + 80 * 86_400_000).toISOString().slice(0, 10);

const secret = process.env.PAYLOAD_SECRET ?? (existsSync('data/secret') ? readFileSync('data/secret', 'utf8').trim() : undefined);
const hmacKey = process.env.BOT_CHECK_HMAC_KEY ?? (secret && createHmac('sha256', secret).update('marigold bot-check challenges v1').digest('hex'));
if (!hmacKey) throw new Error("Set PAYLOAD_SECRET (or BOT_CHECK_HMAC_KEY) to the server's: every join needs a bot-check proof it signed.");

/** A proof asking for almost no work, as a diner's browser would have solved while they typed (not timed). */
async function proof() {
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1,
    keyPrefix: '0',
    deriveKey,
    hmacSignatureSecret: hmacKey,
    expiresAt: new Date(Date.now() + 4 * 60_000),
  });
  return Buffer.from(JSON.stringify({ challenge, solution: await solveChallenge({ challenge, deriveKey }) })).toString('base64');
}

const login = await fetch(`${base}/cms-api/users/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: origin },
  body: JSON.stringify({ email: process.env.ADMIN_EMAIL ?? 'admin@marigold.example', password: process.env.ADMIN_PASSWORD ?? 'marigold-admin' }),
});
if (login.status !== 200) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);
const staffHeaders = { Authorization: `JWT ${(await login.json()).token}`, 'Content-Type': 'application/json' };
const staff = async (method, route, body) => {
  const response = await fetch(`${base}${route}`, { method, headers: staffHeaders, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
};

const token = await (await fetch(`${base}/api/token`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin }, body: '{}' })).json();
const apiHeaders = {
  Authorization: `Bearer ${token.accessToken}`,
  'X-Brand-Key': process.env.BRAND_KEY ?? 'marigold-web',
  'X-Session-Id': 'waitlist-benchmark',
  'Content-Type': 'application/json',
};

/** A letters-only name for the `n`th diner (names allow letters only). */
const lettersOf = (n) => (n >= 26 ? lettersOf(Math.floor(n / 26)) : '') + 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[n % 26];

async function fillTheEvening() {
  const { tables } = (await staff('GET', `/api/staff/restaurants/${storeId}/day?date=${date}`)).body;
  const others = tables.map((table) => table.label).filter((label) => label !== 'T14');
  const blocked = await staff('POST', `/api/staff/restaurants/${storeId}/blocks`, {
    date,
    from: '17:00',
    until: '23:00',
    tables: others,
    reason: 'Waitlist bench',
  });
  if (blocked.status !== 201) throw new Error(`Could not block the evening: ${JSON.stringify(blocked.body)}`);
  const booked = await staff('POST', `/api/staff/restaurants/${storeId}/bookings`, {
    source: 'phone',
    date,
    time: '19:00',
    adults: 9,
    children: 0,
    customer: { firstName: 'Bench', lastName: 'Nine', phoneNumber: '0161 496 0000' },
  });
  if (booked.status !== 201) throw new Error(`Could not book T14: ${JSON.stringify(booked.body)}`);
  return booked.body.reference;
}

async function join(n) {
  const response = await fetch(`${base}/api/booking/waitlist/${storeId}`, {
    method: 'POST',
    headers: { ...apiHeaders, Origin: origin, 'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
    body: JSON.stringify({
      date,
      from: '18:30',
      until: '19:30',
      adults: 1 + (n % 9),
      children: 0,
      customer: { firstName: 'Bench', lastName: `Diner ${lettersOf(n)}`, email: `waitlist-bench-${n}-${Date.now()}@example.com` },
      botCheck: await proof(),
    }),
  });
  if (response.status !== 201) throw new Error(`Join ${n} answered ${response.status}: ${await response.text()}`);
}

/** The entry offered a table now, if any: its id and the held booking's reference. */
async function currentOffer() {
  const query = `where[storeId][equals]=${storeId}&where[date][equals]=${date}&where[status][equals]=offered&depth=1&limit=1&sort=-updatedAt`;
  const { docs } = (await staff('GET', `/cms-api/waitlist-entries?${query}`)).body;
  const entry = docs[0];
  return entry && typeof entry.offeredBooking === 'object' ? { id: entry.id, reference: entry.offeredBooking.reference } : null;
}

const percentiles = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
  return { p50: at(50), p95: at(95), p99: at(99) };
};

/** The control: the same cancel of a phone booking for nine on a day nobody waits for (the day after), `count` times. */
async function controlCancels(count) {
  const controlDate = new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const latencies = [];
  for (let round = 0; round < count; round++) {
    const booked = await staff('POST', `/api/staff/restaurants/${storeId}/bookings`, {
      source: 'phone',
      date: controlDate,
      time: '19:00',
      adults: 9,
      children: 0,
      customer: { firstName: 'Bench', lastName: 'Control', phoneNumber: '0161 496 0000' },
    });
    if (booked.status !== 201) throw new Error(`Could not book the control: ${JSON.stringify(booked.body)}`);
    const start = performance.now();
    const cancelled = await staff('POST', `/api/staff/bookings/${booked.body.reference}/status`, { status: 'cancelled' });
    if (cancelled.status !== 200) throw new Error(`The control's cancel answered ${cancelled.status}`);
    latencies.push(performance.now() - start);
  }
  return latencies;
}

let reference = await fillTheEvening();
for (let n = 0; n < diners; n++) await join(n);
console.log(`${date} at store ${storeId}: the evening full, ${diners} diners waiting`);

const cancelMs = [];
const offerMs = [];
let previous = null;
for (let round = 0; round < cancellations; round++) {
  const start = performance.now();
  const cancelled = await staff('POST', `/api/staff/bookings/${reference}/status`, { status: 'cancelled' });
  if (cancelled.status !== 200) throw new Error(`Cancel answered ${cancelled.status}: ${JSON.stringify(cancelled.body)}`);
  cancelMs.push(performance.now() - start);
  let offer = null;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    offer = await currentOffer();
    if (offer && offer.id !== previous) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (!offer || offer.id === previous) throw new Error(`No one was offered the table within 60 s of cancellation ${round + 1}`);
  offerMs.push(performance.now() - start);
  previous = offer.id;
  reference = offer.reference;
}

const control = await controlCancels(cancellations);
const report = {
  label,
  base,
  storeId,
  date,
  diners,
  cancellations,
  cancelRequestMs: percentiles(cancelMs),
  cancelToOfferMs: percentiles(offerMs),
  controlCancelRequestMs: percentiles(control),
};
writeFileSync(resultsPath(`waitlist-${label}.json`), `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `${diners} waiting: the cancel answers in p95 ${report.cancelRequestMs.p95} ms; the next in line is offered the table p95 ${report.cancelToOfferMs.p95} ms after it (p50 ${report.cancelToOfferMs.p50} ms); the control's cancel, nobody waiting, p95 ${report.controlCancelRequestMs.p95} ms`,
);

// Booking engine latency: slot searches and booking creates against a running site.
//   npm run bench:booking -- [BASE_URL] [LABEL]      default: http://127.0.0.1:3000, label "site"
// A warm-up first, not counted: WARMUP_CREATES (default 150) bookings, SETTLE_SECONDS (default 8) for their emails,
// then WARMUP (default 3000) slot searches. A process just started runs at about half its speed for its first few
// thousand requests while V8 optimises its code (measured 27 November 2026: 1,197, 1,514 then 2,442 slot searches a
// second over its first three thousand), and the measurements are of a server that has been up for a while, as on a
// busy night. Then SLOTS (default 2000) slot searches and CREATES (default 600) bookings, each at CONCURRENCY
// (default 20) requests in flight, spread over the bookable restaurants and the next 60 days. Prints and saves
// (bench/results/booking-LABEL.json) p50/p95/p99 latency and the answers' status codes.
// Then the floor: as many requests refused at the token check, as a ratio to which the two are read.
// Creates write real bookings: run it on a throwaway database, not on one with real diners. Each create comes from a
// diner of its own (X-Forwarded-For): start the site with TRUST_PROXY=127.0.0.1, or the booking limit per visitor
// answers most of them 429.
// Each create carries the booking journey's bot-check proof, as a diner's browser sends it. Proofs are made before each
// run of creates, not timed (a diner's browser solves its proof while they type): signed with the server's key, from
// BOT_CHECK_HMAC_KEY, else derived from PAYLOAD_SECRET, else from data/secret (what `npm start` made), as tests do.
import { createHmac } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { Pool } from 'undici';
import { resultsPath } from './lib/results-dir.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const label = process.argv[3] ?? 'site';
const concurrency = Number(process.env.CONCURRENCY ?? 20);
const slotRequests = Number(process.env.SLOTS ?? 2000);
const createRequests = Number(process.env.CREATES ?? 600);

// The measured requests go through undici's own client, one connection per request in flight. fetch, which this used
// before 27 November 2026, spends about as much CPU per request as the server does, and at 2,000 a second it filled the
// load generator's core: the latencies it reported were then partly its own queue.
const pool = new Pool(new URL(base).origin, { connections: concurrency });
const path = (route) => `${new URL(base).pathname.replace(/\/$/, '')}${route}`;

// What a browser on the site's pages sends: its Origin (state-changing requests without one are refused).
const origin = new URL(base).origin;
const token = await (await fetch(`${base}/api/token`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin }, body: '{}' })).json();
const headers = {
  Authorization: `Bearer ${token.accessToken}`,
  'X-Brand-Key': process.env.BRAND_KEY ?? 'marigold-web',
  'X-Session-Id': 'booking-benchmark',
  'Content-Type': 'application/json',
};

const { venueIds } = await (await fetch(`${base}/cdg/booking/allVenueIds?brand=${headers['X-Brand-Key']}`, { headers })).json();
const londonToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
const dateIn = (days) => {
  const date = new Date(`${londonToday}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const pick = (list) => list[Math.floor(Math.random() * list.length)];

// The server's challenge key, as src/features/bot-check/bot-check-settings.ts derives it.
const secret = process.env.PAYLOAD_SECRET ?? (existsSync('data/secret') ? readFileSync('data/secret', 'utf8').trim() : undefined);
const hmacKey = process.env.BOT_CHECK_HMAC_KEY ?? (secret && createHmac('sha256', secret).update('marigold bot-check challenges v1').digest('hex'));
if (!hmacKey) throw new Error("Set PAYLOAD_SECRET (or BOT_CHECK_HMAC_KEY) to the server's: every create needs a bot-check proof it signed.");
/** `count` good proofs, each asking for almost no work: the server checks them as any other, once each. */
async function proofs(count) {
  const made = [];
  for (let index = 0; index < count; index++) {
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      keyPrefix: '0',
      deriveKey,
      hmacSignatureSecret: hmacKey,
      expiresAt: new Date(Date.now() + 5 * 60_000),
    });
    const solution = await solveChallenge({ challenge, deriveKey });
    made.push(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'));
  }
  return made;
}
let proofsForRun = [];
const times = ['12:00', '12:30', '13:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00'];

// Occasions are chain-wide: the table occasion's id is the same everywhere.
const occasions = await (await fetch(`${base}/api/booking/occasions/${venueIds[0]}?date=${dateIn(3)}`, { headers })).json();
const occasionId = occasions.occasions.find((occasion) => occasion.bookingType === 'table').id;

async function run(count, request) {
  const latencies = [];
  const statuses = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        const start = performance.now();
        const response = await request(index);
        await response.body.arrayBuffer();
        latencies.push(performance.now() - start);
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] * 10) / 10;
  return {
    requests: count,
    concurrency,
    requestsPerSecond: Math.round(count / seconds),
    latencyMs: { p50: at(50), p95: at(95), p99: at(99), max: at(100) },
    statuses,
  };
}

const slotSearch = () => {
  const query = `occasionId=${occasionId}&adults=${2 + Math.floor(Math.random() * 4)}&children=0&dates=${dateIn(1 + Math.floor(Math.random() * 60))}&menuIds=&areaId=null`;
  return pool.request({ path: path(`/api/booking/slots/${pick(venueIds)}?${query}`), method: 'GET', headers });
};
const bookingCreate = (index) =>
  pool.request({
    path: path(`/api/booking/create/${pick(venueIds)}`),
    method: 'POST',
    headers: { ...headers, Origin: origin, 'X-Forwarded-For': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` },
    body: JSON.stringify({
      occasionId,
      adults: 2,
      children: 0,
      bookingDate: dateIn(1 + Math.floor(Math.random() * 60)),
      time: pick(times),
      menuId: null,
      areaId: null,
      customer: {
        firstName: 'Bench',
        lastName: 'Mark',
        email: `bench-${index}@example.com`,
        phoneNumber: '',
        specialRequest: '',
        shouldReceivePromotions: false,
        shouldReceiveSms: false,
      },
      botCheck: proofsForRun.pop(),
    }),
  });

// Warm-up creates first, numbered after the measured ones (each is a diner of its own too). Their bookings owe their
// diners emails, which the server writes and sends once no request has been open for a moment, or at most 5 s after
// each booking (docs/decisions/0046): they are given SETTLE_SECONDS to go before the warm-up searches, or part of what
// is measured would be them. The searches then come right before the measurements, as on a busy night, with nothing
// left to expire in between (restaurants' settings are kept for 10 s).
proofsForRun = await proofs(Number(process.env.WARMUP_CREATES ?? 150));
const warmupCreates = await run(Number(process.env.WARMUP_CREATES ?? 150), (index) => bookingCreate(createRequests + index));
await new Promise((resolve) => setTimeout(resolve, Number(process.env.SETTLE_SECONDS ?? 8) * 1000));
const warmup = await run(Number(process.env.WARMUP ?? 3000), slotSearch);
console.log(
  `warm-up (${label}): ${warmupCreates.requests} creates and ${warmup.requests} slot searches, not counted: creates p95 ${warmupCreates.latencyMs.p95} ms, slots p95 ${warmup.latencyMs.p95} ms`,
);
const slots = await run(slotRequests, slotSearch);
console.log(
  `slots  (${label}): ${slots.requestsPerSecond} req/s, p50 ${slots.latencyMs.p50} ms, p95 ${slots.latencyMs.p95} ms, p99 ${slots.latencyMs.p99} ms`,
  slots.statuses,
);

proofsForRun = await proofs(createRequests);
const creates = await run(createRequests, bookingCreate);
console.log(
  `create (${label}): ${creates.requestsPerSecond} req/s, p50 ${creates.latencyMs.p50} ms, p95 ${creates.latencyMs.p95} ms, p99 ${creates.latencyMs.p99} ms`,
  creates.statuses,
);

// The floor, in the same minute: the same slot search without a token, refused at the API's first check (401). Its
// latency is what the server and this client cost for any API request at this many in flight on this machine, before
// any booking work; the slot search's and the create's ratios to it are comparable from one machine to another.
const floor = await run(slotRequests, () =>
  pool.request({ path: path(`/api/booking/slots/${venueIds[0]}`), method: 'GET', headers: { 'X-Brand-Key': headers['X-Brand-Key'] } }),
);
const ratio = (measured) => Math.round((100 * measured.requestsPerSecond) / floor.requestsPerSecond);
console.log(
  `floor  (${label}): ${floor.requestsPerSecond} req/s, p50 ${floor.latencyMs.p50} ms, p95 ${floor.latencyMs.p95} ms, p99 ${floor.latencyMs.p99} ms`,
  floor.statuses,
);
console.log(`slots ran at ${ratio(slots)} % of the floor's throughput, creates at ${ratio(creates)} %`);

writeFileSync(resultsPath(`booking-${label}.json`), JSON.stringify({ base, label, warmup, warmupCreates, slots, creates, floor }, null, 2));
await pool.close();

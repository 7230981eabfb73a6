// The booking API's requests as the booking benches send them (bench/booking.mjs, bench/booking-at-scale.mjs): slot
// searches and creates spread over every bookable restaurant and the next 60 days, the floor (a request refused at the
// token check), and the warm-up that comes before any measurement (docs/decisions/0047).
// Each create comes from a diner of its own (X-Forwarded-For, by the create's number): the site must run with
// TRUST_PROXY=127.0.0.1, or the booking limit per visitor answers most of them 429.
// Each create carries the booking journey's bot-check proof, as a diner's browser sends it. Proofs are made before each
// run of creates, not timed (a diner's browser solves its proof while they type): signed with the server's key, from
// BOT_CHECK_HMAC_KEY, else derived from PAYLOAD_SECRET, else from data/secret (what `npm start` made), as tests do.
import { createHmac } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { Pool } from 'undici';

/** The server's challenge key, as src/features/bot-check/bot-check-settings.ts derives it. */
function challengeKey() {
  const secret = process.env.PAYLOAD_SECRET ?? (existsSync('data/secret') ? readFileSync('data/secret', 'utf8').trim() : undefined);
  const hmacKey = process.env.BOT_CHECK_HMAC_KEY ?? (secret && createHmac('sha256', secret).update('marigold bot-check challenges v1').digest('hex'));
  if (!hmacKey) throw new Error("Set PAYLOAD_SECRET (or BOT_CHECK_HMAC_KEY) to the server's: every create needs a bot-check proof it signed.");
  return hmacKey;
}

/** `count` good proofs, each asking for almost no work: the server checks them as any other, once each. */
async function proofs(hmacKey, count) {
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

const times = ['12:00', '12:30', '13:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * The requests against the site at `base`, `concurrency` in flight. The measured requests go through undici's own
 * client, one connection per request in flight. fetch, which bench/booking.mjs used before 27 November 2026, spends
 * about as much CPU per request as the server does, and at 2,000 a second it filled the load generator's core: the
 * latencies it reported were then partly its own queue.
 */
export async function bookingRequests(base, { concurrency }) {
  const pool = new Pool(new URL(base).origin, { connections: concurrency });
  const path = (route) => `${new URL(base).pathname.replace(/\/$/, '')}${route}`;
  const hmacKey = challengeKey();

  // What a browser on the site's pages sends: its Origin (state-changing requests without one are refused).
  const origin = new URL(base).origin;
  const token = await (
    await fetch(`${base}/api/token`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin }, body: '{}' })
  ).json();
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

  // Occasions are chain-wide: the table occasion's id is the same everywhere.
  const occasions = await (await fetch(`${base}/api/booking/occasions/${venueIds[0]}?date=${dateIn(3)}`, { headers })).json();
  const occasionId = occasions.occasions.find((occasion) => occasion.bookingType === 'table').id;
  let proofsForRun = [];

  /** `count` requests made by `request(index)`, `concurrency` at a time: latency percentiles and status codes. */
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
  /** A create by diner number `index`: give each create of a server a number of its own. */
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
  // The floor: the same slot search without a token, refused at the API's first check (401). Its latency is what the
  // server and this client cost for any API request at this many in flight on this machine, before any booking work.
  const refused = () => pool.request({ path: path(`/api/booking/slots/${venueIds[0]}`), method: 'GET', headers: { 'X-Brand-Key': headers['X-Brand-Key'] } });

  return {
    run,
    slotSearch,
    refused,
    /** `count` creates numbered from `firstDiner`, their proofs made first (not timed). */
    creates: async (count, firstDiner) => {
      proofsForRun = await proofs(hmacKey, count);
      return run(count, (index) => bookingCreate(firstDiner + index));
    },
    close: () => pool.close(),
  };
}

/**
 * The warm-up before measuring, not counted: `creates` bookings (diners numbered from `firstDiner`), `settleSeconds`
 * for their emails, then `searches` slot searches. A process just started runs at about half its speed for its first
 * few thousand requests while V8 optimises its code, and the measurements are of a server that has been up for a
 * while, as on a busy night. The warm-up's bookings owe their diners emails, which the server writes and sends once no
 * request has been open for a moment, or at most 5 s after each booking (docs/decisions/0046): they are given
 * `settleSeconds` to go before the warm-up searches, or part of what is measured would be them. The searches then come
 * right before the measurements, as on a busy night, with nothing left to expire in between (restaurants' settings
 * are kept for 10 s).
 */
export async function warmUp(requests, { creates, settleSeconds, searches, firstDiner }) {
  const warmupCreates = await requests.creates(creates, firstDiner);
  await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
  const warmup = await requests.run(searches, requests.slotSearch);
  return { warmupCreates, warmup };
}

/** The warm-up's settings from the environment: WARMUP_CREATES (150), SETTLE_SECONDS (8), WARMUP (3000) searches. */
export const warmUpSettings = () => ({
  creates: Number(process.env.WARMUP_CREATES ?? 150),
  settleSeconds: Number(process.env.SETTLE_SECONDS ?? 8),
  searches: Number(process.env.WARMUP ?? 3000),
});

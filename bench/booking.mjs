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
// Creates write real bookings: run it on a throwaway database, not on one with real diners, started with
// TRUST_PROXY=127.0.0.1 and the server's PAYLOAD_SECRET in the environment (bench/lib/booking-requests.mjs).
import { writeFileSync } from 'node:fs';
import { bookingRequests, warmUp, warmUpSettings } from './lib/booking-requests.mjs';
import { resultsPath } from './lib/results-dir.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const label = process.argv[3] ?? 'site';
const concurrency = Number(process.env.CONCURRENCY ?? 20);
const slotRequests = Number(process.env.SLOTS ?? 2000);
const createRequests = Number(process.env.CREATES ?? 600);

const requests = await bookingRequests(base, { concurrency });
// Warm-up creates are numbered after the measured ones (each is a diner of its own too).
const { warmupCreates, warmup } = await warmUp(requests, { ...warmUpSettings(), firstDiner: createRequests });
console.log(
  `warm-up (${label}): ${warmupCreates.requests} creates and ${warmup.requests} slot searches, not counted: creates p95 ${warmupCreates.latencyMs.p95} ms, slots p95 ${warmup.latencyMs.p95} ms`,
);
const slots = await requests.run(slotRequests, requests.slotSearch);
console.log(
  `slots  (${label}): ${slots.requestsPerSecond} req/s, p50 ${slots.latencyMs.p50} ms, p95 ${slots.latencyMs.p95} ms, p99 ${slots.latencyMs.p99} ms`,
  slots.statuses,
);

const creates = await requests.creates(createRequests, 0);
console.log(
  `create (${label}): ${creates.requestsPerSecond} req/s, p50 ${creates.latencyMs.p50} ms, p95 ${creates.latencyMs.p95} ms, p99 ${creates.latencyMs.p99} ms`,
  creates.statuses,
);

// The floor, in the same minute: the slot search's and the create's ratios to it are comparable from one machine to
// another.
const floor = await requests.run(slotRequests, requests.refused);
const ratio = (measured) => Math.round((100 * measured.requestsPerSecond) / floor.requestsPerSecond);
console.log(
  `floor  (${label}): ${floor.requestsPerSecond} req/s, p50 ${floor.latencyMs.p50} ms, p95 ${floor.latencyMs.p95} ms, p99 ${floor.latencyMs.p99} ms`,
  floor.statuses,
);
console.log(`slots ran at ${ratio(slots)} % of the floor's throughput, creates at ${ratio(creates)} %`);

writeFileSync(resultsPath(`booking-${label}.json`), JSON.stringify({ base, label, warmup, warmupCreates, slots, creates, floor }, null, 2));
await requests.close();

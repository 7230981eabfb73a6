// The booking engine with years of history behind it (issue 34): slot searches and creates on a fresh database, then
// on the same database once it holds HISTORY past bookings, each p95 read as a ratio after/before (goal: 1.2 or less).
//   DATABASE_URL=<the site's database> npm run bench:scale -- [BASE_URL] [LABEL]
// Default http://127.0.0.1:3000, label "site"; saves bench/results/booking-at-scale-LABEL.json.
//
// 1. Before: the warm-up of bench/booking.mjs (bench/lib/booking-requests.mjs), then ROUNDS (default 3) rounds of
//    SLOTS (2000) slot searches, as many refused requests (the floor), and CREATES (600) creates, at CONCURRENCY (20)
//    in flight. Each round starts with REWARM (500) searches not counted, and ends with SETTLE_SECONDS (8) for its
//    bookings' emails, so that neither a cold cache nor a burst of emails lands in the next round.
// 2. HISTORY (default 1,000,000) past bookings written into DATABASE_URL by scripts/generate-booking-history.ts. The
//    database must be the site's: start it with the same DATABASE_URL (and TRUST_PROXY=127.0.0.1, PAYLOAD_SECRET, as
//    bench:booking needs).
// 3. After: the same warm-up and rounds again. Each p95 reported is the median of its rounds'.
//
// Before and after cannot alternate on one database. On a shared machine whose speed drifts within a minute, give
// CONTROL_URL: a second site on a fresh database of its own, same PAYLOAD_SECRET, which gets no history. Every round
// is then measured on both, in turns, and each ratio is also read against the control's over the same minutes
// (controlled = site's after/before ÷ control's after/before): the figure to judge by (docs/decisions/0064).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { bookingRequests, warmUp, warmUpSettings } from './lib/booking-requests.mjs';
import { resultsPath } from './lib/results-dir.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const label = process.argv[3] ?? 'site';
const controlBase = process.env.CONTROL_URL;
const databaseUrl = process.env.DATABASE_URL;
const history = Number(process.env.HISTORY ?? 1_000_000);
const rounds = Number(process.env.ROUNDS ?? 3);
const concurrency = Number(process.env.CONCURRENCY ?? 20);
const slotRequests = Number(process.env.SLOTS ?? 2000);
const createRequests = Number(process.env.CREATES ?? 600);
const rewarm = Number(process.env.REWARM ?? 500);
const GOAL = 1.2;

if (!databaseUrl) throw new Error("Set DATABASE_URL to the site's database (file:… or postgres://…): the history is written into it.");

/** A site measured: its requests, and the number of its next diner (every create on one server is a diner of its own). */
const sites = [{ name: label, requests: await bookingRequests(base, { concurrency }), nextDiner: 0, rounds: { before: [], after: [] } }];
if (controlBase)
  sites.push({ name: 'control', requests: await bookingRequests(controlBase, { concurrency }), nextDiner: 0, rounds: { before: [], after: [] } });

const settle = () => new Promise((resolve) => setTimeout(resolve, warmUpSettings().settleSeconds * 1000));

async function round(site) {
  const { requests } = site;
  await requests.run(rewarm, requests.slotSearch);
  const slots = await requests.run(slotRequests, requests.slotSearch);
  const floor = await requests.run(slotRequests, requests.refused);
  const creates = await requests.creates(createRequests, site.nextDiner);
  site.nextDiner += createRequests;
  await settle();
  return { slots, floor, creates };
}

const show = (result) => `p95 ${result.latencyMs.p95} ms (p50 ${result.latencyMs.p50}, ${result.requestsPerSecond} req/s) ${JSON.stringify(result.statuses)}`;

/** Warms each site, then measures `rounds` rounds, the sites in turns (which goes first alternates). */
async function phase(name) {
  for (const site of sites) {
    const settings = warmUpSettings();
    await warmUp(site.requests, { ...settings, firstDiner: site.nextDiner });
    site.nextDiner += settings.creates;
  }
  for (let index = 0; index < rounds; index++) {
    for (const site of index % 2 === 0 ? sites : [...sites].reverse()) {
      const measured = await round(site);
      site.rounds[name].push(measured);
      console.log(`${name} ${index + 1} (${site.name}): slots ${show(measured.slots)}; creates ${show(measured.creates)}; floor ${show(measured.floor)}`);
    }
  }
}

await phase('before');

console.log(`Writing ${history.toLocaleString('en-GB')} past bookings into the site's database…`);
const started = performance.now();
const generator = spawnSync(path.join('node_modules', '.bin', 'tsx'), ['scripts/generate-booking-history.ts', '--count', String(history)], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: process.env,
});
if (generator.status !== 0) throw new Error(`scripts/generate-booking-history.ts exited with ${generator.status ?? generator.signal}`);
const historySeconds = Math.round((performance.now() - started) / 100) / 10;

await phase('after');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ratioOf = (after, before) => Math.round((after / before) * 100) / 100;
/** Each measurement's median p95 before and after, and their ratio. */
const summaryOf = (site) =>
  Object.fromEntries(
    ['slots', 'creates', 'floor'].map((what) => {
      const before = median(site.rounds.before.map((measured) => measured[what].latencyMs.p95));
      const after = median(site.rounds.after.map((measured) => measured[what].latencyMs.p95));
      return [what, { p95BeforeMs: before, p95AfterMs: after, ratio: ratioOf(after, before) }];
    }),
  );
const summary = summaryOf(sites[0]);
const control = sites[1] && summaryOf(sites[1]);
for (const what of ['slots', 'creates', 'floor']) {
  const { p95BeforeMs, p95AfterMs, ratio } = summary[what];
  const controlled = control && Math.round((ratio / control[what].ratio) * 100) / 100;
  if (control) summary[what].controlled = controlled;
  const judged = what === 'floor' ? '' : (controlled ?? ratio) <= GOAL ? ` (goal ${GOAL}: met)` : ` (goal ${GOAL}: NOT met)`;
  console.log(
    `${what.padEnd(7)} p95 ${p95BeforeMs} ms before, ${p95AfterMs} ms after ${history.toLocaleString('en-GB')} past bookings: ×${ratio}` +
      (control ? `; control ×${control[what].ratio}, controlled ×${controlled}` : '') +
      judged,
  );
}

writeFileSync(
  resultsPath(`booking-at-scale-${label}.json`),
  JSON.stringify(
    {
      base,
      label,
      controlBase: controlBase ?? null,
      history,
      historySeconds,
      rounds,
      concurrency,
      goal: GOAL,
      summary,
      control: control ?? null,
      measured: Object.fromEntries(sites.map((site) => [site.name, site.rounds])),
    },
    null,
    2,
  ),
);
await Promise.all(sites.map((site) => site.requests.close()));

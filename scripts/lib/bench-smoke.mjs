// `npm test`'s smoke runs of the benchmarks (bench/): each script run for seconds, on its own code path, against the
// site the test run started (the throughput bench against its two PostgreSQL servers, behind an nginx and beside a
// bare Next.js site of its own), so that none of them rots unnoticed. Not measurements: a few requests, one light page, figures saved in a folder of the test
// run's (BENCH_RESULTS_DIR). A run fails when its script exits non-zero, or its output or saved figures show that it
// measured nothing or that a request it made failed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const PAGE = '/cookie-policy';
const QUICK = { RUNS: '1', TILE_PORT: '0' };

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
/**
 * The problems of one autocannon measurement of bench/load.mjs (`requests` made) or bench/throughput.mjs
 * (`requestsPerSecond` answered 2xx), if any.
 */
const failedRequests = ({ name, requests, requestsPerSecond, non2xx, errors }) =>
  (requests ?? requestsPerSecond) > 0 && non2xx === 0 && errors === 0
    ? []
    : [`${name}: ${requests ?? requestsPerSecond} requests (or per second), non-2xx ${non2xx}, errors ${errors}`];
/** The problem with the statuses a run of bench/booking.mjs counted: none of the `wanted` one, or a server error. */
const statusProblems = (what, statuses, wanted) =>
  statuses[wanted] > 0 && !Object.keys(statuses).some((status) => status >= '500') ? [] : [`${what} answered ${JSON.stringify(statuses)}`];

/** Each smoke run: the script, its arguments and settings, and what its output and figures must show. */
const runs = (base, databaseUrl) => [
  {
    script: 'bench/load.mjs',
    args: [base],
    env: { REQUESTS: '20', CONNECTIONS: '2' },
    check: (_output, results) => {
      const saved = readJson(path.join(results, 'load.json'));
      return saved?.results.length ? saved.results.flatMap(failedRequests) : ['no figures saved'];
    },
  },
  {
    script: 'bench/booking.mjs',
    args: [base, 'smoke'],
    env: { CONCURRENCY: '2', WARMUP_CREATES: '2', SETTLE_SECONDS: '0', WARMUP: '10', SLOTS: '10', CREATES: '4' },
    check: (_output, results) => {
      const saved = readJson(path.join(results, 'booking-smoke.json'));
      if (!saved) return ['no figures saved'];
      // A random restaurant, date and time can be refused (a day it takes no booking): not all need succeed.
      return [
        ...statusProblems('slot searches', saved.slots.statuses, '200'),
        ...statusProblems('creates', saved.creates.statuses, '201'),
        ...(Object.keys(saved.floor.statuses).join() === '401' ? [] : [`the floor (no token) answered ${JSON.stringify(saved.floor.statuses)}`]),
      ];
    },
  },
  {
    script: 'bench/day-sheet.mjs',
    args: [base, 'smoke'],
    env: { BOOKINGS: '12', REQUESTS: '10', ROUNDS: '1', CONCURRENCY: '2' },
    check: (_output, results) => {
      const saved = readJson(path.join(results, 'day-sheet-smoke.json'));
      if (!saved) return ['no figures saved'];
      return [
        ...(saved.bookings >= 12 ? [] : [`the day holds ${saved.bookings} bookings, not 12`]),
        ...statusProblems('the day sheet', saved.median.sheet.statuses, '200'),
        ...statusProblems('the control', saved.median.control.statuses, '200'),
      ];
    },
  },
  {
    script: 'bench/waitlist.mjs',
    args: [base, 'smoke'],
    env: { DINERS: '12', CANCELLATIONS: '2' },
    check: (_output, results) => {
      const saved = readJson(path.join(results, 'waitlist-smoke.json'));
      return saved?.cancelToOfferMs?.p95 > 0 ? [] : ['no figures saved'];
    },
  },
  {
    // Against the site's own database: 2,000 past bookings written between the two measurements.
    script: 'bench/booking-at-scale.mjs',
    args: [base, 'smoke'],
    env: {
      DATABASE_URL: databaseUrl,
      HISTORY: '2000',
      ROUNDS: '1',
      REWARM: '0',
      CONCURRENCY: '2',
      WARMUP_CREATES: '2',
      SETTLE_SECONDS: '0',
      WARMUP: '10',
      SLOTS: '10',
      CREATES: '4',
    },
    check: (output, results) => {
      const saved = readJson(path.join(results, 'booking-at-scale-smoke.json'));
      if (!saved) return ['no figures saved'];
      const rounds = [...saved.measured.smoke.before, ...saved.measured.smoke.after];
      return [
        ...(/^2,000 past bookings over \d+ restaurants/m.test(output) ? [] : ['no history written']),
        ...(rounds.length === 2 ? [] : [`${rounds.length} rounds measured, not 2`]),
        ...rounds.flatMap((round) => [
          ...statusProblems('slot searches', round.slots.statuses, '200'),
          ...statusProblems('creates', round.creates.statuses, '201'),
        ]),
        ...['slots', 'creates'].filter((what) => !(saved.summary[what].ratio > 0)).map((what) => `no ratio for ${what}`),
      ];
    },
  },
  {
    // A copy of the site's database, with 2,000 past bookings in one copy of it.
    script: 'bench/sqlite-commits.mjs',
    args: ['smoke'],
    env: { SITE_DB: databaseUrl.replace(/^file:/, ''), HISTORY: '2000', ROUNDS: '2', TRANSACTIONS: '3', GROUP: '5' },
    check: (output, results) => {
      const saved = readJson(path.join(results, 'sqlite-commits-smoke.json'));
      if (!saved) return ['no figures saved'];
      return ['inline', 'worker'].filter((way) => !(saved.results[way]?.ratioP95 > 0)).map((way) => `no ratio for checkpoints ${way}`);
    },
  },
  {
    // Against the site's own database: 300 upcoming bookings due their reminder, all claimed by one pass of the sweep.
    script: 'bench/reminder-sweep.mjs',
    args: [base, 'smoke'],
    env: { DATABASE_URL: databaseUrl, BOOKINGS: '300', BASELINE_SECONDS: '1', CONCURRENCY: '2' },
    check: (_output, results) => {
      const saved = readJson(path.join(results, 'reminder-sweep-smoke.json'));
      if (!saved) return ['no figures saved'];
      return [
        ...(saved.sweep.claimed === 300 && saved.sweep.passes === 1 ? [] : [`the sweep claimed ${saved.sweep.claimed} of 300 in ${saved.sweep.passes} passes`]),
        ...statusProblems('the page before the sweep', saved.latencyMs.before.statuses, '200'),
      ];
    },
  },
  {
    script: 'bench/first-load-js.mjs',
    args: [base],
    check: (output) => {
      const routes = Object.keys(readJson('bench/js-budgets.json'));
      return routes
        .filter((route) => !new RegExp(`^${route.replace(/[{}/]/g, '\\$&')}\\t\\d+\\.\\d kB\\t`, 'm').test(output))
        .map((route) => `no size for ${route}`);
    },
  },
  {
    script: 'bench/lighthouse.mjs',
    args: [base, PAGE],
    env: QUICK,
    check: (output, results) => [
      ...(/^\/cookie-policy: performance \d+, accessibility \d+/m.test(output) ? [] : ['no scores for the page']),
      ...(/control, the same HTML without scripts: performance \d+/.test(output) ? [] : ['no scores for the control']),
      ...(existsSync(path.join(results, 'lighthouse-cookie_policy.html')) ? [] : ['no report saved']),
    ],
  },
  {
    script: 'bench/blocking-time.mjs',
    args: [base, PAGE],
    env: { ...QUICK, SETTLE_MS: '500' },
    check: (output) => (/blocking time after first paint, median \d+ ms/.test(output) ? [] : ['no blocking time']),
  },
  {
    script: 'bench/page-scripts.mjs',
    args: [base, PAGE],
    env: { AFTER_SCROLL_MS: '200' },
    check: (output) => (/^\/cookie-policy: at load [1-9]\d* scripts, [\d.]+ kB; script \d+ ms/m.test(output) ? [] : ['no scripts counted']),
  },
];

/** The throughput bench on running instances (`instanceUrls`), one round of one second per target. */
const throughputRun = (instanceUrls) => ({
  script: 'bench/throughput.mjs',
  args: [],
  env: { ROUNDS: '1', DURATION: '1', CONNECTIONS: '2', INSTANCE_URLS: instanceUrls.join(',') },
  check: (_output, results) => {
    const saved = readJson(path.join(results, 'throughput.json'));
    if (saved?.ratios.length !== 3) return ['no ratios saved'];
    return saved.ratios.flatMap((ratio) => [...failedRequests(ratio.medianRound.measured), ...failedRequests(ratio.medianRound.control)]);
  },
});

/**
 * Runs every smoke run against the site at `base` (on the database at `databaseUrl`), and the throughput bench's on the instances at `instanceUrls` when
 * given; reports each (with its script's output when it fails) and returns how many passed and failed.
 */
export function runBenchSmokes({ base, databaseUrl, resultsDir, instanceUrls }) {
  const counts = { passed: 0, failed: 0 };
  for (const run of [...runs(base, databaseUrl), ...(instanceUrls ? [throughputRun(instanceUrls)] : [])]) {
    const started = Date.now();
    const results = path.join(resultsDir, path.basename(run.script, '.mjs'));
    const child = spawnSync(process.execPath, [run.script, ...run.args], {
      encoding: 'utf8',
      timeout: 180_000,
      env: { ...process.env, ...run.env, BENCH_RESULTS_DIR: results },
    });
    const output = `${child.stdout ?? ''}${child.stderr ?? ''}`;
    const problems =
      child.status === 0 ? run.check(child.stdout, results) : [`exited with ${child.status ?? child.signal}${child.error ? ` (${child.error.message})` : ''}`];
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`${problems.length === 0 ? '✓' : '✗'} ${run.script} (${seconds} s)${problems.map((problem) => `\n    ${problem}`).join('')}`);
    if (problems.length > 0) console.log(output.trim().replace(/^/gm, '    | '));
    counts[problems.length === 0 ? 'passed' : 'failed'] += 1;
  }
  return counts;
}

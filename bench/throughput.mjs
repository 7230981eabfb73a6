// Throughput of the site as ratios to controls measured in the same run, so a busy machine moves both alike:
//   npm run bench:throughput
// It brings the scale-out recipe up on loopback (deploy/lib/recipe.mjs: PostgreSQL, two instances, nginx) and a bare
// Next.js site with one prerendered page (bench/bare-next, built into .tmp), then measures with autocannon
// (CONNECTIONS, default 50, for DURATION seconds, default 10, each):
//   1. a cached restaurant page through nginx   against  nginx serving the same bytes as a file  (goal: 50 % or more)
//   2. the restaurant page from one instance    against  the bare site's prerendered page        (goal: 80 % or more)
//   3. the finder's search from one instance    against  the restaurant page from that instance  (goal: 50 % or more)
// Both controls are as large as the restaurant page: on loopback, sending the bytes is much of the cost of a request,
// so a smaller control would measure the page's size rather than the work of answering it.
// Each pair is measured ROUNDS times (default 3) in turns, the order swapped each round, and the median round's ratio
// is the result: this shared machine's speed drifts within a minute, and one round's ratio moved by 15 points.
// Prints each figure and ratio, and saves them in bench/results/throughput.json.
// INSTANCE_URLS (comma-separated) measures app instances already running on one PostgreSQL instead, behind an nginx of
// the bench's own: `npm test`'s smoke run passes the PostgreSQL servers it started, rather than starting more.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { startNginx } from '../deploy/lib/nginx.mjs';
import { bringUpRecipe } from '../deploy/lib/recipe.mjs';
import { ensureBuild } from '../scripts/lib/build.mjs';
import { freePort } from '../scripts/lib/free-port.mjs';
import { resultsPath } from './lib/results-dir.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 50);
const rounds = Math.max(1, Number(process.env.ROUNDS ?? 3));
const work = path.join(root, '.tmp', 'throughput');
const RESTAURANT = '/restaurants/ellesmere-port/cheshire-oaks';
const SEARCH = '/restaurants?q=CH65+9JJ';

/** The bare Next.js site, its page `bytes` long, built and served by `next start` on a port of its own. */
async function startBareNext(bytes) {
  const next = path.join(root, 'node_modules', '.bin', 'next');
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', BARE_PAGE_BYTES: String(bytes) };
  const build = spawnSync(next, ['build', 'bench/bare-next'], { encoding: 'utf8', env });
  if (build.status !== 0) throw new Error(`the bare Next.js site did not build:\n${`${build.stdout}${build.stderr}`.trim().split('\n').slice(-30).join('\n')}`);
  const port = await freePort();
  const child = spawn(next, ['start', 'bench/bare-next', '-p', String(port), '-H', '127.0.0.1'], { stdio: 'ignore', env });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(url).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('the bare Next.js site did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop: () => child.kill('SIGTERM') };
}

/** Requests per second answered 2xx at `url`, after one warm-up request. */
async function throughput(name, url) {
  const warm = await fetch(url);
  await warm.arrayBuffer();
  if (!warm.ok) throw new Error(`${url} answered ${warm.status}`);
  const result = await autocannon({ url, connections, duration });
  const requestsPerSecond = Math.round(result['2xx'] / duration);
  const kilobytes = Math.round(result.throughput.total / result.requests.total / 1024);
  console.log(
    `${name}: ${requestsPerSecond} req/s, ${kilobytes} kB each (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors})`,
  );
  return {
    name,
    url,
    requestsPerSecond,
    kilobytes,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * `measured` as a ratio to `control` (each `{ name, url }`), in `rounds` rounds; the first round measures the control
 * first, the next the measured first, and so on, so a machine speeding up or slowing down favours neither.
 */
async function compare(measured, control, goal) {
  const runs = [];
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? [control, measured] : [measured, control];
    const results = {};
    for (const target of order) results[target.name] = await throughput(target.name, target.url);
    runs.push({
      measured: results[measured.name],
      control: results[control.name],
      ratio: results[measured.name].requestsPerSecond / results[control.name].requestsPerSecond,
    });
  }
  const byRatio = [...runs].sort((a, b) => a.ratio - b.ratio);
  const median = byRatio[Math.floor(byRatio.length / 2)];
  const each = runs.map((run) => `${(run.ratio * 100).toFixed(0)} %`).join(', ');
  console.log(`  ${measured.name} / ${control.name}: ${(median.ratio * 100).toFixed(0)} % (median of ${each}; goal ${goal * 100} % or more)\n`);
  return {
    measured: measured.name,
    control: control.name,
    ratio: Number(median.ratio.toFixed(3)),
    rounds: runs.map((run) => Number(run.ratio.toFixed(3))),
    goal,
    medianRound: median,
  };
}

/** Running instances at `urls` behind an nginx of the recipe's configuration, shaped as bringUpRecipe's answer. */
async function behindNginx(urls) {
  rmSync(work, { recursive: true, force: true });
  const upstreams = urls.map((url) => new URL(url).host);
  const nginx = await startNginx({ root, work, port: await freePort(), upstreams, staticRoot: path.join(root, '.next', 'static') });
  return { nginx, instances: urls.map((url) => ({ url })), tearDown: nginx.stop };
}

ensureBuild(root);
process.env.PAYLOAD_SECRET ??= 'throughput-secret-0123456789abcdef0123456789abcdef';
const runningInstances = process.env.INSTANCE_URLS?.split(',').filter(Boolean);
const recipe = runningInstances?.length ? await behindNginx(runningInstances) : await bringUpRecipe({ root, work, logDir: path.join(work, 'logs') });
// The restaurant page's bytes as a file among the build's, where nginx serves files from.
const staticCopy = path.join(root, '.next', 'static', 'throughput-control.html');
let bare;
try {
  const { nginx, instances } = recipe;
  const page = Buffer.from(await (await fetch(instances[0].url + RESTAURANT)).arrayBuffer());
  writeFileSync(staticCopy, page);
  bare = await startBareNext(page.length);

  const staticFile = { name: 'the same bytes as a file from nginx', url: `${nginx.url}/_next/static/throughput-control.html` };
  const throughNginx = { name: 'restaurant page through nginx', url: nginx.url + RESTAURANT };
  const barePage = { name: 'bare Next.js prerendered page', url: bare.url };
  const fromInstance = { name: 'restaurant page from one instance', url: instances[0].url + RESTAURANT };
  const search = { name: 'finder search from one instance', url: instances[0].url + SEARCH };
  const ratios = [await compare(throughNginx, staticFile, 0.5), await compare(fromInstance, barePage, 0.8), await compare(search, fromInstance, 0.5)];

  const results = { connections, duration, rounds, ratios };
  writeFileSync(resultsPath('throughput.json'), JSON.stringify(results, null, 2));
} finally {
  rmSync(staticCopy, { force: true });
  bare?.stop();
  await recipe.tearDown();
}

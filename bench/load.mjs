// HTTP load on pages and API calls of a running site, with autocannon:
//   npm run bench:load -- [BASE_URL]        default: http://127.0.0.1:3000
// Each target runs for DURATION seconds (default 10), or for REQUESTS requests when set, with CONNECTIONS connections
// (default 50) after a warm-up request, and prints requests per second and latency percentiles. Numbers go to
// bench/results/load.json too.
import { writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { resultsPath } from './lib/results-dir.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 50);
const amount = process.env.REQUESTS ? Number(process.env.REQUESTS) : undefined;

const token = await (await fetch(`${base}/api/token`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: new URL(base).origin }, body: '{}' })).json();
const apiHeaders = { Authorization: `Bearer ${token.accessToken}`, 'X-Brand-Key': process.env.BRAND_KEY ?? 'marigold-web', 'X-Session-Id': 'load-benchmark' };

const targets = [
  { name: 'restaurant page (ISR)', path: '/restaurants/ellesmere-port/cheshire-oaks' },
  { name: 'city page (ISR)', path: '/restaurants/manchester' },
  { name: 'finder, postcode search (server-rendered)', path: '/restaurants?q=CH65+9JJ' },
  { name: 'menu page (ISR)', path: '/menu/main' },
  { name: 'filtered menu (ISR, through the proxy)', path: '/menu/main?diet=vegan&diet=gluten-free' },
  { name: 'geo API, postcode', path: '/api/geo/search/CH65%209JJ', headers: apiHeaders },
  { name: 'geo API, town', path: '/api/geo/search/Camberley', headers: apiHeaders },
  { name: 'geo API, position', path: '/api/geo/search/lat/53.4808/lng/-2.2426', headers: apiHeaders },
];

const results = [];
for (const target of targets) {
  const warm = await fetch(base + target.path, { headers: target.headers });
  if (!warm.ok) throw new Error(`${target.path} answered ${warm.status}`);
  const result = await autocannon({ url: base + target.path, headers: target.headers, connections, duration, amount });
  const summary = {
    name: target.name,
    path: target.path,
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99 },
    non2xx: result.non2xx,
    errors: result.errors,
  };
  results.push(summary);
  console.log(`${summary.name}: ${summary.requestsPerSecond} req/s, p50 ${summary.latencyMs.p50} ms, p99 ${summary.latencyMs.p99} ms, non-2xx ${summary.non2xx}, errors ${summary.errors}`);
}
writeFileSync(resultsPath('load.json'), JSON.stringify({ base, connections, duration, amount, results }, null, 2));

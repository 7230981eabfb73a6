// HTTP load on pages and API calls of a running site, with autocannon:
//   npm run bench:load -- [BASE_URL]        default: http://127.0.0.1:3000
// Each target runs for DURATION seconds (default 10) with CONNECTIONS connections (default 50) after a warm-up
// request, and prints requests per second and latency percentiles. Numbers go to bench/results/load.json too.
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 50);

const token = await (await fetch(`${base}/api/token`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: new URL(base).origin }, body: '{}' })).json();
const apiHeaders = { Authorization: `Bearer ${token.accessToken}`, 'X-Brand-Key': process.env.BRAND_KEY ?? 'marigold-web', 'X-Session-Id': 'load-benchmark' };

const restaurant = '/restaurants/ellesmere-port/cheshire-oaks';
const targets = [
  { name: 'restaurant page (ISR)', path: restaurant },
  // The same page to clients that accept compression: each encoding is made once per page version (decision 0060).
  { name: 'restaurant page (ISR), gzip', path: restaurant, headers: { 'Accept-Encoding': 'gzip' } },
  { name: 'restaurant page (ISR), brotli', path: restaurant, headers: { 'Accept-Encoding': 'gzip, deflate, br' } },
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
  const result = await autocannon({ url: base + target.path, headers: target.headers, connections, duration });
  const summary = {
    name: target.name,
    path: target.path,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99 },
    non2xx: result.non2xx,
    errors: result.errors,
  };
  results.push(summary);
  console.log(`${summary.name}: ${summary.requestsPerSecond} req/s, p50 ${summary.latencyMs.p50} ms, p99 ${summary.latencyMs.p99} ms, non-2xx ${summary.non2xx}, errors ${summary.errors}`);
}
const rateOf = (name) => results.find((result) => result.name === name).requestsPerSecond;
const plain = rateOf('restaurant page (ISR)');
for (const encoding of ['gzip', 'brotli']) {
  const compressed = rateOf(`restaurant page (ISR), ${encoding}`);
  console.log(`restaurant page, ${encoding} against none: ${compressed} / ${plain} req/s, each answer costs ${Math.round((plain / compressed - 1) * 100)} % more (goal: 10 % or less)`);
}
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/load.json', JSON.stringify({ base, connections, duration, results }, null, 2));

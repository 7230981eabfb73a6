// HTTP load on pages and API calls of a running site, with autocannon:
//   npm run bench:load -- [BASE_URL]        default: http://127.0.0.1:3000
// Each target runs for DURATION seconds (default 10), or for REQUESTS requests when set, with CONNECTIONS connections
// (default 50) after a warm-up request, and prints requests per second and latency percentiles. Numbers go to
// bench/results/load.json too.
import { readFileSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { resultsPath } from './lib/results-dir.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 50);
const amount = process.env.REQUESTS ? Number(process.env.REQUESTS) : undefined;

const token = await (
  await fetch(`${base}/api/token`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: new URL(base).origin }, body: '{}' })
).json();
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
  console.log(
    `${summary.name}: ${summary.requestsPerSecond} req/s, p50 ${summary.latencyMs.p50} ms, p99 ${summary.latencyMs.p99} ms, non-2xx ${summary.non2xx}, errors ${summary.errors}`,
  );
}

// The restaurant page to a client that takes no compression, gzip, or brotli (docs/decisions/0060: each encoding is
// made once per page version). Measured in alternating rounds, so that what else the machine is doing weighs on each
// encoding alike; the goal is no more than 10 % more time per answer than the uncompressed page. With SERVER_PID (the
// process running server.ts, on this machine) the server's own CPU time per answer is shown too, which a busy machine
// sways far less than the rates.
const serverCpuMs = () => {
  if (!process.env.SERVER_PID) return 0;
  const fields = readFileSync(`/proc/${process.env.SERVER_PID}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // user and system time, in ticks of 10 ms
};
const encodings = { none: {}, gzip: { 'Accept-Encoding': 'gzip' }, brotli: { 'Accept-Encoding': 'gzip, deflate, br' } };
const rounds = Number(process.env.ROUNDS ?? 4);
const byEncoding = Object.fromEntries(Object.keys(encodings).map((name) => [name, { answers: 0, ms: 0, cpuMs: 0 }]));
for (let round = 0; round < rounds; round++) {
  for (const [name, headers] of Object.entries(encodings)) {
    const [started, cpuBefore] = [Date.now(), serverCpuMs()];
    const result = await autocannon({ url: base + targets[0].path, headers, connections, duration: Math.max(1, Math.round(duration / rounds)) });
    if (result.non2xx || result.errors) throw new Error(`restaurant page (${name}): non-2xx ${result.non2xx}, errors ${result.errors}`);
    byEncoding[name].answers += result.requests.total;
    byEncoding[name].ms += Date.now() - started;
    byEncoding[name].cpuMs += serverCpuMs() - cpuBefore;
  }
}
const rateOf = (name) => Math.round((byEncoding[name].answers / byEncoding[name].ms) * 1000);
const cpuPerAnswer = (name) => byEncoding[name].cpuMs / byEncoding[name].answers;
const compression = Object.keys(encodings).map((name) => ({
  encoding: name,
  requestsPerSecond: rateOf(name),
  costAgainstNone: rateOf('none') / rateOf(name),
  ...(process.env.SERVER_PID ? { serverCpuMsPerAnswer: cpuPerAnswer(name), cpuAgainstNone: cpuPerAnswer(name) / cpuPerAnswer('none') } : {}),
}));
for (const { encoding, requestsPerSecond, costAgainstNone, serverCpuMsPerAnswer, cpuAgainstNone } of compression) {
  const cpu =
    serverCpuMsPerAnswer === undefined
      ? ''
      : `; server CPU ${serverCpuMsPerAnswer.toFixed(3)} ms per answer, ${Math.round((cpuAgainstNone - 1) * 100)} % against none`;
  console.log(`restaurant page, ${encoding}: ${requestsPerSecond} req/s, ${Math.round((costAgainstNone - 1) * 100)} % more time per answer than none${cpu}`);
}
writeFileSync(resultsPath('load.json'), JSON.stringify({ base, connections, duration, amount, results, compression }, null, 2));

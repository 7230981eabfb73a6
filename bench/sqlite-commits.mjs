// What a booking's COMMIT costs on SQLite, with years of bookings behind it and without, and where checkpoints run
// (docs/decisions/0066): the database alone, no HTTP, so that the machine's load moves it less than bench:scale.
//   SITE_DB=<a migrated site database file> npm run bench:commits [-- LABEL]
// Copies SITE_DB (which a running site may be using) twice into a folder of its own, without its bookings, and writes HISTORY (default 1,000,000) past bookings into one copy
// (scripts/generate-booking-history.ts). Then, for each way of checkpointing — `inline` (SQLite's default: the
// committing connection copies the log into the file once it passes 1,000 pages) and `worker` (the site's: a worker
// thread, src/features/booking/ledger/sqlite-checkpoint-worker.mjs, every 250 ms, and none in the commit) — it
// commits ROUNDS (30) rounds of TRANSACTIONS (20) transactions of GROUP (20) bookings each, the fresh copy and the history
// copy in turns, as the booking ledger's group commit writes them (`BEGIN IMMEDIATE`, synchronous=FULL), and reports
// each transaction's p50 and p95 and the history's ratio. A booking written is a copy of one of the history's rows
// with its unique keys, table, restaurant and start made anew. Saves bench/results/sqlite-commits-LABEL.json.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'libsql';
import { resultsPath } from './lib/results-dir.mjs';

const siteDb = process.env.SITE_DB;
if (!siteDb) throw new Error('Set SITE_DB to a migrated site database file (a copy is measured; it is not changed).');
const label = process.argv[2] ?? 'site';
const history = Number(process.env.HISTORY ?? 1_000_000);
const rounds = Number(process.env.ROUNDS ?? 30);
const groups = Number(process.env.TRANSACTIONS ?? 20);
const groupSize = Number(process.env.GROUP ?? 20);
const root = path.resolve(import.meta.dirname, '..');
const WORKER_FILE = path.join(root, 'src/features/booking/ledger/sqlite-checkpoint-worker.mjs');

const dir = mkdtempSync(path.join(tmpdir(), 'sqlite-commits-'));
const files = { fresh: path.join(dir, 'fresh.db'), history: path.join(dir, 'history.db') };
// VACUUM INTO: a consistent copy even of a database a site is writing to.
const source = new Database(siteDb, { readonly: true });
for (const file of Object.values(files)) {
  source.exec(`VACUUM INTO '${file.replace(/'/g, "''")}'`);
  // Fresh means no bookings at all; and the generator's references, the same each run, must meet none of its own.
  new Database(file).exec('DELETE FROM bookings');
}
source.close();
console.log(`Writing ${history.toLocaleString('en-GB')} past bookings into a copy…`);
const generator = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/generate-booking-history.ts', '--count', String(history)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: `file:${files.history}` },
});
if (generator.status !== 0) throw new Error(`The history generator exited with ${generator.status}.`);
const template = new Database(files.history);
const row = template.prepare('SELECT * FROM bookings ORDER BY id DESC LIMIT 1').get();
template.close();
delete row.id;

/** A new booking's own values; the rest are the template row's. */
const fresh = {
  reference: () => `MG-${randomBytes(4).toString('hex').toUpperCase()}`,
  idempotency_key: () => randomBytes(16).toString('hex'),
  manage_token: () => randomBytes(24).toString('base64url'),
  diner_key: () => randomBytes(16).toString('hex'),
  starts_at: () => new Date(Date.now() + Math.random() * 90 * 86_400_000).toISOString(),
  table_key: () => `T${1 + Math.floor(Math.random() * 12)}`,
};
const columns = Object.keys(row);

function writer(file, checkpoints) {
  const db = new Database(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 10000');
  db.exec(`PRAGMA wal_autocheckpoint = ${checkpoints === 'worker' ? 0 : 1000}`);
  const insert = db.prepare(`INSERT INTO bookings (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
  return () => {
    db.exec('BEGIN IMMEDIATE');
    for (let i = 0; i < groupSize; i++) insert.run(...columns.map((column) => (fresh[column] ? fresh[column]() : row[column])));
    db.exec('COMMIT');
  };
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const summary = (ms) => ({ p50: +percentile(ms, 0.5).toFixed(2), p95: +percentile(ms, 0.95).toFixed(2) });

async function measure(checkpoints) {
  const workers =
    checkpoints === 'worker'
      ? await Promise.all(
          Object.values(files).map(
            (file) =>
              new Promise((resolve) => {
                const worker = new Worker(WORKER_FILE, { workerData: { url: `file:${file}`, everyMs: 250 } });
                worker.once('message', () => resolve(worker));
              }),
          ),
        )
      : [];
  const commit = { fresh: writer(files.fresh, checkpoints), history: writer(files.history, checkpoints) };
  const ms = { fresh: [], history: [] };
  for (let round = 0; round < rounds; round++) {
    for (const which of round % 2 ? ['history', 'fresh'] : ['fresh', 'history']) {
      for (let i = 0; i < groups; i++) {
        const started = process.hrtime.bigint();
        commit[which]();
        ms[which].push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    }
  }
  await Promise.all(workers.map((worker) => worker.terminate()));
  const result = { fresh: summary(ms.fresh), history: summary(ms.history) };
  result.ratioP95 = +(result.history.p95 / result.fresh.p95).toFixed(2);
  console.log(
    `${checkpoints.padEnd(6)} fresh p50 ${result.fresh.p50} ms, p95 ${result.fresh.p95} ms; ` +
      `history p50 ${result.history.p50} ms, p95 ${result.history.p95} ms: ×${result.ratioP95}`,
  );
  return result;
}

console.log(`Transactions of ${groupSize} bookings, ${rounds} rounds of ${groups} on each copy in turns:`);
const results = { inline: await measure('inline'), worker: await measure('worker') };
writeFileSync(resultsPath(`sqlite-commits-${label}.json`), JSON.stringify({ history, rounds, groups, groupSize, results }, null, 2));
rmSync(dir, { recursive: true, force: true });

// The reminder sweep over a large book (issue 35): does one pass remind every booking due, and does a request wait
// for it meanwhile?
//   DATABASE_URL=<the site's database> npm run bench:reminders -- [BASE_URL] [LABEL]
// Default http://127.0.0.1:3000, label "site"; saves bench/results/reminder-sweep-LABEL.json.
//
// 1. BOOKINGS (default 100,000) upcoming confirmed bookings written straight into DATABASE_URL, over every restaurant
//    with booking settings, starting 1 to 23 hours from now and made a week ago: every one due its 24-hour reminder at
//    once, the heaviest pass there can be (a realistic book spreads them over days). Each diner has an address; every
//    third ticked texts.
// 2. Before: a restaurant page (PAGE, default the first restaurant's) requested at CONCURRENCY (4) in flight for
//    BASELINE_SECONDS (10); its latencies.
// 3. During: signed in as ADMIN_EMAIL / ADMIN_PASSWORD, the site's scheduled sweep (send-booking-reminders) is made due
//    now and the maintenance queue run (GET /cms-api/payload-jobs/run), while the same requests go on until the sweep's
//    job has completed; their latencies, and the pass's duration.
// 4. Then from the database: how many of the bench's bookings were claimed, and in how many passes (each pass stamps
//    its claims with its own start time, so one distinct `reminded_at` is one pass).
// The sweep queues an email per booking (and the texts): the site's email queue then works through them for a long
// time. Use a throwaway database.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import Database from 'libsql';
import pg from 'pg';
import { resultsPath } from './lib/results-dir.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const label = process.argv[3] ?? 'site';
const databaseUrl = process.env.DATABASE_URL;
const bookings = Number(process.env.BOOKINGS ?? 100_000);
const concurrency = Number(process.env.CONCURRENCY ?? 4);
const baselineSeconds = Number(process.env.BASELINE_SECONDS ?? 10);
if (!databaseUrl) throw new Error("Set DATABASE_URL to the site's database (file:… or postgres://…): the bookings are written into it.");

const postgres = /^postgres(ql)?:\/\//.test(databaseUrl);
const RUN = `RB${randomBytes(3).toString('hex').toUpperCase()}`;

/** One database connection of the bench's own: `query(sql with ? placeholders, values)` → rows. */
function connect() {
  if (postgres) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    return {
      query: async (sql, values = []) => {
        let place = 0;
        return (
          await pool.query(
            sql.replace(/\?/g, () => `$${++place}`),
            values,
          )
        ).rows;
      },
      close: () => pool.end(),
    };
  }
  const db = new Database(databaseUrl);
  db.exec('PRAGMA busy_timeout = 10000');
  return {
    query: async (sql, values = []) => db.prepare(sql).all(...values),
    run: (sql, values) => db.prepare(sql).run(...values),
    db,
    close: () => db.close(),
  };
}

const london = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const londonDateTime = (instant) => {
  const parts = Object.fromEntries(london.formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
};

const COLUMNS = [
  'reference', 'status', 'kind', 'restaurant_id', 'store_id', 'booking_date', 'time', 'adults', 'children', 'covers', 'starts_at', 'ends_at',
  'customer_first_name', 'customer_last_name', 'customer_email', 'customer_phone_number', 'customer_should_receive_sms',
  'customer_should_receive_promotions', 'manage_token', 'channel', 'confirmation_email_pending', 'updated_at', 'created_at',
]; // prettier-ignore

/** Writes the bench's bookings, a transaction (SQLite) or a statement (PostgreSQL) per 1,000. */
async function writeBookings(connection, restaurants) {
  const now = Date.now();
  const madeAt = new Date(now - 7 * 86_400_000).toISOString();
  const rowOf = (index) => {
    const restaurant = restaurants[index % restaurants.length];
    const startsAt = new Date(now + 3_600_000 + Math.floor((index / bookings) * 22 * 3_600_000));
    const { date, time } = londonDateTime(startsAt);
    const texts = index % 3 === 0;
    return [
      `${RUN}-${String(index).padStart(6, '0')}`, 'confirmed', 'table', restaurant.id, restaurant.store_id, date, time, 2, 0, 2,
      startsAt.toISOString(), new Date(startsAt.getTime() + 90 * 60_000).toISOString(), 'Bench', `Diner${index}`,
      `reminder-bench-${RUN.toLowerCase()}-${index}@example.com`, texts ? `07700 9${String(index % 100_000).padStart(5, '0')}` : null,
      postgres ? texts : Number(texts), postgres ? false : 0, randomBytes(24).toString('base64url'), 'phone', postgres ? false : 0, madeAt, madeAt,
    ]; // prettier-ignore
  };
  const BATCH = 1_000;
  for (let start = 0; start < bookings; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, bookings - start) }, (_, offset) => rowOf(start + offset));
    if (postgres) {
      const placeholders = rows.map((row) => `(${row.map(() => '?').join(', ')})`).join(', ');
      await connection.query(`INSERT INTO bookings (${COLUMNS.join(', ')}) VALUES ${placeholders}`, rows.flat());
    } else {
      const insert = connection.db.prepare(`INSERT INTO bookings (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`);
      connection.db.exec('BEGIN IMMEDIATE');
      for (const row of rows) insert.run(...row);
      connection.db.exec('COMMIT');
      await new Promise((resolve) => setTimeout(resolve, 5)); // let the site's own writers in between
    }
  }
}

const percentile = (sorted, share) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] : null);
const summary = (latencies, statuses) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (value) => (value === null ? null : Math.round(value * 10) / 10);
  return { requests: sorted.length, p50: round(percentile(sorted, 0.5)), p95: round(percentile(sorted, 0.95)), max: round(sorted.at(-1) ?? null), statuses };
};

/** Requests `path` at `concurrency` in flight until `until()` says stop; the latencies (ms) and statuses. */
async function requestWhile(path, until) {
  const latencies = [];
  const statuses = {};
  const worker = async () => {
    while (!until()) {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, { headers: { 'Cache-Control': 'no-cache' } });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, statuses };
}

const connection = connect();
const restaurants = await connection.query(
  'SELECT r.id, r.store_id, r.city, r.slug FROM restaurants r JOIN booking_settings s ON s.restaurant_id = r.id WHERE r.slug IS NOT NULL ORDER BY r.store_id',
);
if (restaurants.length === 0) throw new Error('No restaurant has booking settings: is DATABASE_URL the seeded site database?');
const page = process.env.PAGE ?? `/restaurants/${restaurants[0].city}/${restaurants[0].slug}`;

const writing = performance.now();
await writeBookings(connection, restaurants);
console.log(
  `${bookings.toLocaleString('en-GB')} upcoming bookings over ${restaurants.length} restaurants written in ${((performance.now() - writing) / 1000).toFixed(1)} s (references ${RUN}-…)`,
);

const login = await fetch(`${base}/cms-api/users/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: new URL(base).origin },
  body: JSON.stringify({ email: process.env.ADMIN_EMAIL ?? 'admin@marigold.example', password: process.env.ADMIN_PASSWORD ?? 'marigold-admin' }),
});
if (login.status !== 200) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);
const admin = { Authorization: `JWT ${(await login.json()).token}`, 'Content-Type': 'application/json' };

async function queueSweepAsTheScheduleDoes() {
  const [row] = await connection.query(
    'INSERT INTO payload_jobs (input, task_slug, queue, wait_until, processing, total_tried, has_error, meta) VALUES (?, ?, ?, ?, ?, 0, ?, ?) RETURNING id',
    [
      '{}',
      'send-booking-reminders',
      'maintenance',
      new Date(Date.now() + 60_000).toISOString(),
      postgres ? false : 0,
      postgres ? false : 0,
      '{"scheduled":true}',
    ],
  );
  return { id: Number(row.id) };
}

// Before: the page alone (and, on the way, the schedule handled: the next sweep is queued, waiting for its minute).
const handled = await fetch(`${base}/cms-api/payload-jobs/run?queue=maintenance&limit=1`, { headers: admin });
if (handled.status !== 200) throw new Error(`Running the maintenance queue answered ${handled.status}`);
const baselineEnds = Date.now() + baselineSeconds * 1000;
const before = await requestWhile(page, () => Date.now() > baselineEnds);

// During: the scheduled sweep made due now, and run.
const waitingSweep = async () => {
  const pending = await fetch(
    `${base}/cms-api/payload-jobs?where[taskSlug][equals]=send-booking-reminders&where[processing][equals]=false&where[completedAt][exists]=false&depth=0&limit=1`,
    { headers: admin },
  );
  // None waiting when the site's own run has just taken it: queued here as the schedule queues it, which then adds no
  // other while this one waits (Payload's default: one runnable sweep a queue).
  return (await pending.json()).docs?.[0] ?? (await queueSweepAsTheScheduleDoes());
};
const makeDue = (job) =>
  fetch(`${base}/cms-api/payload-jobs/${job.id}`, {
    method: 'PATCH',
    headers: admin,
    body: JSON.stringify({ waitUntil: new Date(Date.now() - 1000).toISOString() }),
  });
// The site's own run of the queue comes at second 30 of each minute: start clear of it, so the bench's run takes the job.
while (Math.abs(new Date().getSeconds() - 30) <= 2) await new Promise((resolve) => setTimeout(resolve, 250));
// A sweep found waiting may already be due, and taken (and deleted) by another process's run before it is made due
// here: then the next one waiting is taken instead.
let sweepJob;
for (let attempt = 1; ; attempt += 1) {
  sweepJob = await waitingSweep();
  const due = await makeDue(sweepJob);
  if (due.status === 200) break;
  if (due.status !== 404 || attempt === 3) throw new Error(`Making the sweep due answered ${due.status}: ${await due.text()}`);
}
let sweeping = true;
const sweepStarted = performance.now();
// The run answers when the pass has ended, unless a connection limit cuts it first (a pass may take minutes): the
// job's own record, deleted when it completes, says when it has.
const run = fetch(`${base}/cms-api/payload-jobs/run?queue=maintenance&limit=10&disableScheduling=true`, { headers: admin }).then(
  (response) => response.status,
  (error) => `no answer (${error.cause?.code ?? error.message})`,
);
const sweepEnded = (async () => {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const job = await fetch(`${base}/cms-api/payload-jobs/${sweepJob.id}?depth=0`, { headers: admin });
    if (job.status === 404) break;
    const { hasError, completedAt } = await job.json();
    if (hasError || completedAt) break;
  }
  sweeping = false;
  return performance.now() - sweepStarted;
})();
const during = await requestWhile(page, () => !sweeping);
const sweepMs = await sweepEnded;
const runStatus = await Promise.race([run, new Promise((resolve) => setTimeout(() => resolve('still open'), 5_000))]);

const [claims] = await connection.query(
  `SELECT COUNT(*) AS claimed, COUNT(DISTINCT reminded_at) AS passes FROM bookings WHERE reference LIKE ? AND reminded_at IS NOT NULL`,
  [`${RUN}-%`],
);
await connection.close();

const result = {
  label,
  database: postgres ? 'postgres' : 'sqlite',
  bookings,
  restaurants: restaurants.length,
  page,
  concurrency,
  sweep: { runAnswer: runStatus, seconds: Math.round(sweepMs / 100) / 10, claimed: Number(claims.claimed), passes: Number(claims.passes) },
  latencyMs: { before: summary(before.latencies, before.statuses), during: summary(during.latencies, during.statuses) },
};
writeFileSync(resultsPath(`reminder-sweep-${label}.json`), `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `sweep: ${result.sweep.claimed.toLocaleString('en-GB')} of ${bookings.toLocaleString('en-GB')} bookings reminded in ${result.sweep.passes} pass(es), ${result.sweep.seconds} s (the run answered ${runStatus})`,
);
for (const [phase, figures] of Object.entries(result.latencyMs)) {
  console.log(
    `${page} ${phase} the sweep: p50 ${figures.p50} ms, p95 ${figures.p95} ms, max ${figures.max} ms (${figures.requests} requests ${JSON.stringify(figures.statuses)})`,
  );
}
if (result.sweep.claimed !== bookings) process.exitCode = 1;

/**
 * Past bookings for measuring the booking engine on a database that has been taking them for years (issue 34's
 * "speed at scale"; bench/booking-at-scale.mjs runs it between its two measurements).
 *   npm run bench:history -- [--count 1000000]      into the database DATABASE_URL names (file: or postgres://)
 *
 * Writes `count` bookings (default 1,000,000) straight into `bookings`, over every restaurant whose booking settings
 * have tables, on the days before today: about 3 years of them, more if the restaurants' tables could not seat that
 * many without overlaps. Each restaurant-day gets its share (weekends more), each booking a table of the restaurant's
 * that fits its party, at a seating that never overlaps another on that table; 9 in 10 confirmed, the rest cancelled.
 * Diners are invented (about four visits each, emails at example.com, phone numbers in Ofcom's drama range); bookings
 * past the retention period (BOOKING_RETENTION_MONTHS, 24) are anonymised, as the nightly retention task leaves them.
 * References follow the site's format (MG-XXXX-XXXX), each unique; no email is owed for any of them.
 *
 * Fast, as the bench needs (docs/decisions/0064): on SQLite one prepared INSERT run row by row in transactions of
 * 10,000 rows on a connection of its own with a large page cache; on PostgreSQL one INSERT ... SELECT FROM unnest() per
 * 20,000 rows, each column sent as one array. It writes the columns it names and leaves every other to its default
 * (or null), so columns added later with a default need nothing here; a NOT NULL column without one stops it, named.
 * Not server code: it imports nothing from src/ (tsx runs it outside Next).
 */
import { createHmac, randomBytes } from 'node:crypto';
import Database from 'libsql';
import { Pool } from 'pg';

const ROW_BATCH = { sqlite: 10_000, postgres: 20_000 };
/**
 * On SQLite the site's own writes (its jobs, a booking) wait for each of this script's transactions, and this script
 * for theirs: a pause between transactions lets a waiting writer in, where taking the lock straight back could keep it
 * waiting until its busy timeout.
 */
const SQLITE_PAUSE_MS = 20;
const DAYS_TARGET = 3 * 365;
/** The most of a restaurant-day's seatings the history fills: a full book every night is not a plausible history. */
const MOST_FILLED = 0.75;
/** Relative busyness of Sunday to Saturday. */
const WEEKDAY_WEIGHT = [1.1, 0.6, 0.7, 0.8, 1.0, 1.5, 1.6];
/** Seatings start from noon; a table's next seating starts after the longest visit and a 30-minute turn. */
const FIRST_SEATING_MINUTES = 12 * 60;
const LAST_SEATING_MINUTES = 21 * 60;

function usage(message: string): never {
  console.error(`${message}\nUsage: DATABASE_URL=file:… | postgres://… npm run bench:history -- [--count 1000000]`);
  process.exit(2);
}

function countArgument(): number {
  const at = process.argv.indexOf('--count');
  if (at === -1) return 1_000_000;
  const count = Number(process.argv[at + 1]?.replace(/_/g, ''));
  if (!Number.isInteger(count) || count < 1) usage(`--count must be a whole number of bookings, 1 or more (got ${process.argv[at + 1] ?? 'nothing'}).`);
  return count;
}

/** Seeded, so one count gives the same spread of restaurants, days, parties and statuses each run. */
function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(34_000_008);
const below = (n: number) => Math.floor(random() * n);
const pick = <T>(list: readonly T[]): T => list[below(list.length)]!;

// ---- What the database holds: restaurants, their tables, durations, an occasion ------------------------------------

type Table = { key: string; label: string; areaName: string | null; minCovers: number; maxCovers: number };
type Restaurant = { id: number; storeId: number; tables: Table[]; durations: { upToCovers: number; minutes: number }[] };
type Chain = { restaurants: Restaurant[]; occasionId: number | null; menuNames: string[] };

const restaurantsSql = `SELECT r.id, r.store_id, s.id AS settings_id FROM restaurants r JOIN booking_settings s ON s.restaurant_id = r.id ORDER BY r.id`;
const tablesSql = `SELECT t._parent_id AS settings_id, t.id, t.label, a.name AS area_name, t.min_covers, t.max_covers
  FROM booking_settings_tables t LEFT JOIN booking_areas a ON a.id = t.area_id ORDER BY t._parent_id, t._order`;
const durationsSql = 'SELECT _parent_id AS settings_id, up_to_covers, minutes FROM booking_settings_dining_durations ORDER BY _parent_id, up_to_covers';
const occasionSql = "SELECT id FROM booking_occasions WHERE booking_type = 'table' ORDER BY sort_order, id LIMIT 1";
const menusSql = 'SELECT name FROM booking_menus ORDER BY id';

type Row = Record<string, unknown>;
function chainOf(restaurants: Row[], tables: Row[], durations: Row[], occasions: Row[], menus: Row[]): Chain {
  const bySettings = <T>(rows: Row[], map: (row: Row) => T) => {
    const grouped = new Map<string, T[]>();
    for (const row of rows) grouped.set(String(row.settings_id), [...(grouped.get(String(row.settings_id)) ?? []), map(row)]);
    return grouped;
  };
  const tablesOf = bySettings(tables, (row) => ({
    key: String(row.id),
    label: String(row.label),
    areaName: row.area_name == null ? null : String(row.area_name),
    minCovers: Number(row.min_covers),
    maxCovers: Number(row.max_covers),
  }));
  const durationsOf = bySettings(durations, (row) => ({ upToCovers: Number(row.up_to_covers), minutes: Number(row.minutes) }));
  return {
    restaurants: restaurants
      .map((row) => ({
        id: Number(row.id),
        storeId: Number(row.store_id),
        tables: tablesOf.get(String(row.settings_id)) ?? [],
        durations: durationsOf.get(String(row.settings_id)) ?? [],
      }))
      .filter((restaurant) => restaurant.tables.length > 0),
    occasionId: occasions[0] ? Number(occasions[0].id) : null,
    menuNames: menus.map((row) => String(row.name)),
  };
}

// ---- The plan: how many bookings each restaurant-day gets ------------------------------------------------------------

const DAY_MS = 86_400_000;
const minutesOf = (restaurant: Restaurant, covers: number) =>
  restaurant.durations.find((rule) => covers <= rule.upToCovers)?.minutes ?? restaurant.durations.at(-1)?.minutes ?? 120;
/** A table's seatings in a day, in minutes after midnight, far enough apart that none overlaps the next. */
function seatingsOf(restaurant: Restaurant): number[] {
  const step = Math.ceil(Math.max(...restaurant.durations.map((rule) => rule.minutes), 120) / 15) * 15 + 30;
  const starts: number[] = [];
  for (let start = FIRST_SEATING_MINUTES; start <= LAST_SEATING_MINUTES; start += step) starts.push(start);
  return starts;
}

/** Restaurant-days from yesterday back, each with its count, until `count` bookings are placed; oldest first. */
function planDays(chain: Chain, count: number, today: Date) {
  if (chain.restaurants.length === 0) throw new Error('No restaurant has booking settings with tables: prepare the database first (npm start seeds one).');
  const seatings = chain.restaurants.map((restaurant) => restaurant.tables.length * seatingsOf(restaurant).length);
  const capacity = seatings.reduce((sum, each) => sum + each, 0) * MOST_FILLED;
  const days = Math.max(DAYS_TARGET, Math.ceil((count / capacity) * 1.05));
  const meanWeight = WEEKDAY_WEIGHT.reduce((sum, weight) => sum + weight, 0) / 7;
  const perRestaurantDay = count / (chain.restaurants.length * days);
  const plan: { day: Date; counts: number[] }[] = [];
  let placed = 0;
  let carry = 0;
  for (let back = 1; placed < count; back++) {
    const day = new Date(today.getTime() - back * DAY_MS);
    const weight = WEEKDAY_WEIGHT[day.getUTCDay()]! / meanWeight;
    const counts = chain.restaurants.map((_, index) => {
      const wanted = perRestaurantDay * weight * (0.8 + 0.4 * random()) + carry;
      const most = Math.floor(seatings[index]! * MOST_FILLED);
      const taken = Math.min(most, Math.floor(wanted), count - placed);
      carry = wanted - taken < 1 ? wanted - taken : 0; // a fraction carries over; what a full house turned away does not
      placed += taken;
      return taken;
    });
    plan.push({ day, counts });
    if (back > days * 3) throw new Error(`The restaurants' tables cannot seat ${count} bookings in ${days * 3} days.`);
  }
  return plan.reverse();
}

// ---- The rows -------------------------------------------------------------------------------------------------------

/** Columns written, in order. Everything else is left to its default or null (channel, status times, holds…). */
const COLUMNS = [
  'reference',
  'status',
  'kind',
  'restaurant_id',
  'store_id',
  'occasion_id',
  'booking_date',
  'time',
  'adults',
  'children',
  'covers',
  'starts_at',
  'ends_at',
  'table_key',
  'table_label',
  'area_name',
  'menu_name',
  'customer_first_name',
  'customer_last_name',
  'customer_email',
  'customer_phone_number',
  'customer_special_request',
  'customer_should_receive_promotions',
  'customer_should_receive_sms',
  'customer_erased_at',
  'cancelled_at',
  'source',
  'diner_key',
  'manage_token',
  'confirmation_email_pending',
  'updated_at',
  'created_at',
] as const;
const BOOLEAN_COLUMNS = new Set<string>(['customer_should_receive_promotions', 'customer_should_receive_sms', 'confirmation_email_pending']);

// Invented people: common given names and surnames, never paired from anyone's list.
const FIRST_NAMES = [
  'Amara',
  'Ben',
  'Chloe',
  'Dev',
  'Ellie',
  'Finn',
  'Grace',
  'Harvey',
  'Isla',
  'Jude',
  'Kiran',
  'Lola',
  'Milo',
  'Nia',
  'Oscar',
  'Priya',
  'Reuben',
  'Sana',
  'Theo',
  'Una',
  'Vik',
  'Wren',
  'Yusuf',
  'Zara',
];
const LAST_NAMES = [
  'Ashby',
  'Brennan',
  'Carver',
  'Dale',
  'Ellison',
  'Fairley',
  'Garside',
  'Holt',
  'Ingram',
  'Joyce',
  'Kemp',
  'Lister',
  'Marsh',
  'Nolan',
  'Oakes',
  'Pryce',
  'Quill',
  'Rowe',
  'Sefton',
  'Tate',
  'Upton',
  'Vale',
  'Wilde',
  'Yates',
];
const REQUESTS = [
  'High chair, please',
  'Birthday: a candle on the dessert?',
  'Nut allergy',
  'Wheelchair access',
  'Window table if possible',
  'Coeliac',
  'Quiet table',
];
const READABLE_ALPHABET = '346789ABCDEFGHJKMNPQRTWXY'; // src/lib/readable-code.ts
const REFERENCE_SPACE = 25n ** 8n;
/** Coprime with 25: multiplying by it permutes 0…25^8-1, so distinct numbers give distinct, scattered references. */
const REFERENCE_STEP = 73_856_093_411n;

/** The `n`th history reference: MG-XXXX-XXXX as the site makes them (reference.ts), never the same twice for one n. */
function referenceOf(n: bigint): string {
  let value = (n * REFERENCE_STEP + 12_345_678_901n) % REFERENCE_SPACE;
  let code = '';
  for (let place = 0; place < 8; place++) {
    code += READABLE_ALPHABET[Number(value % 25n)];
    value /= 25n;
  }
  return `MG-${code.slice(0, 4)}-${code.slice(4)}`;
}

/** London's offset from UTC in minutes on `date` (YYYY-MM-DD) at noon, close enough for a service's hours. */
const offsets = new Map<string, number>();
function londonOffsetMinutes(date: string): number {
  let offset = offsets.get(date);
  if (offset === undefined) {
    const noon = new Date(`${date}T12:00:00Z`);
    const london = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hourCycle: 'h23' }).format(noon);
    offset = (Number(london) - 12) * 60;
    offsets.set(date, offset);
  }
  return offset;
}

const pad = (n: number) => String(n).padStart(2, '0');
const retentionMonths = Number(process.env.BOOKING_RETENTION_MONTHS || 24);

function* bookingRows(chain: Chain, plan: ReturnType<typeof planDays>, referenceOffset: number, now: Date) {
  // About four visits per diner, as a chain's regulars and one-off guests average out.
  const dinerCount = Math.max(1, Math.round(plan.reduce((sum, { counts }) => sum + counts.reduce((a, b) => a + b, 0), 0) / 4));
  const dinerSecret = randomBytes(32); // stands in for the server's key: these diners never book on the site
  const retentionCutoff = new Date(now);
  retentionCutoff.setUTCMonth(retentionCutoff.getUTCMonth() - retentionMonths);
  const seatingsByRestaurant = chain.restaurants.map(seatingsOf);
  let n = 0;
  for (const { day, counts } of plan) {
    const date = day.toISOString().slice(0, 10);
    const offset = londonOffsetMinutes(date);
    for (const [index, restaurant] of chain.restaurants.entries()) {
      const seatings = seatingsByRestaurant[index]!;
      // A random choice of the day's (table, seating) pairs, without repeats: no table seated twice at once.
      const slots = restaurant.tables.length * seatings.length;
      const order = Array.from({ length: slots }, (_, slot) => slot);
      for (let i = 0; i < counts[index]!; i++) {
        const swap = i + below(slots - i);
        [order[i], order[swap]] = [order[swap]!, order[i]!];
        const table = restaurant.tables[order[i]! % restaurant.tables.length]!;
        const start = seatings[Math.floor(order[i]! / restaurant.tables.length)]! + 15 * below(3);
        const covers = table.minCovers + below(table.maxCovers - table.minCovers + 1);
        const children = covers > 2 && random() < 0.3 ? 1 + below(covers - 2) : 0;
        const startsAt = new Date(Date.parse(`${date}T00:00:00Z`) + (start - offset) * 60_000);
        const endsAt = new Date(startsAt.getTime() + minutesOf(restaurant, covers) * 60_000);
        // Booked between an hour and about six weeks ahead, most within the week.
        const createdAt = new Date(startsAt.getTime() - (3_600_000 + Math.floor(random() ** 2 * 42 * DAY_MS)));
        const cancelled = random() < 0.1;
        const cancelledAt = cancelled ? new Date(createdAt.getTime() + Math.floor(random() * (startsAt.getTime() - createdAt.getTime()))) : null;
        const diner = below(dinerCount);
        const first = FIRST_NAMES[diner % FIRST_NAMES.length]!;
        const last = LAST_NAMES[Math.floor(diner / FIRST_NAMES.length) % LAST_NAMES.length]!;
        const email = `${first}.${last}.${diner}@example.com`.toLowerCase();
        // Past retention: the nightly task has erased the diner (anonymise-past-bookings.ts), the morning after.
        const erasedAt = endsAt < retentionCutoff ? new Date(Math.min(now.getTime(), endsAt.getTime() + (retentionMonths * 30.5 + 1) * DAY_MS)) : null;
        const website = random() < 0.8;
        n += 1;
        yield {
          reference: referenceOf(BigInt(referenceOffset + n)),
          status: cancelled ? 'cancelled' : 'confirmed',
          kind: 'table',
          restaurant_id: restaurant.id,
          store_id: restaurant.storeId,
          occasion_id: chain.occasionId,
          booking_date: date,
          time: `${pad(Math.floor(start / 60))}:${pad(start % 60)}`,
          adults: covers - children,
          children,
          covers,
          starts_at: startsAt.toISOString(),
          ends_at: endsAt.toISOString(),
          table_key: table.key,
          table_label: table.label,
          area_name: table.areaName,
          menu_name: chain.menuNames.length > 0 && random() < 0.15 ? pick(chain.menuNames) : null,
          customer_first_name: erasedAt ? null : first,
          customer_last_name: erasedAt ? null : last,
          customer_email: erasedAt ? null : email,
          customer_phone_number: erasedAt || random() < 0.3 ? null : `07700 900${String(diner % 1000).padStart(3, '0')}`,
          customer_special_request: erasedAt || random() < 0.85 ? null : pick(REQUESTS),
          customer_should_receive_promotions: !erasedAt && diner % 3 === 0,
          customer_should_receive_sms: !erasedAt && diner % 5 === 0,
          customer_erased_at: erasedAt?.toISOString() ?? null,
          cancelled_at: cancelledAt?.toISOString() ?? null,
          source:
            erasedAt || !website
              ? null
              : createHmac('sha256', dinerSecret)
                  .update(`source ${diner % 50_000}`)
                  .digest('hex')
                  .slice(0, 16),
          diner_key: erasedAt ? null : createHmac('sha256', dinerSecret).update(email).digest('hex'),
          manage_token: randomBytes(24).toString('base64url'),
          confirmation_email_pending: false,
          updated_at: (erasedAt ?? cancelledAt ?? createdAt).toISOString(),
          created_at: createdAt.toISOString(),
        } satisfies Record<(typeof COLUMNS)[number], unknown>;
      }
    }
  }
}
type BookingRow = ReturnType<typeof bookingRows> extends Generator<infer T> ? T : never;

/** Stops with the column's name if the table has a NOT NULL column without a default that this script does not write. */
function checkColumns(columns: { name: string; required: boolean }[]) {
  const names = new Set(columns.map((column) => column.name));
  const missing = COLUMNS.filter((column) => !names.has(column));
  if (missing.length > 0) throw new Error(`bookings has no column ${missing.join(', ')}: is the database migrated?`);
  const unwritten = columns.filter((column) => column.required && column.name !== 'id' && !(COLUMNS as readonly string[]).includes(column.name));
  if (unwritten.length > 0) throw new Error(`bookings.${unwritten.map((column) => column.name).join(', ')} needs a value this script does not write.`);
}

// ---- The two databases ----------------------------------------------------------------------------------------------

async function writeSqlite(url: string, count: number, now: Date) {
  const db = new Database(url);
  db.exec('PRAGMA busy_timeout = 60000');
  db.exec('PRAGMA cache_size = -262144'); // 256 MiB: the 16 indexes' pages stay in memory while they grow
  const all = (sql: string) => db.prepare(sql).all() as Row[];
  checkColumns(all('PRAGMA table_info(bookings)').map((row) => ({ name: String(row.name), required: Boolean(row.notnull) && row.dflt_value == null })));
  const chain = chainOf(all(restaurantsSql), all(tablesSql), all(durationsSql), all(occasionSql), all(menusSql));
  const offset = Number(Object.values(all('SELECT count(*) FROM bookings')[0]!)[0]);
  const insert = db.prepare(`INSERT INTO bookings (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`);
  const plan = planDays(chain, count, now);
  let written = 0;
  db.exec('BEGIN IMMEDIATE');
  for (const row of bookingRows(chain, plan, offset, now)) {
    insert.run(...COLUMNS.map((column) => (BOOLEAN_COLUMNS.has(column) ? (row[column] ? 1 : 0) : row[column])));
    written += 1;
    if (written % ROW_BATCH.sqlite === 0) {
      db.exec('COMMIT');
      progress(written, count);
      await new Promise((resolve) => setTimeout(resolve, SQLITE_PAUSE_MS));
      db.exec('BEGIN IMMEDIATE');
    }
  }
  db.exec('COMMIT');
  // The server's readers then find the rows in the database file rather than in a WAL of a gigabyte.
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.close();
  return { chain, plan };
}

async function writePostgres(url: string, count: number, now: Date) {
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    const { rows: columns } = await pool.query(
      "SELECT column_name, udt_name, is_nullable, column_default FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'bookings'",
    );
    checkColumns(columns.map((column) => ({ name: column.column_name, required: column.is_nullable === 'NO' && column.column_default === null })));
    const typeOf = new Map(columns.map((column) => [column.column_name as string, column.udt_name as string]));
    const query = async (sql: string) => (await pool.query(sql)).rows as Row[];
    const chain = chainOf(await query(restaurantsSql), await query(tablesSql), await query(durationsSql), await query(occasionSql), await query(menusSql));
    const offset = Number((await query('SELECT count(*) AS n FROM bookings'))[0]!.n);
    // One array per column, cast to the column's own type (enums included), unnested into rows.
    const insertSql = `INSERT INTO bookings (${COLUMNS.join(', ')}) SELECT * FROM unnest(${COLUMNS.map((column, index) => `$${index + 1}::"${typeOf.get(column)}"[]`).join(', ')})`;
    const plan = planDays(chain, count, now);
    let batch: BookingRow[] = [];
    let written = 0;
    const flush = async () => {
      await pool.query(
        insertSql,
        COLUMNS.map((column) => batch.map((row) => row[column])),
      );
      written += batch.length;
      batch = [];
      progress(written, count);
    };
    for (const row of bookingRows(chain, plan, offset, now)) {
      batch.push(row);
      if (batch.length === ROW_BATCH.postgres) await flush();
    }
    if (batch.length > 0) await flush();
    // Autovacuum would analyse the table within the minute; done now, the bench measures after it, not during it.
    await pool.query('ANALYZE bookings');
    return { chain, plan };
  } finally {
    await pool.end();
  }
}

let lastReport = 0;
function progress(written: number, count: number) {
  if (written < count && Date.now() - lastReport < 5_000) return;
  lastReport = Date.now();
  console.log(`  ${written.toLocaleString('en-GB')} of ${count.toLocaleString('en-GB')} bookings written`);
}

const url = process.env.DATABASE_URL;
if (!url || !/^(file:|postgres(ql)?:\/\/)/.test(url)) usage('DATABASE_URL must name the database: file:… (SQLite) or postgres://…');
const count = countArgument();
const now = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
const started = performance.now();
const { chain, plan } = url.startsWith('file:') ? await writeSqlite(url, count, now) : await writePostgres(url, count, now);
const seconds = (performance.now() - started) / 1000;
console.log(
  `${count.toLocaleString('en-GB')} past bookings over ${chain.restaurants.length} restaurants from ${plan[0]!.day.toISOString().slice(0, 10)} to ${plan.at(-1)!.day.toISOString().slice(0, 10)} in ${seconds.toFixed(1)} s (${Math.round(count / seconds).toLocaleString('en-GB')} a second)`,
);

import { Pool } from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Decision, type LockedFacts, type NewBooking } from '@/features/booking/ledger/ledger';
import { postgresLedger, type PgPool } from '@/features/booking/ledger/postgres-ledger';
import { ledgerFloodCases } from '../support/ledger-flood-cases';
import { ledgerNoShowCases } from '../support/ledger-no-show-cases';
import { at, booking, bookT1, bookT1At, EVENING, STORE } from '../support/ledger-rows';

/*
 * The PostgreSQL ledger on the test run's throwaway database, in a schema of its own, so the site's own bookings are
 * neither read nor touched. Its bookings table is made from the one the migrations made there (scripts/prepare-database.ts):
 * the same columns, types (the status enum included), defaults, NOT NULLs and unique indexes, without the foreign keys
 * (these tests book for restaurants that exist nowhere) and with an id sequence of its own.
 */
const databaseUrl = process.env.TEST_POSTGRES_DATABASE_URL;
const SCHEMA = `ledger_test_${process.pid}`;

const settled = (answers: PromiseSettledResult<unknown>[]) =>
  answers.map((answer) => (answer.status === 'fulfilled' ? String(answer.value).replace(/\d+/, 'n') : String(answer.reason)));

describe.skipIf(!databaseUrl)('postgresLedger', () => {
  let pool: Pool;
  const ledger = () => postgresLedger(() => pool as unknown as PgPool);
  const tables = async () => (await pool.query('SELECT table_key FROM bookings ORDER BY id')).rows.map((row) => row.table_key as string | null);

  beforeAll(async () => {
    pool = new Pool({ connectionString: databaseUrl, max: 10, options: `-c search_path=${SCHEMA}` });
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`);
  });
  afterAll(async () => {
    await pool.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
    await pool.end();
  });
  beforeEach(async () => {
    await pool.query('DROP TABLE IF EXISTS bookings, booking_blocks, no_show_clearances');
    await pool.query('CREATE TABLE bookings (LIKE public.bookings INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES)');
    await pool.query('CREATE TABLE booking_blocks (LIKE public.booking_blocks INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES)');
    await pool.query('CREATE TABLE no_show_clearances (LIKE public.no_show_clearances INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES)');
    await pool.query('CREATE SEQUENCE bookings_id_seq OWNED BY bookings.id');
    await pool.query("ALTER TABLE bookings ALTER COLUMN id SET DEFAULT nextval('bookings_id_seq')");
  });

  describe('and the no-show count', () => {
    // `?` placeholders as the SQLite test writes them, numbered for PostgreSQL.
    ledgerNoShowCases(ledger, (sql, args) => {
      let index = 0;
      return pool.query(
        sql.replace(/\?/g, () => `$${++index}`),
        args,
      );
    });
  });

  describe('and the booking-flood defences', () => {
    ledgerFloodCases(ledger, async () =>
      (await pool.query('SELECT status, hold_until FROM bookings ORDER BY id')).rows.map((row) => ({ status: String(row.status), holdUntil: row.hold_until })),
    );
  });

  it('inserts what decide returns and answers with the stored row', async () => {
    const row = booking({ reference: 'MG-AAAA-BBBB', upsells: [{ id: 1, quantity: 2 }], idempotencyKey: 'key-1' });
    const answer = await ledger().reserve(STORE, EVENING, () => ({ insert: row, answer: (stored) => stored }));
    const { rows } = await pool.query('SELECT * FROM bookings');
    expect(rows).toHaveLength(1);
    expect(answer).toEqual({ id: rows[0].id, reference: 'MG-AAAA-BBBB', status: 'confirmed', manageToken: 'token' });
    expect(rows[0]).toMatchObject({
      store_id: String(STORE),
      table_key: 'T1',
      upsells: [{ id: 1, quantity: 2 }],
      idempotency_key: 'key-1',
      confirmation_email_pending: true,
    });
    expect(rows[0].starts_at).toEqual(at('18:00'));
  });

  it('holds only confirmed bookings with a table that overlap the window, at that restaurant', async () => {
    const insert = (row: NewBooking) => ledger().reserve(row.storeId, EVENING, () => ({ insert: row, answer: () => undefined }));
    await insert(booking({ tableKey: 'T1' }));
    await insert(booking({ tableKey: 'T2', status: 'enquiry' }));
    await insert(booking({ tableKey: null }));
    await insert(booking({ tableKey: 'T3', startsAt: at('19:30'), endsAt: at('21:00') }));
    await insert(booking({ tableKey: 'T5', storeId: STORE + 1 }));
    await insert(booking({ tableKey: 'T6', startsAt: at('17:00'), endsAt: at('18:30') }));
    // The longest stay there is (MAX_DINING_MINUTES), from just after 10:00, is still at its table at 18:00.
    await insert(booking({ tableKey: 'T7', startsAt: at('10:01'), endsAt: at('18:01') }));
    const seen = await ledger().reserve(STORE, EVENING, ({ holds }) => ({ answer: () => holds.map((hold) => hold.tableKey).sort() }));
    expect(seen).toEqual(['T1', 'T6', 'T7']);
    expect((await ledger().holds(STORE, at('18:00'), at('19:30'), EVENING.now)).map((hold) => hold.tableKey).sort()).toEqual(['T1', 'T6', 'T7']);
    expect((await ledger().holds(STORE, at('19:30'), at('21:00'), EVENING.now)).map((hold) => hold.tableKey)).toEqual(['T3']);
  });

  it('answers slot searches that read together (one query) each with the holds of its own restaurant and window', async () => {
    const insert = (row: NewBooking) => ledger().reserve(row.storeId, EVENING, () => ({ insert: row, answer: () => undefined }));
    await insert(booking({ tableKey: 'T1' }));
    await insert(booking({ tableKey: 'T3', startsAt: at('19:30'), endsAt: at('21:00') }));
    await insert(booking({ tableKey: 'T5', storeId: STORE + 1 }));
    const read = ledger();
    const keys = async (holds: Promise<{ tableKey: string }[]>) => (await holds).map((hold) => hold.tableKey);
    expect(
      await Promise.all([
        keys(read.holds(STORE, at('18:00'), at('19:30'), EVENING.now)),
        keys(read.holds(STORE, at('19:30'), at('21:00'), EVENING.now)),
        keys(read.holds(STORE + 1, at('18:00'), at('19:30'), EVENING.now)),
        keys(read.holds(STORE + 2, at('18:00'), at('19:30'), EVENING.now)),
        keys(read.holds(STORE, at('17:00'), at('22:00'), EVENING.now)).then((found) => found.sort()),
      ]),
    ).toEqual([['T1'], ['T3'], ['T5'], [], ['T1', 'T3']]);
  });

  it('reads a group of windows through the (store_id, starts_at) index, however many past bookings the table holds', async () => {
    // 100,000 past bookings at 20 restaurants over the year before, as the planner's statistics then see them.
    await pool.query(
      `INSERT INTO bookings (reference, status, kind, restaurant_id, store_id, booking_date, time, adults, children, covers, starts_at, ends_at, table_key)
        SELECT 'MG-PAST-' || n, 'confirmed', 'table', 1, ${STORE} + n % 20, '2025-07-10', '19:00', 2, 0, 2,
          $1::timestamptz - (n % 365 + 1) * interval '1 day', $1::timestamptz - (n % 365 + 1) * interval '1 day' + interval '90 minutes', 'T' || n % 17
        FROM generate_series(1, 100000) AS n`,
      [at('19:00')],
    );
    await pool.query('ANALYZE bookings');
    const sent: { text: string; values?: unknown[] }[] = [];
    const watched = { query: (text: string, values?: unknown[]) => (sent.push({ text, values }), pool.query(text, values)), connect: () => pool.connect() };
    const read = postgresLedger(() => watched as unknown as PgPool);
    // A busy evening's slot searches arrive together and are read in one query, a window each.
    await Promise.all(Array.from({ length: 20 }, (_, n) => read.holds(STORE + n, at('18:00'), at('19:30'), EVENING.now)));
    const group = sent.find(({ text }) => text.includes('wanted'))!;
    expect(group.values?.[0]).toHaveLength(20);
    // As a plain join, the planner read the whole table for 10 windows or more (docs/decisions/0064).
    const { rows } = await pool.query(`EXPLAIN (FORMAT JSON) ${group.text}`, group.values);
    type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };
    const nodes = (node: PlanNode): string[] => [`${node['Node Type']} ${node['Relation Name'] ?? ''}`.trim(), ...(node.Plans ?? []).flatMap(nodes)];
    const plan = nodes(rows[0]['QUERY PLAN'][0].Plan);
    expect(plan).not.toContain('Seq Scan bookings');
    expect(plan.some((node) => /^(Index Scan|Index Only Scan|Bitmap Heap Scan) bookings$/.test(node))).toBe(true);
  });

  it('lets exactly one of 20 concurrent bookings have the table, from two ledgers as from two app instances', async () => {
    const [first, second] = [ledger(), ledger()];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => (n % 2 ? first : second).reserve(STORE, EVENING, bookT1)));
    expect(answers.filter((answer) => answer.startsWith('booked'))).toHaveLength(1);
    expect(await tables()).toEqual(['T1']);
  });

  it('writes the bookings that arrive together in one group, each seeing those before it, each failing alone', async () => {
    const book = ledger();
    const answers = await Promise.allSettled([
      book.reserve(STORE, EVENING, bookT1),
      book.reserve(STORE, EVENING, () => {
        throw new Error('menu vanished');
      }),
      book.reserve(STORE, EVENING, bookT1),
      book.reserve(STORE + 1, EVENING, bookT1At(STORE + 1)),
    ]);
    expect(settled(answers)).toEqual(['booked n', 'Error: menu vanished', 'taken', 'booked n']);
    expect((await pool.query('SELECT store_id FROM bookings ORDER BY store_id')).rows.map((row) => Number(row.store_id))).toEqual([STORE, STORE + 1]);
  });

  it('writes a group the database refuses one booking at a time, in arrival order, so only the refused one fails', async () => {
    const book = ledger();
    const answers = await Promise.allSettled([
      book.reserve(STORE, EVENING, bookT1),
      book.reserve(STORE, EVENING, () => ({ insert: booking({ reference: 'MG-SAME-SAME', tableKey: 'T2' }), answer: () => 'table two' })),
      book.reserve(STORE, EVENING, bookT1),
      book.reserve(STORE, EVENING, () => ({ insert: booking({ reference: 'MG-SAME-SAME', tableKey: 'T3' }), answer: () => 'table three' })),
    ]);
    expect(settled(answers)).toEqual(['booked n', 'table two', 'taken', expect.stringMatching(/duplicate key/)]);
    expect(await tables()).toEqual(['T1', 'T2']);
  });

  it('answers a retried request with its earlier booking, even when both arrive in one group', async () => {
    const book = ledger();
    const withKey = { ...EVENING, idempotencyKey: 'retry-me' };
    const once = ({ earlier }: LockedFacts): Decision<string> =>
      earlier
        ? { answer: () => `replayed ${earlier.reference}` }
        : { insert: booking({ reference: 'MG-KKKK-KKKK', idempotencyKey: 'retry-me' }), answer: (stored) => `booked ${stored.reference}` };
    const answers = await Promise.all([book.reserve(STORE, withKey, once), book.reserve(STORE, withKey, once), book.reserve(STORE, withKey, once)]);
    expect(answers).toEqual(['booked MG-KKKK-KKKK', 'replayed MG-KKKK-KKKK', 'replayed MG-KKKK-KKKK']);
    expect(await tables()).toEqual(['T1']);
  });

  it('stores nothing and answers nothing twice when the database refuses the whole group', async () => {
    const book = ledger();
    await pool.query('ALTER TABLE bookings ADD CONSTRAINT no_t9 CHECK (table_key <> $$T9$$)');
    const answers = await Promise.allSettled([
      book.reserve(STORE, EVENING, () => ({ insert: booking({ tableKey: 'T9' }), answer: () => 'nine' })),
      book.reserve(STORE, EVENING, bookT1),
    ]);
    expect(settled(answers)).toEqual([expect.stringMatching(/no_t9/), 'booked n']);
    expect(await tables()).toEqual(['T1']);
  });
});

import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NewBooking } from '@/features/booking/ledger/ledger';
import { sqliteLedger } from '@/features/booking/ledger/sqlite-ledger';
import { ledgerFloodCases } from '../support/ledger-flood-cases';
import { ledgerNoShowCases } from '../support/ledger-no-show-cases';
import { at, booking, bookT1, EVENING, STORE } from '../support/ledger-rows';
import { migrateFreshSqlite, sqliteLedgerTablesSql } from '../support/migrated-bookings';

const dir = mkdtempSync(path.join(tmpdir(), 'ledger-'));
let url = '';
let db: Client;
let count = 0;
/** The bookings table as the project's migrations make it (columns, types, defaults, indexes), made afresh for each test. */
let bookingsTable: string[] = [];

beforeAll(async () => {
  const migrated = path.join(dir, 'migrated.db');
  await migrateFreshSqlite(migrated);
  bookingsTable = sqliteLedgerTablesSql(migrated);
}, 60_000);

beforeEach(async () => {
  url = `file:${path.join(dir, `bookings-${++count}.db`)}`;
  db = createClient({ url });
  await db.execute('PRAGMA journal_mode = WAL');
  // Fail fast rather than wait when a test's write finds the ledger still holding the lock.
  await db.execute('PRAGMA busy_timeout = 200');
  for (const statement of bookingsTable) await db.execute(statement);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const rows = async () => (await db.execute('SELECT * FROM bookings ORDER BY id')).rows;
/** A write on another connection, which only succeeds once the ledger has let go of the database's write lock. */
const writeElsewhere = () => db.execute("UPDATE bookings SET menu_name = 'checked'");

describe('sqliteLedger and the booking-flood defences', () => {
  ledgerFloodCases(
    () => sqliteLedger(url),
    async () =>
      (await db.execute('SELECT status, hold_until FROM bookings ORDER BY id')).rows.map((row) => ({ status: String(row.status), holdUntil: row.hold_until })),
  );
});

describe('sqliteLedger and the no-show count', () => {
  ledgerNoShowCases(
    () => sqliteLedger(url),
    (sql, args) => db.execute({ sql, args: args as (string | number | null)[] }),
  );
});

describe('sqliteLedger', () => {
  it('inserts what decide returns and answers with the stored row', async () => {
    const ledger = sqliteLedger(url);
    const row = booking({ reference: 'MG-AAAA-BBBB', upsells: [{ id: 1, quantity: 2 }], idempotencyKey: 'key-1' });
    const answer = await ledger.reserve(STORE, EVENING, () => ({ insert: row, answer: (stored) => stored }));
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(answer).toEqual({ id: Number(stored[0]!.id), reference: 'MG-AAAA-BBBB', status: 'confirmed', manageToken: 'token' });
    expect(stored[0]).toMatchObject({
      reference: 'MG-AAAA-BBBB',
      store_id: STORE,
      covers: 2,
      table_key: 'T1',
      starts_at: '2026-07-10T18:00:00.000Z',
      ends_at: '2026-07-10T19:30:00.000Z',
      upsells: '[{"id":1,"quantity":2}]',
      customer_should_receive_sms: 1,
      customer_should_receive_promotions: 0,
      idempotency_key: 'key-1',
      confirmation_email_pending: 1,
    });
  });

  it('inserts nothing when decide only answers', async () => {
    const ledger = sqliteLedger(url);
    await expect(ledger.reserve(STORE, EVENING, () => ({ answer: () => 'no table' }))).resolves.toBe('no table');
    expect(await rows()).toHaveLength(0);
    await writeElsewhere();
  });

  it('holds only confirmed bookings with a table that overlap the window', async () => {
    const ledger = sqliteLedger(url);
    const insert = (row: NewBooking) => ledger.reserve(STORE, EVENING, () => ({ insert: row, answer: () => undefined }));
    await insert(booking({ tableKey: 'T1' }));
    await insert(booking({ tableKey: 'T2', status: 'enquiry' }));
    await insert(booking({ tableKey: null }));
    await insert(booking({ tableKey: 'T3', startsAt: at('19:30'), endsAt: at('21:00') }));
    await insert(booking({ tableKey: 'T4', startsAt: at('16:30'), endsAt: at('18:00') }));
    await insert(booking({ tableKey: 'T5', storeId: STORE + 1 }));
    await insert(booking({ tableKey: 'T6', startsAt: at('17:00'), endsAt: at('18:30'), reference: 'MG-T6', covers: 3 }));
    // The longest stay there is (MAX_DINING_MINUTES), from just after 10:00, is still at its table at 18:00.
    await insert(booking({ tableKey: 'T7', startsAt: at('10:01'), endsAt: at('18:01') }));
    const holds = await ledger.holds(STORE, at('18:00'), at('19:30'), EVENING.now);
    expect(holds.map((hold) => hold.tableKey).sort()).toEqual(['T1', 'T6', 'T7']);
    expect(holds.find((hold) => hold.tableKey === 'T6')).toEqual({ tableKey: 'T6', startsAt: at('17:00'), endsAt: at('18:30'), covers: 3, reference: 'MG-T6' });
    expect((await ledger.holds(STORE, at('19:30'), at('21:00'), EVENING.now)).map((hold) => hold.tableKey)).toEqual(['T3']);
    expect((await ledger.holds(STORE + 1, at('18:00'), at('19:30'), EVENING.now)).map((hold) => hold.tableKey)).toEqual(['T5']);
  });

  it('shows a slot search each booking as soon as it is committed, on its own connection or another process’s', async () => {
    const ledger = sqliteLedger(url);
    expect(await ledger.holds(STORE, at('18:00'), at('19:30'), EVENING.now)).toEqual([]);
    await ledger.reserve(STORE, EVENING, () => ({ insert: booking({ tableKey: 'T1' }), answer: () => undefined }));
    expect((await ledger.holds(STORE, at('18:00'), at('19:30'), EVENING.now)).map((hold) => hold.tableKey)).toEqual(['T1']);
    await sqliteLedger(url).reserve(STORE, EVENING, () => ({ insert: booking({ tableKey: 'T2' }), answer: () => undefined }));
    expect((await ledger.holds(STORE, at('18:00'), at('19:30'), EVENING.now)).map((hold) => hold.tableKey).sort()).toEqual(['T1', 'T2']);
  });

  it('lets exactly one of 20 concurrent bookings have the table', async () => {
    const ledger = sqliteLedger(url);
    const answers = await Promise.all(Array.from({ length: 20 }, () => ledger.reserve(STORE, EVENING, bookT1)));
    expect(answers.filter((answer) => answer.startsWith('booked'))).toHaveLength(1);
    expect(answers.filter((answer) => answer === 'taken')).toHaveLength(19);
    expect(await rows()).toHaveLength(1);
  });

  it('keeps one connection for its writes however many bookings it takes', async () => {
    const file = url.replace(/^file:/, '');
    const openOnFile = () =>
      readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`) === file;
        } catch {
          return false; // the descriptor closed while we were looking
        }
      }).length;
    const ledger = sqliteLedger(url);
    const beforeLedger = openOnFile();
    await ledger.reserve(STORE, EVENING, () => ({ answer: () => 'warm' }));
    // Two connections of the ledger's own: its writer, and its checkpointer's, which a worker thread opens a moment later.
    for (const started = Date.now(); openOnFile() < beforeLedger + 2 && Date.now() - started < 5_000;) await new Promise((resolve) => setTimeout(resolve, 20));
    const before = openOnFile();
    expect(before).toBe(beforeLedger + 2);
    for (let n = 0; n < 50; n++) await ledger.reserve(STORE, EVENING, () => ({ insert: booking({ tableKey: `T${n + 100}` }), answer: () => 'booked' }));
    expect(openOnFile()).toBe(before);
  });

  it('rolls back and rethrows when decide throws, then carries on', async () => {
    const ledger = sqliteLedger(url);
    const failing = ledger.reserve(STORE, EVENING, () => {
      throw new Error('menu vanished');
    });
    await expect(failing).rejects.toThrow('menu vanished');
    expect(await rows()).toHaveLength(0);
    await writeElsewhere();
    await expect(ledger.reserve(STORE, EVENING, bookT1)).resolves.toMatch(/^booked /);
    expect(await rows()).toHaveLength(1);
  });

  it('rolls back and rethrows when the insert fails', async () => {
    const ledger = sqliteLedger(url);
    await ledger.reserve(STORE, EVENING, () => ({ insert: booking({ reference: 'MG-SAME-SAME' }), answer: () => undefined }));
    const duplicate = ledger.reserve(STORE, EVENING, () => ({ insert: booking({ reference: 'MG-SAME-SAME', tableKey: 'T2' }), answer: () => 'booked' }));
    await expect(duplicate).rejects.toThrow(/UNIQUE constraint failed/);
    expect((await rows()).map((row) => row.table_key)).toEqual(['T1']);
    await writeElsewhere();
  });

  it('keeps the committed row when answer throws after the insert', async () => {
    const ledger = sqliteLedger(url);
    const answer = () => {
      throw new Error('answer failed');
    };
    await expect(ledger.reserve(STORE, EVENING, () => ({ insert: booking(), answer }))).rejects.toThrow('answer failed');
    expect(await rows()).toHaveLength(1);
    await writeElsewhere();
  });

  it('finds an earlier booking by its idempotency key inside the lock', async () => {
    const ledger = sqliteLedger(url);
    const first = await ledger.reserve(STORE, EVENING, () => ({
      insert: booking({ reference: 'MG-KKKK-KKKK', idempotencyKey: 'retry-me' }),
      answer: (stored) => stored,
    }));
    const earlierWith = (idempotencyKey: string) => ledger.reserve(STORE, { ...EVENING, idempotencyKey }, ({ earlier }) => ({ answer: () => earlier }));
    expect(await earlierWith('retry-me')).toEqual({ id: first.id, reference: 'MG-KKKK-KKKK', status: 'confirmed', manageToken: 'token' });
    expect(await earlierWith('other')).toBeNull();
    expect(await rows()).toHaveLength(1);
  });

  it('holds the lock for no other code in this process: a write on another connection meanwhile never waits for it', async () => {
    const ledger = sqliteLedger(url);
    // Queued from inside the transaction, to run as soon as anything awaits: a ledger that awaited before its COMMIT
    // would let it run while holding the lock, and the write would wait for the lock by blocking this thread
    // (SQLITE_BUSY after this connection's 200 ms).
    let written: Promise<unknown> | undefined;
    const booked = await ledger.reserve(STORE, EVENING, (facts) => {
      written = Promise.resolve().then(writeElsewhere);
      return bookT1(facts);
    });
    await written;
    expect(booked).toMatch(/^booked /);
    expect((await rows()).map((row) => row.menu_name)).toEqual(['checked']);
  });

  it('writes the bookings that arrive together in one transaction, each seeing those before it, each failing alone', async () => {
    const ledger = sqliteLedger(url);
    const failing = () => {
      throw new Error('menu vanished');
    };
    const answers = await Promise.allSettled([
      ledger.reserve(STORE, EVENING, bookT1),
      ledger.reserve(STORE, EVENING, failing),
      ledger.reserve(STORE, EVENING, bookT1),
      ledger.reserve(STORE, EVENING, () => ({ insert: booking({ reference: 'MG-SAME-SAME', tableKey: 'T2' }), answer: () => 'table two' })),
      ledger.reserve(STORE, EVENING, () => ({ insert: booking({ reference: 'MG-SAME-SAME', tableKey: 'T3' }), answer: () => 'table three' })),
    ]);
    expect(answers.map((answer) => (answer.status === 'fulfilled' ? String(answer.value).replace(/\d+/, 'n') : String(answer.reason)))).toEqual([
      'booked n',
      'Error: menu vanished',
      'taken',
      'table two',
      expect.stringMatching(/UNIQUE constraint failed/),
    ]);
    expect((await rows()).map((row) => row.table_key)).toEqual(['T1', 'T2']);
    await writeElsewhere();
  });

  // Two processes, not two ledgers in this one: libsql waits for SQLite's lock synchronously, so a second connection in
  // the same process blocks the event loop that the lock's holder needs to finish (SQLITE_BUSY after 10 s).
  it('lets exactly one booking through when two processes race on one file', async () => {
    const answers = await race(url, 2, 10);
    expect(answers).toHaveLength(20);
    expect(answers.filter((answer) => answer.startsWith('booked'))).toHaveLength(1);
    expect(await rows()).toHaveLength(1);
  }, 60_000);
});

/** Run by plain Node (with tsx): its own ledger on the file, `count` bookings of T1 at once after "go" on stdin. */
const RACER = `
import { pathToFileURL } from 'node:url';
const [ledgerFile, url, count, json] = process.argv.slice(2);
const { sqliteLedger } = await import(pathToFileURL(ledgerFile).href);
const row = { ...JSON.parse(json), startsAt: new Date(JSON.parse(json).startsAt), endsAt: new Date(JSON.parse(json).endsAt) };
const ledger = sqliteLedger(url);
const bookT1 = ({ holds }) => {
  if (holds.some((hold) => hold.tableKey === 'T1')) return { answer: () => 'taken' };
  return { insert: { ...row, reference: 'MG-' + Math.random() }, answer: (stored) => 'booked ' + stored.id };
};
process.stdout.write('ready\\n');
process.stdin.once('data', async () => {
  const answers = await Promise.all(Array.from({ length: Number(count) }, () => ledger.reserve(${STORE}, { holdsFrom: row.startsAt, holdsTo: row.endsAt, idempotencyKey: null, now: new Date(0), diner: null }, bookT1)));
  process.stdout.write(JSON.stringify(answers) + '\\n');
  process.exit(0);
});
`;

/** Starts `processes` Node processes, each with its own ledger on `dbUrl`, and sets them booking at the same moment. */
async function race(dbUrl: string, processes: number, count: number): Promise<string[]> {
  const script = path.join(dir, 'racer.mjs');
  writeFileSync(script, RACER);
  const ledgerFile = path.resolve('src/features/booking/ledger/sqlite-ledger.ts');
  const children = Array.from({ length: processes }, () => {
    // react-server: the condition under which `server-only` loads, as in Next's server bundle.
    const args = ['--conditions=react-server', '--import', 'tsx', script, ledgerFile, dbUrl, String(count), JSON.stringify(booking())];
    const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const ready = new Promise<void>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk;
        if (stdout.startsWith('ready\n')) resolve();
      }),
    );
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    const done = new Promise<string[]>((resolve, reject) => {
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve(JSON.parse(stdout.slice('ready\n'.length)) as string[]) : reject(new Error(`racer exited ${code}: ${stderr}`)),
      );
    });
    return { child, ready, done };
  });
  // Whichever way it ends, an early failure must not leave the others waiting for "go".
  await Promise.race([Promise.all(children.map(({ ready }) => ready)), Promise.all(children.map(({ done }) => done))]);
  for (const { child } of children) child.stdin.end('go\n');
  return (await Promise.all(children.map(({ done }) => done))).flat();
}

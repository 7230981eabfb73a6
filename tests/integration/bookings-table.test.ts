import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { bookingColumns, DINER_WHERE, HOLD_COLUMNS, HOLDS_WHERE, type NewBooking } from '@/features/booking/ledger/ledger';
import { migrateFreshPostgres, migrateFreshSqlite, postgresBookingsColumns, sqliteBookingsColumns, type MigratedColumn } from '../support/migrated-bookings';

/*
 * The booking ledger writes and reads the bookings table with SQL of its own (src/features/booking/ledger), beside
 * Payload, which creates the table from the Bookings collection through the migrations. Here the migrations run on a
 * fresh database of each kind, and every column the ledger names must be in the table they make, of a type that takes
 * what the ledger writes; every column it leaves out must fill itself.
 */

type LedgerColumn = (typeof bookingColumns)[number] | 'id';
type Kind = 'id' | 'text' | 'number' | 'boolean' | 'timestamp' | 'json';

/** What the ledger puts in each column (rowValues in ledger.ts), and reads back. A new ledger column must be added here. */
const kinds: Record<LedgerColumn, Kind> = {
  id: 'id',
  reference: 'text',
  status: 'text',
  kind: 'text',
  restaurant_id: 'number',
  store_id: 'number',
  occasion_id: 'number',
  booking_date: 'text',
  time: 'text',
  adults: 'number',
  children: 'number',
  covers: 'number',
  starts_at: 'timestamp',
  ends_at: 'timestamp',
  table_key: 'text',
  table_label: 'text',
  area_name: 'text',
  menu_name: 'text',
  upsells: 'json',
  customer_first_name: 'text',
  customer_last_name: 'text',
  customer_email: 'text',
  customer_phone_number: 'text',
  customer_special_request: 'text',
  customer_should_receive_promotions: 'boolean',
  customer_should_receive_sms: 'boolean',
  card_customer_id: 'text',
  manage_token: 'text',
  idempotency_key: 'text',
  hold_until: 'timestamp',
  source: 'text',
  diner_key: 'text',
  confirmation_email_pending: 'boolean',
  channel: 'text',
  taken_by_id: 'number',
  arrived_at: 'timestamp',
  seated_at: 'timestamp',
  updated_at: 'timestamp',
  created_at: 'timestamp',
};

/** Columns the ledger may write null into (NewBooking's nullable fields). */
const mayBeNull: LedgerColumn[] = [
  'table_key',
  'table_label',
  'area_name',
  'menu_name',
  'upsells',
  'customer_phone_number',
  'customer_special_request',
  'card_customer_id',
  'idempotency_key',
  'hold_until',
  'source',
  'diner_key',
  'taken_by_id',
  'arrived_at',
  'seated_at',
  'customer_email',
];

/** Every status and kind the ledger writes or its SQL compares with, checked against NewBooking's unions both ways. */
const statuses = ['confirmed', 'enquiry', 'unconfirmed', 'seated'] as const satisfies readonly NewBooking['status'][];
const bookingKinds = ['table', 'event', 'enquiry'] as const satisfies readonly NewBooking['kind'][];
const everyStatus: [Exclude<NewBooking['status'], (typeof statuses)[number]>] extends [never] ? true : false = true;
const everyKind: [Exclude<NewBooking['kind'], (typeof bookingKinds)[number]>] extends [never] ? true : false = true;

/**
 * Types that take each kind of value. SQLite: dates are ISO text (the ledger's comparisons are text comparisons, so
 * text they must stay), booleans 0/1, JSON text. PostgreSQL: the migrations' own types; a select is an enum.
 */
const compatible: Record<'SQLite' | 'PostgreSQL', Record<Kind, string[]>> = {
  SQLite: { id: ['integer'], text: ['text'], number: ['integer', 'numeric', 'real'], boolean: ['integer'], timestamp: ['text'], json: ['text'] },
  PostgreSQL: {
    id: ['integer'],
    text: ['character varying', 'text', 'enum'],
    number: ['integer', 'numeric', 'bigint'],
    boolean: ['boolean'],
    timestamp: ['timestamp with time zone'],
    json: ['jsonb', 'json'],
  },
};

/** The columns a piece of the ledger's SQL names: its words once quoted values and {placeholders} are gone, less SQL's (in capitals). */
const columnsIn = (where: string) =>
  new Set(
    where
      .replace(/'[^']*'/g, '')
      .replace(/\{\w+\}/g, '')
      .match(/\b[a-z][a-z_]*\b/g),
  );

function checkTable(database: 'SQLite' | 'PostgreSQL', columns: MigratedColumn[]) {
  const byName = new Map(columns.map((column) => [column.name, column]));
  for (const [name, kind] of Object.entries(kinds) as [LedgerColumn, Kind][]) {
    const column = byName.get(name);
    expect(column, `${database}: the migrated bookings table has no column ${name}, which the ledger uses`).toBeDefined();
    expect(compatible[database][kind], `${database}: bookings.${name} is ${column?.type}, which does not take the ledger's ${kind}`).toContain(column?.type);
    if (mayBeNull.includes(name)) expect(column?.notNull, `${database}: bookings.${name} is NOT NULL, but the ledger may leave it empty`).toBe(false);
  }
  // The columns a hold is read from (HOLD_COLUMNS: finished_at is the staff's, never inserted by the ledger).
  for (const name of columnsIn(HOLD_COLUMNS)) expect(byName.has(name), `${database}: the ledger reads bookings.${name}, which is missing`).toBe(true);
  const id = byName.get('id');
  expect(id?.primaryKey && (database === 'SQLite' || id.hasDefault), `${database}: bookings.id must number itself, as the ledger reads it back`).toBe(true);
  const required = columns.filter((column) => column.notNull && !column.hasDefault && !column.primaryKey).map((column) => column.name);
  expect(
    required.filter((name) => !(name in kinds)),
    `${database}: required columns the ledger's INSERT leaves out`,
  ).toEqual([]);
}

it('names in its SQL only columns whose kinds are checked below, and writes those in its INSERT', () => {
  expect(everyStatus && everyKind).toBe(true);
  for (const where of [HOLDS_WHERE, DINER_WHERE]) for (const column of columnsIn(where)) expect(Object.keys(kinds)).toContain(column);
  expect(Object.keys(kinds).sort()).toEqual([...bookingColumns, 'id'].sort());
});

describe('the bookings table the migrations make on SQLite', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bookings-table-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('has every column the ledger uses, of a type that takes what it writes', async () => {
    const file = path.join(dir, 'migrated.db');
    await migrateFreshSqlite(file);
    checkTable('SQLite', sqliteBookingsColumns(file));
  }, 60_000);
});

const postgresUrl = process.env.TEST_POSTGRES_DATABASE_URL;

describe.skipIf(!postgresUrl)('the bookings table the migrations make on PostgreSQL', () => {
  it('has every column the ledger uses, of a type that takes what it writes, and every status and kind it writes', async () => {
    const database = await migrateFreshPostgres(postgresUrl!, `bookings_table_${process.pid}`);
    const pool = new Pool({ connectionString: database.url, max: 1 });
    try {
      const { columns, enumLabels } = await postgresBookingsColumns(pool);
      checkTable('PostgreSQL', columns);
      for (const [column, written] of [
        ['status', statuses],
        ['kind', bookingKinds],
      ] as const) {
        const labels = enumLabels.get(column);
        if (labels) for (const value of written) expect(labels, `PostgreSQL: bookings.${column} cannot hold '${value}'`).toContain(value);
      }
    } finally {
      await pool.end();
      await database.drop();
    }
  }, 120_000);
});

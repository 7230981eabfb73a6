/**
 * Reads every table of a site's database, whatever collections exist, to prove a value is in none of them: a
 * collection added later that keeps a diner's details fails the test instead of being forgotten.
 */
import type { Client } from '@libsql/client';
import type { Pool } from 'pg';
import type { Payload } from 'payload';

type Row = Record<string, unknown>;

async function allRows(payload: Payload): Promise<Map<string, Row[]>> {
  const tables = new Map<string, Row[]>();
  if (payload.db.name === 'postgres') {
    const { pool } = payload.db as unknown as { pool: Pool };
    const names = await pool.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
    );
    for (const { name } of names.rows) tables.set(name, (await pool.query<Row>(`SELECT * FROM "${name}"`)).rows);
    return tables;
  }
  const { client } = payload.db as unknown as { client: Client };
  const names = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'");
  for (const { name } of names.rows) {
    const { columns, rows } = await client.execute(`SELECT * FROM "${String(name)}"`);
    tables.set(
      String(name),
      rows.map((row) => Object.fromEntries(columns.map((column, index) => [column, row[index]]))),
    );
  }
  return tables;
}

const asText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : String(value);

/** Where any of `needles` appears (any case), as "table.column"; empty when none is anywhere. */
export async function placesHolding(payload: Payload, needles: string[]): Promise<string[]> {
  const wanted = needles.map((needle) => needle.toLowerCase());
  const places = new Set<string>();
  for (const [table, rows] of await allRows(payload)) {
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        const text = asText(value).toLowerCase();
        for (const needle of wanted) if (text.includes(needle)) places.add(`${table}.${column} (${needle})`);
      }
    }
  }
  return [...places].sort();
}

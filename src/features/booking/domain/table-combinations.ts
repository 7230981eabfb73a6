import type { Table } from '@/features/booking/domain/types';

/** A combination as staff write it in the back-office: the tables' labels joined by '+' ("T4 + T5"), and the party sizes it seats. */
export type CombinationRow = { tables: string; minCovers: number; maxCovers: number };

const labelsOf = (text: string) =>
  text
    .split('+')
    .map((label) => label.trim())
    .filter(Boolean);

const sameLabel = (a: string, b: string) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' }) === 0;

/**
 * The combination a row describes, its tables found by label (ignoring case), or why it cannot be: every table must
 * exist, at least two and none twice, and its sizes make sense. The engine and the back-office's check share this.
 */
export function combinationOf(row: CombinationRow, tables: readonly Pick<Table, 'key' | 'label'>[]): Table | string {
  const labels = labelsOf(row.tables);
  if (labels.length < 2) return 'Name at least two tables, joined by +, e.g. T4 + T5.';
  const members: Table[] = [];
  for (const label of labels) {
    const table = tables.find((candidate) => sameLabel(candidate.label, label));
    if (!table) return `There is no table ${label} on the Tables tab.`;
    if (members.some((member) => member.key === table.key)) return `${table.label} is named twice.`;
    members.push({ ...table, minCovers: 0, maxCovers: 0 });
  }
  if (row.minCovers > row.maxCovers) return '"Seats at least" cannot be more than "Seats up to".';
  return {
    key: members.map((member) => member.key).join('+'),
    label: members.map((member) => member.label).join(' + '),
    minCovers: row.minCovers,
    maxCovers: row.maxCovers,
    members: members.map((member) => member.key),
  };
}

import { combinationOf, type CombinationRow } from '@/features/booking/domain/table-combinations';
import { clockTimePattern, isoDatePattern } from '@/lib/weekdays';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

export const validClockTime = (value: unknown) => (typeof value === 'string' && clockTimePattern.test(value)) || 'Use HH:mm on the 24-hour clock, e.g. 17:30';

export const validIsoDate = (value: unknown) => (typeof value === 'string' && isoDatePattern.test(value)) || 'Use yyyy-mm-dd, e.g. 2026-12-25';

export const optionalIsoDate = (value: unknown) => isBlank(value) || validIsoDate(value);

type TableRow = { id?: string | null; label?: string | null };

/** Each table combination names tables on the Tables tab (domain/table-combinations.ts). */
export const validTableCombinations = (value: unknown, { siblingData }: { siblingData?: { tables?: TableRow[] | null } }) => {
  const tables = (siblingData?.tables ?? []).map((table, index) => ({ key: table.id ?? String(index), label: table.label ?? '' }));
  for (const [index, row] of ((value as CombinationRow[] | null | undefined) ?? []).entries()) {
    const combination = combinationOf(row, tables);
    if (typeof combination === 'string') return `Combination ${index + 1}: ${combination}`;
  }
  return true;
};

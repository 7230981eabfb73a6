import { applyLinkGroup } from '@/features/booking/domain/link-groups';
import type { BookingConfig, Occasion, Table, TableHold } from '@/features/booking/domain/types';

/**
 * Which table a party gets. A table is held for the whole dining duration, [arrival, departure), so capacity is
 * counted over the meal and not per start time.
 *
 * Tables are joined only as the restaurant has defined it (its combinations: T4 + T5 seats 8), since only staff know
 * which tables stand together. A booking on a combination holds every table in it, and a table held on its own makes
 * every combination with it unavailable: no table is ever sold twice.
 */

/** A table the engine may give, with its area (blocks close whole areas). */
export type AssignableTable = Table & { areaId: number };

/** Whole-restaurant and whole-area block keys (see TableHold). */
export const WHOLE_RESTAURANT = '*';
export const wholeArea = (areaId: number) => `area:${areaId}`;

/** The tables a table or combination occupies. */
const tablesHeldBy = (tableKey: string): string[] => tableKey.split('+');

/**
 * The tables an occasion may use: the areas left by its area link group, then only `areaId` when the diner chose one
 * (an area the group removed gives none); then the restaurant's combinations whose every table is among them.
 */
export const tablesFor = (
  config: Pick<BookingConfig, 'areas' | 'combinations'>,
  occasion: Pick<Occasion, 'areaLinkGroup'>,
  areaId: number | null,
): AssignableTable[] => {
  const tables = applyLinkGroup(config.areas, occasion.areaLinkGroup)
    .filter((area) => areaId === null || area.id === areaId)
    .flatMap((area) => area.tables.map((table) => ({ ...table, areaId: area.id })));
  const areaOf = new Map(tables.map((table) => [table.key, table.areaId]));
  const combinations = (config.combinations ?? []).flatMap((combination) => {
    const members = combination.members ?? [];
    return members.length > 1 && members.every((key) => areaOf.has(key)) ? [{ ...combination, areaId: areaOf.get(members[0]!)! }] : [];
  });
  return [...tables, ...combinations];
};

/** Half-open intervals: a party leaving at 19:00 and one arriving at 19:00 do not overlap. */
const overlaps = (hold: TableHold, startsAt: Date, endsAt: Date) => hold.startsAt.getTime() < endsAt.getTime() && hold.endsAt.getTime() > startsAt.getTime();

/** Which tables are free for [startsAt, endsAt): none of a table's members is held, nor its area or the restaurant blocked. */
export function freeTest(tables: readonly AssignableTable[], holds: readonly TableHold[], startsAt: Date, endsAt: Date): (table: AssignableTable) => boolean {
  const busy = new Set(holds.filter((hold) => overlaps(hold, startsAt, endsAt)).flatMap((hold) => tablesHeldBy(hold.tableKey)));
  if (busy.has(WHOLE_RESTAURANT)) return () => false;
  const areaOf = new Map(tables.map((table) => [table.key, table.areaId]));
  return (table) => (table.members ?? [table.key]).every((key) => !busy.has(key) && !busy.has(wholeArea(areaOf.get(key) ?? table.areaId)));
}

/** Smallest maxCovers, then a single table before a combination, then smallest minCovers, then key. */
const bySnuggestFit = (a: Table, b: Table) =>
  a.maxCovers - b.maxCovers || (a.members?.length ?? 1) - (b.members?.length ?? 1) || a.minCovers - b.minCovers || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * The free table (or combination) that fits the party most snugly, so big tables stay free for big parties and the
 * same request always gets the same table (no locale in the key comparison).
 */
export const assignTable = (
  tables: readonly AssignableTable[],
  covers: number,
  holds: readonly TableHold[],
  startsAt: Date,
  endsAt: Date,
): AssignableTable | null => {
  const isFree = freeTest(tables, holds, startsAt, endsAt);
  const free = tables.filter((table) => table.minCovers <= covers && covers <= table.maxCovers && isFree(table));
  return free.sort(bySnuggestFit)[0] ?? null;
};

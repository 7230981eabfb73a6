import { applyLinkGroup } from '@/features/booking/domain/link-groups';
import type { BookingConfig, Occasion, Table, TableHold } from '@/features/booking/domain/types';

/**
 * Which table a party gets. A table is held for the whole dining duration, [arrival, departure), so capacity is
 * counted over the meal and not per start time.
 *
 * One party sits at one table: tables are never joined. Joining needs floor knowledge (which tables are next to each
 * other, who moves them) that the engine does not have; a party bigger than the largest free table can place an
 * enquiry instead when `rules.enquiryFromCovers` allows it, and staff arrange the room by hand.
 */

/** The tables an occasion may use: the areas left by its area link group, then only `areaId` when the diner chose one (an area the group removed gives none). */
export const tablesFor = (config: Pick<BookingConfig, 'areas'>, occasion: Pick<Occasion, 'areaLinkGroup'>, areaId: number | null): Table[] =>
  applyLinkGroup(config.areas, occasion.areaLinkGroup)
    .filter((area) => areaId === null || area.id === areaId)
    .flatMap((area) => area.tables);

/** Half-open intervals: a party leaving at 19:00 and one arriving at 19:00 do not overlap. */
const overlaps = (hold: TableHold, startsAt: Date, endsAt: Date) => hold.startsAt.getTime() < endsAt.getTime() && hold.endsAt.getTime() > startsAt.getTime();

const bySnuggestFit = (a: Table, b: Table) => a.maxCovers - b.maxCovers || a.minCovers - b.minCovers || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * The free table that fits the party most snugly: smallest maxCovers, then smallest minCovers, then key, so big tables
 * stay free for big parties and the same request always gets the same table (no locale in the key comparison).
 */
export const assignTable = (tables: readonly Table[], covers: number, holds: readonly TableHold[], startsAt: Date, endsAt: Date): Table | null => {
  const busy = new Set(holds.filter((hold) => overlaps(hold, startsAt, endsAt)).map((hold) => hold.tableKey));
  const free = tables.filter((table) => table.minCovers <= covers && covers <= table.maxCovers && !busy.has(table.key));
  return free.sort(bySnuggestFit)[0] ?? null;
};

import { describe, expect, it } from 'vitest';
import { slotTimes } from '@/features/booking/domain/slot-availability';
import { assignTable, tablesFor, type AssignableTable } from '@/features/booking/domain/table-assignment';
import type { TableHold } from '@/features/booking/domain/types';
import { bookingConfig, occasionOf, oneTable, TABLE_BOOKING, TERRACE } from '../support/booking-config';

// 10 July 2026 is a Friday in BST.
const NOW = new Date('2026-07-10T09:00:00Z');
const FRIDAY = '2026-07-10';
const bst = (time: string, date = FRIDAY) => new Date(`${date}T${time}:00+01:00`);
const hold = (tableKey: string, from: string, until: string): TableHold => ({ tableKey, startsAt: bst(from), endsAt: bst(until) });
const t = (key: string, minCovers: number, maxCovers: number): AssignableTable => ({ key, label: key, minCovers, maxCovers, areaId: 1 });

const config = bookingConfig();
const allTables = tablesFor(config, occasionOf(config, TABLE_BOOKING), null);
const assign = (covers: number, holds: TableHold[] = [], from = '19:00', until = '20:45') =>
  assignTable(allTables, covers, holds, bst(from), bst(until))?.key ?? null;

describe('assignTable', () => {
  it('gives the smallest table that fits the party', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((covers) => assign(covers))).toEqual(['1:1', '1:1', '1:3', '1:3', '1:7', '1:7', '1:9', '1:9']);
    expect(assign(9)).toBeNull();
  });

  it('respects each table’s minimum', () => {
    // The 8-top's minimum of 5 keeps a party of 4 off it while a 4-top is free, and with none free the party gets nothing.
    expect(assignTable([t('big', 5, 8), t('four', 2, 4)], 4, [], bst('19:00'), bst('20:45'))?.key).toBe('four');
    expect(assignTable([t('big', 5, 8)], 4, [], bst('19:00'), bst('20:45'))).toBeNull();
  });

  it('breaks ties by smallest minimum, then by key, whatever the input order', () => {
    expect(assignTable([t('a', 3, 4), t('b', 2, 4)], 3, [], bst('19:00'), bst('20:00'))?.key).toBe('b');
    expect(assignTable([t('z', 1, 2), t('m', 1, 2), t('q', 1, 2)], 2, [], bst('19:00'), bst('20:00'))?.key).toBe('m');
  });

  it('skips a table held during the meal and moves to the next best', () => {
    expect(assign(2, [hold('1:1', '18:30', '20:00')])).toBe('1:2');
    expect(assign(2, [hold('1:1', '18:30', '20:00'), hold('1:2', '20:00', '21:30')])).toBe('1:3');
    // A hold at another time of day does not matter.
    expect(assign(2, [hold('1:1', '12:00', '13:30')])).toBe('1:1');
  });

  it('lets a meal end exactly when the next one starts on the same table', () => {
    expect(assign(2, [hold('1:1', '17:30', '19:00'), hold('1:2', '20:45', '22:00')])).toBe('1:1');
    expect(assign(2, [hold('1:1', '17:30', '19:01')])).toBe('1:2');
  });
});

describe('slotTimes over the dining duration', () => {
  // One four-top held 19:00–20:45 (a party of 4 stays 105 minutes).
  const single = bookingConfig({ areas: oneTable(1, 4), rules: { enquiryFromCovers: null } });
  const evening = (covers: number, holds: TableHold[]) =>
    slotTimes(single, { occasion: occasionOf(single, TABLE_BOOKING), party: { adults: covers, children: 0 }, date: FRIDAY, areaId: null, now: NOW, holds })
      .map((s) => s.time)
      .filter((time) => time >= '17:00' && time <= '21:00');

  it('blocks every arrival whose meal would overlap the booking, and allows touching ones', () => {
    const held = [hold('1:1', '19:00', '20:45')];
    // 17:15 + 105 minutes ends at 19:00 exactly; 17:30 would end at 19:15. 20:45 starts as the table frees.
    expect(evening(4, held)).toEqual(['17:00', '17:15', '20:45', '21:00']);
    expect(evening(4, held)).not.toContain('18:00');
  });

  it('lengthens the block with the party’s own duration', () => {
    // A couple stays 90 minutes: 17:30 ends at 19:00.
    expect(evening(2, [hold('1:1', '19:00', '20:45')])).toEqual(['17:00', '17:15', '17:30', '20:45', '21:00']);
  });

  it('offers only the chosen area’s tables', () => {
    const terraceFull = [hold('2:10', '19:00', '21:00'), hold('2:11', '19:00', '21:00')];
    const query = { occasion: occasionOf(config, TABLE_BOOKING), party: { adults: 2, children: 0 }, date: FRIDAY, now: NOW, holds: terraceFull };
    expect(slotTimes(config, { ...query, areaId: TERRACE }).map((s) => s.time)).not.toContain('19:00');
    expect(slotTimes(config, { ...query, areaId: null }).map((s) => s.time)).toContain('19:00');
  });
});

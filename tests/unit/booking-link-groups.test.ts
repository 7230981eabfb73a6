import { describe, expect, it } from 'vitest';
import { applyLinkGroup, keepOrClear } from '@/features/booking/domain/link-groups';
import { tablesFor } from '@/features/booking/domain/table-assignment';
import { A_LA_CARTE, bookingConfig, BRUNCH, BRUNCH_MENU, ENQUIRY, occasionOf, RESTAURANT, SET_MENU, TABLE_BOOKING, TERRACE } from '../support/booking-config';

const items = [{ id: 1 }, { id: 2 }, { id: 3 }];
const ids = (list: readonly { id: number }[]) => list.map((item) => item.id);

describe('applyLinkGroup', () => {
  it('inclusive keeps only the linked items', () => {
    expect(ids(applyLinkGroup(items, { type: 'inclusive', ids: [3, 1] }))).toEqual([1, 3]);
    expect(ids(applyLinkGroup(items, { type: 'inclusive', ids: [9] }))).toEqual([]);
  });

  it('exclusive removes the linked items', () => {
    expect(ids(applyLinkGroup(items, { type: 'exclusive', ids: [2] }))).toEqual([1, 3]);
    expect(ids(applyLinkGroup(items, { type: 'exclusive', ids: [1, 2, 3] }))).toEqual([]);
  });

  it('keeps everything for a group with no ids, inclusive or exclusive', () => {
    expect(ids(applyLinkGroup(items, { type: 'exclusive', ids: [] }))).toEqual([1, 2, 3]);
    expect(ids(applyLinkGroup(items, { type: 'inclusive', ids: [] }))).toEqual([1, 2, 3]);
  });

  it('filters the occasion’s menus and areas', () => {
    const config = bookingConfig();
    expect(ids(applyLinkGroup(config.menus, occasionOf(config, TABLE_BOOKING).menuLinkGroup))).toEqual([A_LA_CARTE, SET_MENU]);
    expect(ids(applyLinkGroup(config.menus, occasionOf(config, BRUNCH).menuLinkGroup))).toEqual([BRUNCH_MENU]);
    expect(ids(applyLinkGroup(config.areas, occasionOf(config, BRUNCH).areaLinkGroup))).toEqual([RESTAURANT]);
    expect(ids(applyLinkGroup(config.areas, occasionOf(config, ENQUIRY).areaLinkGroup))).toEqual([RESTAURANT, TERRACE]);
  });
});

describe('keepOrClear', () => {
  it('keeps a selection still offered and clears one that is not', () => {
    const config = bookingConfig();
    const brunchMenus = applyLinkGroup(config.menus, occasionOf(config, BRUNCH).menuLinkGroup);
    expect(keepOrClear(BRUNCH_MENU, brunchMenus)).toBe(BRUNCH_MENU);
    // Switching from a table booking with the set menu chosen to brunch clears the menu.
    expect(keepOrClear(SET_MENU, brunchMenus)).toBeNull();
    expect(keepOrClear(A_LA_CARTE, [])).toBeNull();
    expect(keepOrClear(null, brunchMenus)).toBeNull();
  });
});

describe('tablesFor', () => {
  const config = bookingConfig();
  const keys = (areaId: number | null, occasionId = TABLE_BOOKING) => tablesFor(config, occasionOf(config, occasionId), areaId).map((t) => t.key);

  it('takes every table of the areas the occasion may use', () => {
    expect(keys(null)).toHaveLength(11);
    expect(keys(null, BRUNCH)).toEqual(['1:1', '1:2', '1:3', '1:4', '1:5', '1:6', '1:7', '1:8', '1:9']);
  });

  it('narrows to the chosen area, and gives nothing for an area the group removed', () => {
    expect(keys(TERRACE)).toEqual(['2:10', '2:11']);
    expect(keys(TERRACE, BRUNCH)).toEqual([]);
    expect(keys(99)).toEqual([]);
  });
});

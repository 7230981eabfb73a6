import { describe, expect, it } from 'vitest';
import { filterMenu, itemMatches, noFilter, type FilterableItem, type MenuFilter } from '@/features/menus/domain/menu-filter';
import { menuQueryFrom, menuQueryString, searchParamsFrom } from '@/features/menus/domain/menu-query';

type Item = FilterableItem & { name: string };
const item = (name: string, dietaryTags: string[], contains: Item['contains'] = [], mayContain: Item['mayContain'] = []): Item => ({
  name,
  dietaryTags,
  contains,
  mayContain,
});
const filter = (overrides: Partial<MenuFilter>): MenuFilter => ({ ...noFilter, ...overrides });

const main = {
  name: 'Main',
  sections: [
    { name: 'Burgers', items: [item('Beef burger', [], ['gluten', 'milk', 'sesame']), item('Bean burger', ['vegan', 'vegetarian'], ['gluten', 'soya'])] },
    { name: 'Salads', items: [item('Rainbow bowl', ['vegan', 'gluten-free', 'vegetarian'], ['sesame']), item('Satay salad', ['gluten-free'], ['peanuts'])] },
    { name: 'Desserts', items: [item('Sundae', ['vegetarian'], ['milk'], ['peanuts'])] },
  ],
};
const names = (menu: typeof main) => menu.sections.flatMap((section) => section.items.map((entry) => entry.name));

describe('dietary filter (spec section 5)', () => {
  it('shows everything when no tag is selected', () => {
    expect(filterMenu(main, noFilter)).toBe(main);
  });

  it('shows an item only if it has every selected tag', () => {
    expect(names(filterMenu(main, filter({ diets: ['vegan'] })))).toEqual(['Bean burger', 'Rainbow bowl']);
    expect(names(filterMenu(main, filter({ diets: ['vegan', 'gluten-free'] })))).toEqual(['Rainbow bowl']);
  });

  it('hides items without tags whenever a tag is selected', () => {
    expect(itemMatches(item('Plain', []), filter({ diets: ['vegetarian'] }))).toBe(false);
    expect(itemMatches(item('Plain', []), noFilter)).toBe(true);
  });

  it('hides sections left with no matching item', () => {
    expect(filterMenu(main, filter({ diets: ['vegan', 'gluten-free'] })).sections.map((section) => section.name)).toEqual(['Salads']);
  });

  it('leaves a menu with no sections when nothing on it matches', () => {
    expect(filterMenu(main, filter({ diets: ['halal'] })).sections).toEqual([]);
  });
});

describe('allergen exclusion', () => {
  it('hides every dish containing any excluded allergen', () => {
    expect(names(filterMenu(main, filter({ excluded: ['milk', 'peanuts'] })))).toEqual(['Bean burger', 'Rainbow bowl']);
  });

  it('keeps "may contain" dishes unless strict, which hides them too', () => {
    expect(names(filterMenu(main, filter({ excluded: ['peanuts'] })))).toEqual(['Beef burger', 'Bean burger', 'Rainbow bowl', 'Sundae']);
    expect(names(filterMenu(main, filter({ excluded: ['peanuts'], strict: true })))).toEqual(['Beef burger', 'Bean burger', 'Rainbow bowl']);
  });

  it('combines with the dietary filter', () => {
    expect(names(filterMenu(main, filter({ diets: ['vegan'], excluded: ['gluten'] })))).toEqual(['Rainbow bowl']);
  });
});

describe('menu view in the address', () => {
  const diets = ['vegan', 'vegetarian', 'gluten-free'];

  it('reads repeated and comma-separated values, ignoring unknown ones', () => {
    expect(menuQueryFrom({ diet: ['gluten-free', 'vegan', 'keto'], exclude: 'milk,peanuts,unicorn', strict: '1', view: 'allergens' }, diets)).toEqual({
      filter: { diets: ['vegan', 'gluten-free'], excluded: ['milk', 'peanuts'], strict: true },
      display: 'allergens',
    });
    expect(menuQueryFrom({}, diets)).toEqual({ filter: noFilter, display: 'menu' });
    expect(menuQueryFrom({ strict: '1' }, diets).filter.strict).toBe(false);
  });

  it('writes a canonical, shareable query that reads back the same', () => {
    const view = { filter: { diets: ['vegan', 'gluten-free'], excluded: ['milk' as const], strict: false }, display: 'menu' as const };
    const query = menuQueryString(view);
    expect(query).toBe('?diet=vegan&diet=gluten-free&exclude=milk');
    expect(menuQueryFrom(searchParamsFrom(query), diets)).toEqual(view);
    expect(menuQueryString({ filter: noFilter, display: 'menu' })).toBe('');
    expect(menuQueryString({ filter: noFilter, display: 'allergens' })).toBe('?view=allergens');
  });
});

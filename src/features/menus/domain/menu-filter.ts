import type { Allergen } from '../allergens';

/** What a diner asked for: dietary tags every dish must have, allergens no dish may contain. */
export type MenuFilter = {
  /** Dietary tag slugs, e.g. ['vegan', 'gluten-free'] */
  diets: readonly string[];
  /** Allergens to leave out */
  excluded: readonly Allergen[];
  /** Also leave out dishes that only may contain an excluded allergen */
  strict: boolean;
};

export const noFilter: MenuFilter = { diets: [], excluded: [], strict: false };

export type FilterableItem = { dietaryTags: readonly string[]; contains: readonly Allergen[]; mayContain: readonly Allergen[] };
type FilterableMenu<Item extends FilterableItem> = { sections: readonly { items: readonly Item[] }[] };

export const isFiltering = (filter: MenuFilter) => filter.diets.length > 0 || filter.excluded.length > 0;

/**
 * Spec section 5: with any dietary tag selected, a dish shows only if it has every selected tag (so a dish without
 * tags never shows). The allergen guide then hides every dish that contains an excluded allergen, and in strict mode
 * also those that may contain one.
 */
export function itemMatches(item: FilterableItem, filter: MenuFilter): boolean {
  if (filter.diets.length > 0 && !filter.diets.every((diet) => item.dietaryTags.includes(diet))) return false;
  const risky = filter.strict ? [...item.contains, ...item.mayContain] : item.contains;
  return !risky.some((allergen) => filter.excluded.includes(allergen));
}

/**
 * The menu with only matching dishes; sections left with none are dropped, and a menu left with none shows a
 * message in place of its dishes (spec section 5: empty sections and menus are hidden).
 */
export function filterMenu<Item extends FilterableItem, Menu extends FilterableMenu<Item>>(menu: Menu, filter: MenuFilter): Menu {
  if (!isFiltering(filter)) return menu;
  const sections = menu.sections
    .map((section) => ({ ...section, items: section.items.filter((item) => itemMatches(item, filter)) }))
    .filter((section) => section.items.length > 0);
  return { ...menu, sections };
}

import { allergenKeys } from '../allergens';
import type { MenuFilter } from './menu-filter';

type SearchParams = Record<string, string | string[] | undefined>;

/** A menu shown as dishes, or as the allergen guide table. */
export type MenuDisplay = 'menu' | 'allergens';
export type MenuQuery = { filter: MenuFilter; display: MenuDisplay };

/** The query keys a menu address may carry; anything else is not part of a menu view. */
export const menuQueryKeys = ['diet', 'exclude', 'strict', 'view'] as const;

const values = (value: string | string[] | undefined) =>
  (value === undefined ? [] : Array.isArray(value) ? value : [value]).flatMap((entry) => entry.split(','));

/**
 * A menu view from the address: ?diet=vegan&diet=gluten-free&exclude=milk&strict=1&view=allergens, which is what the
 * filter form submits without JavaScript. Unknown values are ignored, duplicates dropped, the order made canonical.
 */
export function menuQueryFrom(searchParams: SearchParams, knownDiets: readonly string[]): MenuQuery {
  const diets = knownDiets.filter((diet) => values(searchParams.diet).includes(diet));
  const asked = values(searchParams.exclude);
  const excluded = allergenKeys.filter((allergen) => asked.includes(allergen));
  const strict = values(searchParams.strict).includes('1') && excluded.length > 0;
  return { filter: { diets, excluded, strict }, display: values(searchParams.view).includes('allergens') ? 'allergens' : 'menu' };
}

/** The query string (with "?", or empty) for a menu view, in canonical order: one shareable address per view. */
export function menuQueryString({ filter, display }: MenuQuery): string {
  const params = new URLSearchParams();
  for (const diet of filter.diets) params.append('diet', diet);
  for (const allergen of filter.excluded) params.append('exclude', allergen);
  if (filter.strict && filter.excluded.length) params.set('strict', '1');
  if (display === 'allergens') params.set('view', 'allergens');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** SearchParams from a query string such as the rewritten path segment carries. */
export const searchParamsFrom = (query: string): SearchParams => {
  const params = new URLSearchParams(query);
  return Object.fromEntries(menuQueryKeys.map((key) => [key, params.getAll(key)]));
};

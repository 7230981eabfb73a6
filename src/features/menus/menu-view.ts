import type { DietaryTag, Menu } from '@/payload-types';
import { allergenKeys, type Allergen } from './allergens';

/** A dietary tag as pages and the API show it. */
export type DietaryTagView = { slug: string; name: string; code: string; schemaDiet: string | null };

export type MenuItemView = {
  id: string;
  name: string;
  description: string | null;
  price: number;
  /** Dietary tag slugs */
  dietaryTags: string[];
  contains: Allergen[];
  mayContain: Allergen[];
  kcal: number;
  portion: string;
};

export type MenuSectionView = { id: string; name: string; description: string | null; items: MenuItemView[] };

/** A published menu, flattened for pages, the filter and the API. */
export type MenuView = {
  slug: string;
  name: string;
  description: string | null;
  audience: 'adults' | 'children';
  servedEverywhere: boolean;
  /** Store ids of the restaurants serving it, when not served everywhere */
  storeIds: number[];
  sections: MenuSectionView[];
};

type AllergenDeclaration = Partial<Record<Allergen, 'contains' | 'may-contain' | null>> | null | undefined;
const declared = (allergens: AllergenDeclaration, presence: 'contains' | 'may-contain') => allergenKeys.filter((key) => allergens?.[key] === presence);

const tagSlug = (tag: number | DietaryTag, slugById: Map<number, string>) => (typeof tag === 'object' ? tag.slug : slugById.get(tag));

/** From a menu document (restaurants populated to their store ids, tags as ids or documents) to its view. */
export function toMenuView(menu: Menu, slugByTagId: Map<number, string>, storeIdByRestaurantId: Map<number, number>): MenuView {
  return {
    slug: menu.slug,
    name: menu.name,
    description: menu.description ?? null,
    audience: menu.audience,
    servedEverywhere: Boolean(menu.servedEverywhere),
    storeIds: (menu.restaurants ?? [])
      .map((restaurant) => (typeof restaurant === 'object' ? restaurant.storeId : storeIdByRestaurantId.get(restaurant)))
      .filter((storeId): storeId is number => storeId !== undefined),
    sections: (menu.sections ?? []).map((section, sectionIndex) => ({
      id: section.id ?? `section-${sectionIndex}`,
      name: section.name,
      description: section.description ?? null,
      items: (section.items ?? []).map((item, itemIndex) => ({
        id: item.id ?? `item-${sectionIndex}-${itemIndex}`,
        name: item.name,
        description: item.description ?? null,
        price: item.price,
        dietaryTags: (item.dietaryTags ?? []).map((tag) => tagSlug(tag, slugByTagId)).filter((slug): slug is string => Boolean(slug)),
        contains: declared(item.allergens, 'contains'),
        mayContain: declared(item.allergens, 'may-contain'),
        kcal: item.kcal,
        portion: item.portion,
      })),
    })),
  };
}

export const servesMenu = (menu: Pick<MenuView, 'servedEverywhere' | 'storeIds'>, storeId: number) => menu.servedEverywhere || menu.storeIds.includes(storeId);

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
export const formatPrice = (price: number) => pounds.format(price);

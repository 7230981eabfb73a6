import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { env } from '@/server/env';
import { slugPattern } from '@/lib/slugs';
import { menuQueryFrom, searchParamsFrom, type MenuQuery } from './domain/menu-query';
import { isFiltering } from './domain/menu-filter';
import { listDietaryTags, listMenus } from './menus';
import { servesMenu, type DietaryTagView, type MenuView } from './menu-view';
import { menuPath } from './menu-paths';
import { menuJsonLd } from './structured-data';
import { MenuArticle } from './components/menu-article';
import { MenuIndex } from './components/menu-index';

/**
 * What every menu route shares: /menu, /our-menu, /restaurants/{city}/menu and /restaurants/{city}/{slug}/menu, each
 * with an optional menu id and, through routing/cached-page-address.ts, an optional filter segment. Route files only pass their params in.
 * `servedAt` narrows the menus to those served at some restaurants (one restaurant, or a city's), and says where.
 */
export type MenuPlace = { base: string; servedAt?: ServedAt };

type ServedAt = {
  storeIds: readonly number[];
  /** "at The Printworks", "in Manchester" */
  where: string;
  /** "at The Printworks, Manchester", "in Manchester" */
  fullWhere: string;
};

async function menusAt({ servedAt }: MenuPlace): Promise<MenuView[]> {
  const menus = await listMenus();
  return servedAt ? menus.filter((menu) => servedAt.storeIds.some((storeId) => servesMenu(menu, storeId))) : menus;
}

export async function menuIndexMetadata(place: MenuPlace): Promise<Metadata> {
  return place.servedAt
    ? { title: `Menus ${place.servedAt.fullWhere}`, alternates: { canonical: place.base } }
    : { title: 'Menus', description: 'Our menus with calories, dietary labels and the 14 allergens for every dish.', alternates: { canonical: '/menu' } };
}

export async function MenuIndexPage({ place }: { place: MenuPlace }) {
  const menus = await menusAt(place);
  return (
    <MenuIndex
      menus={menus}
      base={place.base}
      heading={place.servedAt ? `Our menus ${place.servedAt.where}` : 'Our menus'}
      intro="Every dish with its calories, dietary labels and all 14 allergens. Filter any menu to see only what suits you."
    />
  );
}

/** The filter segment as routing/cached-page-address.ts encoded it; null for one that is not percent-encoding at all (a 404, not a 500). */
function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch (error) {
    if (error instanceof URIError) return null;
    throw error;
  }
}

type Resolved = { menu: MenuView; query: MenuQuery; switchable: MenuView[]; tags: DietaryTagView[] };

/** The menu and view a menu address asks for; null when the menu is unknown or not served at this restaurant. */
async function resolve(place: MenuPlace, slug: string, filterSegment?: string): Promise<Resolved | null> {
  if (!slugPattern.test(slug)) return null;
  const [menus, tags] = await Promise.all([menusAt(place), listDietaryTags()]);
  const menu = menus.find((candidate) => candidate.slug === slug);
  if (!menu) return null;
  const filter = filterSegment === undefined ? '' : decodedSegment(filterSegment);
  if (filter === null) return null;
  const query = menuQueryFrom(
    searchParamsFrom(filter),
    tags.map((tag) => tag.slug),
  );
  return { menu, query, switchable: menus, tags };
}

export async function menuMetadata(place: MenuPlace, slug: string, filterSegment?: string): Promise<Metadata> {
  const resolved = await resolve(place, slug, filterSegment);
  if (!resolved) return { title: 'Menu not found', robots: { index: false } };
  const { menu, query } = resolved;
  const where = place.servedAt ? ` ${place.servedAt.fullWhere}` : '';
  return {
    title: `${query.display === 'allergens' ? 'Allergen guide: ' : ''}${menu.name}${where}`,
    description: `${menu.description ?? menu.name} Calories, dietary labels and the 14 allergens for every dish.`,
    alternates: { canonical: menuPath('/menu', menu.slug) },
    // Filtered views are the same dishes: only the menu itself is for search engines.
    robots: isFiltering(query.filter) || query.display === 'allergens' ? { index: false, follow: true } : undefined,
  };
}

export async function MenuPage({ place, slug, filterSegment }: { place: MenuPlace; slug: string; filterSegment?: string }) {
  const resolved = await resolve(place, slug, filterSegment);
  if (!resolved) notFound();
  const { menu, query, switchable, tags } = resolved;
  const plain = !isFiltering(query.filter) && query.display === 'menu';
  return (
    <MenuArticle
      menu={menu}
      tags={tags}
      query={query}
      base={place.base}
      switchable={place.servedAt ? switchable : undefined}
      where={place.servedAt?.where}
      jsonLd={plain ? menuJsonLd(menu, tags, new URL(menuPath('/menu', menu.slug), env().SITE_URL).href) : undefined}
    />
  );
}

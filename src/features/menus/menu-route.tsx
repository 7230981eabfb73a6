import 'server-only';
import type { Metadata } from 'next';
import { z } from 'zod';
import { slugPattern } from '@/lib/slugs';
import { FILTERED_SEGMENT } from './menu-paths';
import { MenuIndexPage, MenuPage, menuIndexMetadata, menuMetadata, type MenuPlace } from './menu-pages';

/**
 * Every menu route is one optional catch-all: [] is the list of menus, [id] one menu, and [id, 'filtered', query]
 * a filtered view (routing/cached-page-address.ts rewrites ?diet=… there). Nothing is rendered at build time, when there is no database.
 */
const segments = z.union([
  z.tuple([]),
  z.tuple([z.string().regex(slugPattern)]),
  z.tuple([z.string().regex(slugPattern), z.literal(FILTERED_SEGMENT), z.string().max(2000)]),
]);

type MenuAddress = { kind: 'index' } | { kind: 'menu'; slug: string; filter?: string } | { kind: 'invalid' };

function menuAddress(id: string[] | undefined): MenuAddress {
  const parsed = segments.safeParse(id ?? []);
  if (!parsed.success) return { kind: 'invalid' };
  const [slug, , filter] = parsed.data;
  return slug ? { kind: 'menu', slug, filter } : { kind: 'index' };
}

export async function menuRouteMetadata(place: MenuPlace, id: string[] | undefined): Promise<Metadata> {
  const address = menuAddress(id);
  if (address.kind === 'index') return menuIndexMetadata(place);
  return menuMetadata(place, address.kind === 'menu' ? address.slug : '', address.kind === 'menu' ? address.filter : undefined);
}

export function MenuRoute({ place, id }: { place: MenuPlace; id: string[] | undefined }) {
  const address = menuAddress(id);
  if (address.kind === 'index') return <MenuIndexPage place={place} />;
  return <MenuPage place={place} slug={address.kind === 'menu' ? address.slug : ''} filterSegment={address.kind === 'menu' ? address.filter : undefined} />;
}

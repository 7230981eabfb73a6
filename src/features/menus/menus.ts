import 'server-only';
import { unstable_cache } from 'next/cache';
import { payloadClient } from '@/server/payload';
import { cacheTags } from '@/server/revalidate';
import { CONTENT_CACHE_SECONDS } from '@/features/content/cache';
import { listPublishedRestaurants } from '@/features/restaurants/published-restaurants';
import { toMenuView, type DietaryTagView, type MenuView } from './menu-view';

/** Every dietary tag, in the order staff listed them. */
export const listDietaryTags = unstable_cache(
  async (): Promise<DietaryTagView[]> => {
    const payload = await payloadClient();
    const { docs } = await payload.find({ collection: 'dietary-tags', depth: 0, pagination: false, sort: 'createdAt' });
    return docs.map(({ slug, name, code, schemaDiet }) => ({ slug, name, code, schemaDiet: schemaDiet ?? null }));
  },
  ['dietary-tags'],
  { tags: [cacheTags.menus], revalidate: CONTENT_CACHE_SECONDS },
);

/** Every published menu, in menu order. Edits to menus, tags or restaurants expire it. */
export const listMenus = unstable_cache(
  async (): Promise<MenuView[]> => {
    const payload = await payloadClient();
    const [{ docs: menus }, { docs: tags }, restaurants] = await Promise.all([
      payload.find({ collection: 'menus', where: { _status: { equals: 'published' } }, depth: 0, pagination: false, sort: ['sortOrder', 'name'] }),
      payload.find({ collection: 'dietary-tags', depth: 0, pagination: false }),
      listPublishedRestaurants(),
    ]);
    const slugByTagId = new Map(tags.map((tag) => [tag.id, tag.slug]));
    const storeIdByRestaurantId = new Map(restaurants.map((restaurant) => [restaurant.id, restaurant.storeId]));
    return menus.map((menu) => toMenuView(menu, slugByTagId, storeIdByRestaurantId));
  },
  ['menus'],
  { tags: [cacheTags.menus, cacheTags.restaurants], revalidate: CONTENT_CACHE_SECONDS },
);

export async function findMenu(slug: string): Promise<MenuView | null> {
  return (await listMenus()).find((menu) => menu.slug === slug) ?? null;
}

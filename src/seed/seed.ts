import path from 'node:path';
import type { Payload, PayloadRequest } from 'payload';
import { createLocalReq, commitTransaction, initTransaction, killTransaction } from 'payload';
import { weekdays, type Weekday } from '@/lib/weekdays';
import type { Restaurant } from '@/payload-types';
import { richText } from './rich-text';
import { createBookingSetup } from './seed-booking';
import { createCareers } from './seed-careers';
import { createMarketingContent } from './seed-marketing';
import { media } from './data/media';
import { restaurants } from './data/restaurants';
import { dietaryTags } from './data/dietary-tags';
import { menus } from './data/menus';
import { pages } from './data/pages';
import { siteSettings } from './data/site-settings';
import { choices, enquirySettings } from './data/choices';
import type { SeedLink, SeedRestaurant, SeedTile } from './types';

const MEDIA_SOURCE_DIR = path.resolve(process.cwd(), 'src/seed/media');

type MediaIds = Map<string, number>;
type SeedOptions = { adminEmail: string; adminPassword: string; demoContent: boolean };

/** Whether the database has nothing in it yet: seeding only ever fills an empty database, so a restart changes nothing. */
async function isEmptyDatabase(payload: Payload): Promise<boolean> {
  const counts = await Promise.all((['users', 'pages', 'restaurants'] as const).map((collection) => payload.count({ collection, overrideAccess: true })));
  return counts.every(({ totalDocs }) => totalDocs === 0);
}

/** Fills an empty database with the first admin and, unless turned off, the demo chain. All or nothing: one transaction. */
export async function seedEmptyDatabase(payload: Payload, options: SeedOptions): Promise<'seeded' | 'skipped'> {
  if (!(await isEmptyDatabase(payload))) return 'skipped';
  const req = await createLocalReq({ context: { skipRevalidation: true } }, payload);
  await initTransaction(req);
  try {
    await createStaff(payload, req, options);
    if (options.demoContent) await createDemoContent(payload, req, options.adminPassword);
    await commitTransaction(req);
    return 'seeded';
  } catch (error) {
    await killTransaction(req);
    throw error;
  }
}

async function createStaff(payload: Payload, req: PayloadRequest, { adminEmail, adminPassword, demoContent }: SeedOptions) {
  await payload.create({ collection: 'users', req, data: { email: adminEmail, password: adminPassword, name: 'Site administrator', roles: ['admin'] } });
  if (!demoContent) return;
  // Demo colleagues, one per role, so each role's view of the back-office can be tried out (same password as the admin).
  await payload.create({
    collection: 'users',
    req,
    data: { email: 'marketing@marigold.example', password: adminPassword, name: 'Morgan Marketing', roles: ['marketing'] },
  });
  await payload.create({ collection: 'users', req, data: { email: 'hr@marigold.example', password: adminPassword, name: 'Harper HR', roles: ['hr'] } });
}

async function createDemoContent(payload: Payload, req: PayloadRequest, staffPassword: string) {
  const mediaIds: MediaIds = new Map();
  for (const item of media) {
    const doc = await payload.create({ collection: 'media', req, data: { alt: item.alt }, filePath: path.join(MEDIA_SOURCE_DIR, item.file) });
    mediaIds.set(item.file, doc.id);
  }
  const restaurantIds = new Map<string, number>();
  const created = [];
  for (const restaurant of restaurants) {
    const doc = await payload.create({ collection: 'restaurants', req, data: restaurantData(restaurant, mediaIds), draft: false });
    restaurantIds.set(`${restaurant.city}/${restaurant.slug}`, doc.id);
    created.push({ id: doc.id, slug: doc.slug, city: doc.city, enableBookings: Boolean(doc.enableBookings) });
  }
  await createMenus(payload, req, restaurantIds);
  await createBookingSetup(payload, req, created);
  await createCareers(payload, req, restaurantIds);
  for (const page of pages) {
    await payload.create({
      collection: 'pages',
      req,
      draft: false,
      data: {
        _status: 'published',
        slug: page.slug,
        title: page.title,
        description: page.description,
        tiles: page.tiles.map((tile) => tileData(tile, mediaIds)),
      },
    });
  }
  await payload.updateGlobal({ slug: 'site-settings', req, data: siteSettingsData(mediaIds) });
  await payload.updateGlobal({ slug: 'form-choices', req, data: choices });
  await payload.updateGlobal({ slug: 'enquiry-settings', req, data: enquirySettings });
  await createMarketingContent(payload, req, mediaIds, restaurantIds);

  // A restaurant manager who looks after two restaurants, to show what that role sees.
  const managed = ['ellesmere-port/cheshire-oaks', 'ashton-under-lyne/ashton-moss'].map((key) => restaurantIds.get(key)).filter((id) => id !== undefined);
  await payload.create({
    collection: 'users',
    req,
    data: { email: 'manager@marigold.example', password: staffPassword, name: 'Riley Manager', roles: ['restaurant-manager'], restaurants: managed },
  });
}

/** Dietary tags, then the menus that use them, linked to the restaurants that serve them by slug. */
async function createMenus(payload: Payload, req: PayloadRequest, restaurantIds: Map<string, number>) {
  const tagIds = new Map<string, number>();
  for (const tag of dietaryTags) {
    const doc = await payload.create({ collection: 'dietary-tags', req, data: { ...tag } });
    tagIds.set(tag.slug, doc.id);
  }
  const restaurantIdBySlug = new Map([...restaurantIds].map(([key, id]) => [key.split('/')[1]!, id]));
  const lookUp = (ids: Map<string, number>, key: string, what: string) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`Seed menu refers to ${what} "${key}", which the seed data does not have`);
    return id;
  };
  for (const [index, menu] of menus.entries()) {
    await payload.create({
      collection: 'menus',
      req,
      draft: false,
      data: {
        _status: 'published',
        name: menu.name,
        slug: menu.slug,
        description: menu.description,
        audience: menu.audience,
        sortOrder: index,
        servedEverywhere: menu.servedEverywhere,
        restaurants: (menu.restaurants ?? []).map((slug) => lookUp(restaurantIdBySlug, slug, 'restaurant')),
        sections: menu.sections.map((section) => ({
          name: section.name,
          description: section.description,
          items: section.items.map((item) => ({
            name: item.name,
            description: item.description,
            price: item.price,
            dietaryTags: item.tags.map((slug) => lookUp(tagIds, slug, 'dietary tag')),
            allergens: Object.fromEntries([
              ...item.contains.map((allergen) => [allergen, 'contains' as const]),
              ...(item.mayContain ?? []).map((allergen) => [allergen, 'may-contain' as const]),
            ]),
            kcal: item.kcal,
            portion: item.portion,
          })),
        })),
      },
    });
  }
}

function mediaId(mediaIds: MediaIds, key: string | undefined): number | undefined {
  if (!key) return undefined;
  const id = mediaIds.get(key);
  if (id === undefined) throw new Error(`Seed data refers to media "${key}", which is not in src/seed/data/media.ts`);
  return id;
}

const linkData = (link: SeedLink | undefined) => ({ linkText: link?.linkText, linkUrl: link?.linkUrl, openInNewTab: link?.openInNewTab ?? false });

function tileData(tile: SeedTile, mediaIds: MediaIds) {
  return {
    tileId: tile.tileId,
    key: tile.key,
    heading: tile.heading,
    body: tile.body ? richText(tile.body) : undefined,
    image: mediaId(mediaIds, tile.image),
    link: linkData(tile.link),
    backgroundColor: tile.backgroundColor ?? 'white',
    width: tile.width ?? 'full',
    height: tile.height ?? 'auto',
    animationEffect: tile.animationEffect ?? 'none',
    backgroundAnimationEffect: tile.backgroundAnimationEffect ?? 'none',
    formType: tile.formType ?? 'none',
  };
}

function restaurantData(restaurant: SeedRestaurant, mediaIds: MediaIds) {
  const hours = Object.fromEntries(
    weekdays.flatMap((day) => [
      [`${day}Open`, restaurant.hours[day].open],
      [`${day}Close`, restaurant.hours[day].close],
      [`${day}ClickCollectClose`, restaurant.hours[day].clickCollectClose ?? null],
    ]),
  ) as Pick<Restaurant, `${Weekday}${'Open' | 'Close' | 'ClickCollectClose'}`>;
  return {
    _status: 'published' as const,
    title: restaurant.title,
    storeId: restaurant.storeId,
    slug: restaurant.slug,
    city: restaurant.city,
    cityName: restaurant.cityName,
    lat: restaurant.lat,
    lng: restaurant.lng,
    enableBookings: restaurant.enableBookings,
    clickCollect: restaurant.clickCollect,
    hideRestaurantDetailPage: restaurant.hideRestaurantDetailPage ?? false,
    bookATableWidgetId: restaurant.bookATableWidgetId,
    address: restaurant.address,
    phone: restaurant.phone,
    email: restaurant.email,
    ...hours,
    dateOverrides: restaurant.dateOverrides ?? [],
    about: richText(restaurant.about),
    heroTiles: (restaurant.heroTiles ?? []).map((tile) => tileData(tile, mediaIds)),
    amenities: restaurant.amenities as Restaurant['amenities'],
    awards: (restaurant.awards ?? []).map((award) => ({ name: award.name, year: award.year })),
    mediaIcons: (restaurant.mediaIcons ?? []).map((icon) => ({
      linkText: icon.linkText,
      linkUrl: icon.linkUrl,
      openInNewTab: icon.openInNewTab ?? false,
      icon: mediaId(mediaIds, icon.icon),
    })),
    takeawayUrl: restaurant.takeawayUrl,
    clickCollectUrl: restaurant.clickCollectUrl,
    deliveryLinks: restaurant.deliveryLinks ?? [],
  };
}

function siteSettingsData(mediaIds: MediaIds) {
  return {
    siteId: siteSettings.siteId,
    siteName: siteSettings.siteName,
    mastheadItems: siteSettings.mastheadItems.map((item) => ({ ...linkData(item), style: item.style ?? 'link', links: (item.links ?? []).map(linkData) })),
    socialMediaItems: siteSettings.socialMediaItems.map((item) => ({
      ...linkData(item),
      description: item.description,
      linkMedia: mediaId(mediaIds, item.linkMedia)!,
    })),
    footerItems: siteSettings.footerItems.map((item) => ({ ...linkData(item), description: item.description })),
    globalBanner: { ...siteSettings.globalBanner, openInNewTab: false },
    popup: { ...siteSettings.popup, image: mediaId(mediaIds, siteSettings.popup.image), openInNewTab: false },
  };
}

import 'server-only';
import type { BookingArea, BookingMenu as BookingMenuDoc, BookingOccasion, BookingSetting, BookingUpsell, Restaurant } from '@/payload-types';
import { scheduleOf } from '@/features/restaurants/domain/opening-hours';
import { payloadClient } from '@/server/payload';
import { cachedBookingConfigs } from './config-cache';
import { combinationOf } from './domain/table-combinations';
import type { Area, BookableRestaurant, BookingConfig, BookingStatusOfRestaurant, Occasion, Table } from './domain/types';

const CENTER_PARCS_CITY = 'center-parcs';

const idOf = (value: number | { id: number } | null | undefined): number | null => (value == null ? null : typeof value === 'object' ? value.id : value);
const idsOf = (values: readonly (number | { id: number })[] | null | undefined): number[] =>
  (values ?? []).map((value) => idOf(value)).filter((value): value is number => value !== null);

/** Chain-wide content applies to a restaurant when it names none, or names this one. */
const appliesTo = (restaurantId: number) => (doc: { restaurants?: (number | Restaurant)[] | null }) => {
  const ids = idsOf(doc.restaurants);
  return ids.length === 0 || ids.includes(restaurantId);
};

const bySortOrder = (a: { sortOrder?: number | null; id: number }, b: { sortOrder?: number | null; id: number }) =>
  (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a.id - b.id;

function statusOf(restaurant: Restaurant, settings: BookingSetting | undefined): BookingStatusOfRestaurant {
  if (restaurant.city === CENTER_PARCS_CITY) return { kind: 'center-parcs' };
  if (!restaurant.enableBookings) return { kind: 'restaurant-disabled' };
  if (!settings) return { kind: 'not-supported' };
  if (settings.onlineBookings === false) return { kind: 'paused', message: settings.pausedMessage?.trim() || null };
  return { kind: 'open' };
}

function areasOf(settings: BookingSetting | undefined, areaDocs: readonly BookingArea[]): Area[] {
  const tables = settings?.tables ?? [];
  return [...areaDocs]
    .sort(bySortOrder)
    .map((area) => ({
      id: area.id,
      name: area.name,
      description: area.description ?? '',
      tables: tables
        .filter((table) => idOf(table.area) === area.id)
        .map((table) => ({ key: String(table.id), label: table.label, minCovers: table.minCovers, maxCovers: table.maxCovers })),
    }))
    .filter((area) => area.tables.length > 0);
}

/** The restaurant's table combinations; one naming a table since deleted or renamed is left out (the back-office refuses such a save). */
function combinationsOf(settings: BookingSetting | undefined, areas: readonly Area[]): Table[] {
  const tables = areas.flatMap((area) => area.tables);
  return (settings?.tableCombinations ?? []).flatMap((row) => {
    const combination = combinationOf(row, tables);
    return typeof combination === 'string' ? [] : [combination];
  });
}

const toOccasion = (doc: BookingOccasion): Occasion => ({
  id: doc.id,
  name: doc.name,
  description: doc.description ?? '',
  minimumCovers: doc.minimumCovers,
  maximumCovers: doc.maximumCovers,
  bookingType: doc.bookingType,
  days: doc.days ?? [],
  serviceWindows: (doc.serviceWindows ?? []).map(({ from, until }) => ({ from, until })),
  validFrom: doc.validFrom || null,
  validUntil: doc.validUntil || null,
  menuLinkGroup: { type: doc.menuLinkGroup.type, ids: idsOf(doc.menuLinkGroup.items) },
  areaLinkGroup: { type: doc.areaLinkGroup.type, ids: idsOf(doc.areaLinkGroup.items) },
  requiresCardGuarantee: Boolean(doc.requiresCardGuarantee),
});

/** The chain-wide booking content every restaurant's configuration draws on. */
type ChainContent = { occasions: BookingOccasion[]; menus: BookingMenuDoc[]; upsells: BookingUpsell[]; areas: BookingArea[] };

/** Occasions, menus, extras and areas are few and chain-wide: one read each, filtered per restaurant here. */
export async function chainContent(): Promise<ChainContent> {
  const payload = await payloadClient();
  const all = { pagination: false, depth: 0, overrideAccess: true } as const;
  const [occasions, menus, upsells, areas] = await Promise.all([
    payload.find({ collection: 'booking-occasions', ...all }),
    payload.find({ collection: 'booking-menus', ...all }),
    payload.find({ collection: 'booking-upsells', ...all }),
    payload.find({ collection: 'booking-areas', ...all }),
  ]);
  return { occasions: occasions.docs, menus: menus.docs, upsells: upsells.docs, areas: areas.docs };
}

/** Every restaurant's booking settings in one read, by restaurant id: for lists of restaurants. */
export async function bookingSettingsByRestaurant(): Promise<Map<number, BookingSetting>> {
  const payload = await payloadClient();
  const { docs } = await payload.find({ collection: 'booking-settings', pagination: false, depth: 0, overrideAccess: true });
  return new Map(docs.map((settings) => [idOf(settings.restaurant)!, settings]));
}

/** A restaurant's engine configuration from its documents: no I/O, so a single restaurant and a list use the same rule. */
export function bookingConfigOf(restaurant: Restaurant, settings: BookingSetting | undefined, chain: ChainContent): BookingConfig {
  const here = appliesTo(restaurant.id);
  const areas = areasOf(settings, chain.areas);
  return {
    storeId: restaurant.storeId,
    status: statusOf(restaurant, settings),
    schedule: scheduleOf(restaurant),
    rules: {
      slotIntervalMinutes: settings?.slotIntervalMinutes ?? 15,
      leadTimeMinutes: settings?.leadTimeMinutes ?? 60,
      horizonDays: settings?.horizonDays ?? 90,
      lastArrivalBeforeCloseMinutes: settings?.lastArrivalBeforeCloseMinutes ?? 60,
      diningDurations: (settings?.diningDurations ?? []).map(({ upToCovers, minutes }) => ({ upToCovers, minutes })),
      cardGuaranteeFromCovers: settings?.cardGuaranteeFromCovers ?? null,
      enquiryFromCovers: settings?.enquiryFromCovers ?? null,
      confirmByEmail: settings?.confirmByEmail === true,
      waitlistHoldMinutes: settings?.waitlistHoldMinutes ?? 15,
      pacing: settings?.pacingCovers ? { covers: settings.pacingCovers, minutes: Number(settings.pacingMinutes ?? 15) } : null,
      noShowsBeforeCard: settings?.noShowsBeforeCard ?? null,
      restrictions: (settings?.restrictions ?? []).map((restriction) => ({
        date: restriction.date,
        closed: Boolean(restriction.closed),
        occasionIds: idsOf(restriction.occasions),
        note: restriction.note ?? '',
      })),
    },
    areas,
    combinations: combinationsOf(settings, areas),
    occasions: chain.occasions.filter(here).sort(bySortOrder).map(toOccasion),
    menus: chain.menus
      .filter(here)
      .sort(bySortOrder)
      .map((menu) => ({ id: menu.id, name: menu.name, description: menu.description ?? '', price: menu.price ?? null })),
    upsells: chain.upsells
      .filter(here)
      .sort(bySortOrder)
      .map((upsell) => ({
        id: upsell.id,
        name: upsell.name,
        description: upsell.description ?? '',
        price: upsell.price,
        available: upsell.available !== false,
        occasionIds: idsOf(upsell.occasions),
      })),
  };
}

/** Every published restaurant with its engine configuration, by store id: six reads, however many restaurants. */
async function loadBookableRestaurants(): Promise<Map<number, BookableRestaurant>> {
  const payload = await payloadClient();
  const [{ docs: restaurants }, settings, chain] = await Promise.all([
    payload.find({ collection: 'restaurants', where: { _status: { equals: 'published' } }, pagination: false, depth: 0, overrideAccess: true }),
    bookingSettingsByRestaurant(),
    chainContent(),
  ]);
  return new Map(
    restaurants.map((restaurant) => [restaurant.storeId, { restaurant, config: bookingConfigOf(restaurant, settings.get(restaurant.id), chain) }]),
  );
}

/** A restaurant's booking configuration, kept a few seconds (config-cache.ts); null when no restaurant has this storeId. */
export const findBookableRestaurant = async (storeId: number): Promise<BookableRestaurant | null> =>
  (await cachedBookingConfigs(loadBookableRestaurants)).get(storeId) ?? null;

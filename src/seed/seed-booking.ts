import type { Payload, PayloadRequest } from 'payload';
import {
  seedAreas,
  seedBookingMenus,
  seedBookingRules,
  seedOccasions,
  seedRestrictions,
  seedCombinationsFor,
  seedTablesFor,
  seedUpsells,
} from './data/booking';

const idFor = (ids: Map<string, number>, key: string) => {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed booking data refers to "${key}", which it does not define`);
  return id;
};

/**
 * The chain-wide booking content, then one booking-settings document per restaurant that takes online bookings.
 * Center Parcs restaurants get none: they are booked through Center Parcs (code 20).
 */
export async function createBookingSetup(
  payload: Payload,
  req: PayloadRequest,
  restaurants: { id: number; slug: string; city: string; enableBookings: boolean }[],
) {
  const areaIds = new Map<string, number>();
  for (const { key, ...area } of seedAreas) areaIds.set(key, (await payload.create({ collection: 'booking-areas', req, data: area })).id);
  const menuIds = new Map<string, number>();
  for (const { key, ...menu } of seedBookingMenus) menuIds.set(key, (await payload.create({ collection: 'booking-menus', req, data: menu })).id);
  const occasionIds = new Map<string, number>();
  for (const [index, { key, menus, areas, serviceWindows, ...occasion }] of seedOccasions.entries()) {
    const doc = await payload.create({
      collection: 'booking-occasions',
      req,
      data: {
        ...occasion,
        sortOrder: index,
        serviceWindows: serviceWindows ?? [],
        menuLinkGroup: { type: menus.type, items: menus.items.map((item) => idFor(menuIds, item)) },
        areaLinkGroup: { type: areas.type, items: areas.items.map((item) => idFor(areaIds, item)) },
      },
    });
    occasionIds.set(key, doc.id);
  }
  for (const [index, upsell] of seedUpsells.entries()) {
    await payload.create({
      collection: 'booking-upsells',
      req,
      data: { ...upsell, sortOrder: index, occasions: upsell.occasions.map((key) => idFor(occasionIds, key)) },
    });
  }
  for (const restaurant of restaurants) {
    if (restaurant.city === 'center-parcs' || !restaurant.enableBookings) continue;
    await payload.create({
      collection: 'booking-settings',
      req,
      data: {
        restaurant: restaurant.id,
        ...seedBookingRules,
        tables: seedTablesFor(restaurant.slug).map(({ area, ...table }) => ({ ...table, area: idFor(areaIds, area) })),
        tableCombinations: seedCombinationsFor(restaurant.slug),
        restrictions: seedRestrictions.map(({ occasions, ...restriction }) => ({ ...restriction, occasions: occasions.map((key) => idFor(occasionIds, key)) })),
      },
    });
  }
}

import 'server-only';
import { serviceResults } from '@/features/api/service-results';
import { addDays, londonInstant } from '@/lib/london-time';
import { NotFoundError, ServiceError, ValidationError } from '@/server/errors';
import { coverLimits, dateRefusal, isBookableOn, occasionsOn } from './domain/booking-dates';
import { applyLinkGroup } from './domain/link-groups';
import { restaurantRefusal, type Refusal } from './domain/refusals';
import { availableTimes, coversOf, partyFits, requirements, slotTimes } from './domain/slot-availability';
import type { BookableRestaurant, BookingConfig, Occasion, PartySize, SlotTime, TableHold } from './domain/types';
import { bookingLedger } from './ledger/booking-ledger';
import { findBookableRestaurant } from './repository';

/**
 * The read side of the booking API: what a diner may choose, step by step. Every answer is computed from the
 * configuration and the bookings as they are now; nothing here is cached beyond the configuration's few seconds.
 */

export const refusalError = (refusal: Refusal) => new ServiceError(refusal.result, refusal.message);

/** The restaurant, or code 3; and code 1, 2, 10, 11, 19 or 20 when it takes no online bookings. */
export async function openRestaurant(storeId: number): Promise<BookableRestaurant> {
  const found = await findBookableRestaurant(storeId);
  if (!found) throw new NotFoundError('restaurantNotFound');
  const refusal = restaurantRefusal(found.config);
  if (refusal) throw refusalError(refusal);
  return found;
}

/** Noon the day before to noon the day after: every hold that can touch a booking on `date`, long ones from the evening before too. */
export const holdWindow = (date: string) => ({ from: londonInstant(addDays(date, -1), 12 * 60), to: londonInstant(addDays(date, 1), 12 * 60) });

/** Everything that holds a table around a London calendar day, at `now` (an unconfirmed booking only until its hold ends). */
async function holdsAround(storeId: number, date: string, now: Date): Promise<TableHold[]> {
  const ledger = await bookingLedger();
  const { from, to } = holdWindow(date);
  return ledger.holds(storeId, from, to, now);
}

const occasionView = (occasion: Occasion) => ({
  id: occasion.id,
  name: occasion.name,
  description: occasion.description,
  minimumCovers: occasion.minimumCovers,
  maximumCovers: occasion.maximumCovers,
  bookingType: occasion.bookingType,
  requiresCardGuarantee: occasion.requiresCardGuarantee,
  menuLinkGroup: { type: occasion.menuLinkGroup.type, ids: occasion.menuLinkGroup.ids },
  areaLinkGroup: { type: occasion.areaLinkGroup.type, ids: occasion.areaLinkGroup.ids },
});

/** GET occasions: what can be booked on `date`, and the party sizes they allow (code 17 or 18 when nothing). */
export async function occasionsForDate(storeId: number, date: string, now: Date) {
  const { config } = await openRestaurant(storeId);
  const refusal = dateRefusal(config, date, now);
  if (refusal) throw refusalError(refusal);
  const occasions = occasionsOn(config, date, now);
  const limits = coverLimits(occasions);
  if (!limits) throw new ServiceError('noAvailableOccasion');
  return { storeId, date, occasions: occasions.map(occasionView), restrictions: limits };
}

type PartyQuery = PartySize & { occasionId: number };

/** The occasion, checked to run on every date asked about and to take this party. */
function occasionFor(config: BookingConfig, query: PartyQuery, dates: readonly string[], now: Date): Occasion {
  const occasion = config.occasions.find((candidate) => candidate.id === query.occasionId);
  if (!occasion) throw new ValidationError({ occasionId: 'This occasion is not available here.' });
  if (!partyFits(occasion, query)) {
    throw new ValidationError({ adults: `${occasion.name} is for ${occasion.minimumCovers} to ${occasion.maximumCovers} guests.` });
  }
  for (const date of dates) {
    const refusal = dateRefusal(config, date, now);
    if (refusal) throw refusalError(refusal);
    if (!isBookableOn(config, occasion, date, now)) throw new ServiceError('noAvailableOccasion');
  }
  return occasion;
}

/** GET areas: where this occasion's party can sit (its area link group applied, areas without a fitting table left out). */
export async function areasFor(storeId: number, query: PartyQuery & { dates: string[] }, now: Date) {
  const { config } = await openRestaurant(storeId);
  const occasion = occasionFor(config, query, query.dates, now);
  const covers = coversOf(query);
  const areas = applyLinkGroup(config.areas, occasion.areaLinkGroup)
    .filter((area) => occasion.bookingType === 'enquiry' || area.tables.some((table) => table.minCovers <= covers && covers <= table.maxCovers))
    .map(({ id, name, description }) => ({ id, name, description }));
  return { areas };
}

/** GET bookingmenu: the menus this occasion offers (its menu link group applied). */
export async function menusFor(storeId: number, query: PartyQuery & { dates: string[] }, now: Date) {
  const { config } = await openRestaurant(storeId);
  const occasion = occasionFor(config, query, query.dates, now);
  return { menus: applyLinkGroup(config.menus, occasion.menuLinkGroup) };
}

/** GET upsells: extras for this occasion; unavailable ones only when asked for (the journey can show them greyed out). */
export async function upsellsFor(storeId: number, query: PartyQuery & { bookingDate: string; includeUnavailable: boolean }, now: Date) {
  const { config } = await openRestaurant(storeId);
  const occasion = occasionFor(config, query, [query.bookingDate], now);
  const upsells = config.upsells
    .filter((upsell) => upsell.occasionIds.length === 0 || upsell.occasionIds.includes(occasion.id))
    .filter((upsell) => query.includeUnavailable || upsell.available)
    .map(({ id, name, description, price, available }) => ({ id, name, description, price, available }));
  return { upsells };
}

/** Menus and area asked for must be ones the occasion offers: code 8 for a menu, a field error for an area. */
function checkChoices(config: BookingConfig, occasion: Occasion, menuIds: readonly number[], areaId: number | null) {
  const menus = applyLinkGroup(config.menus, occasion.menuLinkGroup);
  if (menuIds.some((id) => !menus.some((menu) => menu.id === id))) throw new ServiceError('partnerMenuNotFound');
  if (areaId !== null && !applyLinkGroup(config.areas, occasion.areaLinkGroup).some((area) => area.id === areaId)) {
    throw new ValidationError({ areaId: 'This area is not available for this occasion.' });
  }
}

/** GET slots: arrival times per date with a free table (or open to an enquiry); code 4 when there are none at all. */
export async function slotsFor(storeId: number, query: PartyQuery & { dates: string[]; menuIds: number[]; areaId: number | null }, now: Date) {
  const { config } = await openRestaurant(storeId);
  const occasion = occasionFor(config, query, query.dates, now);
  checkChoices(config, occasion, query.menuIds, query.areaId);
  const dates: { date: string; times: SlotTime[] }[] = [];
  for (const date of query.dates) {
    const holds = await holdsAround(storeId, date, now);
    dates.push({ date, times: slotTimes(config, { occasion, party: query, date, areaId: query.areaId, now, holds }) });
  }
  if (dates.every((entry) => entry.times.length === 0)) throw new ServiceError('noFreeSlot');
  return { dates };
}

/** GET requirements: whether the diner may place an enquiry, and whether a card must guarantee the booking. */
export async function requirementsFor(storeId: number, query: PartyQuery & { bookingDate: string; menuId: number | null; areaId: number | null }, now: Date) {
  const { config } = await openRestaurant(storeId);
  const occasion = occasionFor(config, query, [query.bookingDate], now);
  checkChoices(config, occasion, query.menuId === null ? [] : [query.menuId], query.areaId);
  return requirements(config, occasion, coversOf(query));
}

export type StoreAvailability = {
  storeId: number;
  miles: number | null;
  title: string | null;
  slug: string | null;
  city: string | null;
  times: string[];
  /** Why there are no times, when a restaurant refused (its service-result code and message). */
  code?: number;
};

/**
 * POST availability: free times at several restaurants at once, so a diner can see nearby restaurants with space.
 * A restaurant that cannot be booked answers with no times and its reason rather than failing the whole request.
 */
export async function availabilityAcross(
  stores: { storeId: number; miles?: number | undefined }[],
  date: string,
  party: PartySize,
  now: Date,
): Promise<StoreAvailability[]> {
  return Promise.all(
    stores.map(async ({ storeId, miles }): Promise<StoreAvailability> => {
      const found = await findBookableRestaurant(storeId);
      const base = {
        storeId,
        miles: miles ?? null,
        title: found?.restaurant.title ?? null,
        slug: found?.restaurant.slug ?? null,
        city: found?.restaurant.city ?? null,
      };
      if (!found) return { ...base, times: [], code: 3 };
      const refusal = restaurantRefusal(found.config) ?? dateRefusal(found.config, date, now);
      if (refusal) return { ...base, times: [], code: serviceResults[refusal.result].code };
      const holds = await holdsAround(storeId, date, now);
      return { ...base, times: availableTimes(found.config, { party, date, now, holds }) };
    }),
  );
}

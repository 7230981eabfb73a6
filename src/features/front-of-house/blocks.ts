import 'server-only';
import { tablesFor, WHOLE_RESTAURANT, wholeArea } from '@/features/booking/domain/table-assignment';
import type { BookingConfig } from '@/features/booking/domain/types';
import { clockMinutes } from '@/lib/clock-time';
import { addDays, londonInstant } from '@/lib/london-time';
import { NotFoundError, ServiceError, ValidationError } from '@/server/errors';
import { payloadClient } from '@/server/payload';
import { tableNamed } from './domain/staff-booking-plan';
import type { blockSchema } from './schema';
import { mayRunRestaurant, restaurantRunBy, type StaffUser } from './staff-access';
import type { z } from 'zod';

type BlockInput = z.infer<typeof blockSchema>;

/** What a block closes, as the ledger reads it (TableHold's key) and as staff read it. */
function scopeOf(config: BookingConfig, input: BlockInput): { scope: string; label: string } {
  if (input.area) {
    const area = config.areas.find(
      (candidate) => String(candidate.id) === input.area || candidate.name.localeCompare(input.area!, 'en-GB', { sensitivity: 'base' }) === 0,
    );
    if (!area) throw new ValidationError({ area: `There is no area ${input.area} here.` });
    return { scope: wholeArea(area.id), label: area.name };
  }
  if (input.tables?.length) {
    const tables = tablesFor(config, { areaLinkGroup: { type: 'exclusive', ids: [] } }, null);
    const chosen = input.tables.map((name, index) => {
      const table = tableNamed(tables, name);
      if (!table) throw new ValidationError({ [`tables.${index}`]: `There is no table ${name} here.` });
      return table;
    });
    const keys = [...new Set(chosen.flatMap((table) => table.members ?? [table.key]))];
    return { scope: keys.join('+'), label: chosen.map((table) => table.label).join(', ') };
  }
  return { scope: WHOLE_RESTAURANT, label: 'Whole restaurant' };
}

/**
 * Takes tables, an area or the whole restaurant off sale from `from` to `until` on `date` (an `until` at or before
 * `from` is after midnight). The ledger reads blocks with the bookings, so those times leave the website with the next
 * slot search, on every instance; bookings already made stay (staff move or call them).
 */
export async function createBlock(user: StaffUser, storeId: number, input: BlockInput) {
  const { restaurant, config } = await restaurantRunBy(user, storeId);
  const { scope, label } = scopeOf(config, input);
  const from = clockMinutes(input.from)!;
  const until = clockMinutes(input.until)!;
  const startsAt = londonInstant(input.date, from);
  const endsAt = until > from ? londonInstant(input.date, until) : londonInstant(addDays(input.date, 1), until);
  const payload = await payloadClient();
  const block = await payload.create({
    collection: 'booking-blocks',
    data: {
      restaurant: restaurant.id,
      storeId,
      date: input.date,
      from: input.from,
      until: input.until,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      scope,
      scopeLabel: label,
      reason: input.reason,
      createdBy: user.id,
    },
    overrideAccess: true,
  });
  return { id: block.id, date: input.date, from: input.from, until: input.until, scope: label, reason: input.reason };
}

/** Lifts a block: its times come back to the website at once. */
export async function liftBlock(user: StaffUser, id: number) {
  const payload = await payloadClient();
  const block = await payload.findByID({ collection: 'booking-blocks', id, depth: 0, overrideAccess: true, disableErrors: true });
  if (!block) throw new NotFoundError();
  const restaurantId = typeof block.restaurant === 'object' ? block.restaurant.id : block.restaurant;
  if (!mayRunRestaurant(user, restaurantId)) throw new ServiceError('staffForbidden');
  await payload.delete({ collection: 'booking-blocks', id, overrideAccess: true });
}

import 'server-only';
import { userHasRole } from '@/access/roles';
import { fieldErrorsOf } from '@/features/api/parse-request';
import { serviceResults } from '@/features/api/service-results';
import { daySheetFor, staffRestaurants, type DaySheet } from '@/features/front-of-house/day-sheet';
import { londonToday } from '@/lib/london-time';
import { ServiceError } from '@/server/errors';
import { daySheetAddressSchema } from './day-sheet-address';

export type Restaurant = { storeId: number; title: string };

/**
 * What a signed-in user asking for a day sheet gets, decided once for the view and the CSV alike: the sheet, or why
 * not (each with the HTTP status the download answers).
 */
export type DaySheetAnswer =
  | { kind: 'signed-out'; status: 401 }
  | { kind: 'wrong-role'; status: 403 }
  | { kind: 'no-restaurants'; status: 403 }
  | { kind: 'invalid'; status: 400; errors: Record<string, string>; restaurants: Restaurant[]; date: string }
  | { kind: 'not-yours'; status: 403; restaurants: Restaurant[]; storeId: number; date: string }
  | { kind: 'sheet'; status: 200; restaurants: Restaurant[]; sheet: DaySheet };

/** The roles whose work is the restaurants' day; marketing and HR have no business with diners' bookings. */
export const mayUseDaySheet = (user: unknown) => userHasRole(user, 'admin', 'restaurant-manager');

export async function answerDaySheet(user: unknown, query: Record<string, unknown>, now = new Date()): Promise<DaySheetAnswer> {
  if (!user) return { kind: 'signed-out', status: 401 };
  if (!mayUseDaySheet(user)) return { kind: 'wrong-role', status: 403 };
  const restaurants = await staffRestaurants(user as Parameters<typeof staffRestaurants>[0]);
  if (restaurants.length === 0) return { kind: 'no-restaurants', status: 403 };
  const today = londonToday(now);
  const parsed = daySheetAddressSchema.safeParse(query);
  if (!parsed.success) return { kind: 'invalid', status: 400, errors: fieldErrorsOf(parsed.error), restaurants, date: today };
  const date = parsed.data.date ?? today;
  const storeId = parsed.data.restaurant ?? restaurants[0]!.storeId;
  // Checked here too, not only by daySheetFor: another restaurant's sheet is refused before anything of it is read.
  if (!restaurants.some((restaurant) => restaurant.storeId === storeId)) return { kind: 'not-yours', status: 403, restaurants, storeId, date };
  try {
    return { kind: 'sheet', status: 200, restaurants, sheet: await daySheetFor(user as Parameters<typeof daySheetFor>[0], storeId, date) };
  } catch (error) {
    // The engine's own refusals (a restaurant it no longer knows, one taken off this user meanwhile) are answers, not faults.
    if (error instanceof ServiceError && [403, 404].includes(serviceResults[error.result].status)) {
      return { kind: 'not-yours', status: 403, restaurants, storeId, date };
    }
    throw error;
  }
}

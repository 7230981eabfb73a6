import 'server-only';
import { listedLocations } from '@/features/restaurants/locations';
import { addDays } from '@/lib/london-time';
import { ServiceError } from '@/server/errors';
import { availabilityAcross, slotsFor } from '../booking-queries';
import { nearestDays, nearestStores, nearestTimes, restaurantsWithSpace } from '../domain/alternatives';
import { onlineBookingByStore } from '../online-booking';
import { journeyPathFor } from './journey-paths';
import type { Alternatives, JourneyState } from './journey-state';

/** How many following days and nearby restaurants are searched for space. */
export const ALTERNATIVE_DAYS = 7;
export const ALTERNATIVE_STORES = 5;

/** Free times of the same occasion and party on one date; none when that date does not offer it. */
async function freeTimesOn(state: JourneyState, date: string, now: Date): Promise<string[]> {
  try {
    const { dates } = await slotsFor(
      state.storeId,
      { occasionId: state.occasionId!, adults: state.adults, children: state.children, dates: [date], menuIds: state.menuId === null ? [] : [state.menuId], areaId: state.areaId },
      now,
    );
    return (dates[0]?.times ?? []).filter((slot) => !slot.canEnquire).map((slot) => slot.time);
  } catch (error) {
    if (error instanceof ServiceError) return [];
    throw error;
  }
}

/**
 * The server's alternatives for a journey without JavaScript, from the same services as the API the browser calls:
 * the nearest free times that day, the nearest on the next days, and the nearest restaurants with space then.
 */
export async function findAlternatives(state: JourneyState, wanted: string, now: Date): Promise<Alternatives> {
  const sameDay = nearestTimes(state.slots.filter((slot) => !slot.canEnquire && slot.time !== wanted).map((slot) => slot.time), wanted);
  const following = Array.from({ length: ALTERNATIVE_DAYS }, (_, index) => addDays(state.date, index + 1));
  const [days, locations, online] = await Promise.all([
    Promise.all(following.map(async (date) => ({ date, times: await freeTimesOn(state, date, now) }))),
    listedLocations(),
    onlineBookingByStore(),
  ]);
  const here = locations.find((location) => location.storeId === state.storeId);
  const nearby = here ? nearestStores(here, locations.filter((location) => location.storeId !== state.storeId && online.get(location.storeId)?.bookable), { limit: ALTERNATIVE_STORES }) : [];
  const answers = nearby.length ? await availabilityAcross(nearby.map(({ storeId, miles }) => ({ storeId, miles })), state.date, { adults: state.adults, children: state.children }, now) : [];
  const byStore = new Map(nearby.map((location) => [location.storeId, location]));
  return {
    wanted,
    sameDay,
    otherDays: nearestDays(days, wanted),
    otherRestaurants: restaurantsWithSpace(
      answers.map((answer) => ({ storeId: answer.storeId, title: byStore.get(answer.storeId)!.title, path: journeyPathFor(byStore.get(answer.storeId)!), miles: answer.miles ?? 0, times: answer.times })),
      wanted,
    ),
  };
}

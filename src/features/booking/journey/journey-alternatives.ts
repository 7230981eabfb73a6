import 'server-only';
import { listedLocations } from '@/features/restaurants/published-restaurants';
import { addDays } from '@/lib/london-time';
import { ServiceError } from '@/server/errors';
import { availabilityAcross, slotsFor } from '../booking-queries';
import { ALTERNATIVE_DAYS, ALTERNATIVE_STORES, alternativesFor, nearestStores } from '../domain/alternatives';
import { onlineBookingByStore } from '../online-booking-by-store';
import { journeyPathFor } from './journey-paths';
import type { Alternatives, JourneyState } from './journey-state';

/** Free times of the same occasion and party on one date; none when that date does not offer it. */
async function freeTimesOn(state: JourneyState, date: string, now: Date): Promise<string[]> {
  try {
    const { dates } = await slotsFor(
      state.storeId,
      {
        occasionId: state.occasionId!,
        adults: state.adults,
        children: state.children,
        dates: [date],
        menuIds: state.menuId === null ? [] : [state.menuId],
        areaId: state.areaId,
      },
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
  const following = Array.from({ length: ALTERNATIVE_DAYS }, (_, index) => addDays(state.date, index + 1));
  const [days, locations, online] = await Promise.all([
    Promise.all(following.map(async (date) => ({ date, times: await freeTimesOn(state, date, now) }))),
    listedLocations(),
    onlineBookingByStore(),
  ]);
  const here = locations.find((location) => location.storeId === state.storeId);
  const candidates = locations
    .filter((location) => location.storeId !== state.storeId && online.get(location.storeId)?.bookable)
    .map((location) => ({ ...location, path: journeyPathFor(location) }));
  const nearby = here ? nearestStores(here, candidates, { limit: ALTERNATIVE_STORES }) : [];
  const availability = nearby.length
    ? await availabilityAcross(
        nearby.map(({ storeId, miles }) => ({ storeId, miles })),
        state.date,
        { adults: state.adults, children: state.children },
        now,
      )
    : [];
  return alternativesFor({ wanted, slots: state.slots, days, nearby, availability });
}

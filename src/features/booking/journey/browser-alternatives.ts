import { addDays } from '@/lib/london-time';
import type { BookingLocation } from '@/features/booking/online-booking';
import { nearestDays, nearestStores, nearestTimes, restaurantsWithSpace } from '../domain/alternatives';
import { fetchAvailability, fetchLocations, fetchSlots } from './journey-api';
import type { Alternatives, JourneyState } from './journey-state';

/** How many following days and nearby restaurants are searched for space (as the server does without JavaScript). */
const ALTERNATIVE_DAYS = 7;
const ALTERNATIVE_STORES = 5;

let locations: Promise<BookingLocation[]> | null = null;

/** The booking modal's list of restaurants, fetched once per page. */
export function bookingLocationsOnce(): Promise<BookingLocation[]> {
  locations ??= fetchLocations().then((answer) => {
    if (answer.ok) return answer.data.locations;
    locations = null;
    throw new Error(answer.message);
  });
  return locations;
}

/** The browser's alternatives, from the booking API: the same rules as findAlternatives on the server. */
export async function loadAlternatives(state: JourneyState, wanted: string): Promise<Alternatives> {
  const party = { occasionId: state.occasionId!, adults: state.adults, children: state.children };
  const sameDay = nearestTimes(state.slots.filter((slot) => !slot.canEnquire && slot.time !== wanted).map((slot) => slot.time), wanted);
  const following = Array.from({ length: ALTERNATIVE_DAYS }, (_, index) => addDays(state.date, index + 1));
  const [days, listed] = await Promise.all([
    Promise.all(
      following.map(async (date) => {
        const answer = await fetchSlots(state.storeId, party, date, state.menuId, state.areaId);
        return { date, times: answer.ok ? (answer.data.dates[0]?.times ?? []).filter((slot) => !slot.canEnquire).map((slot) => slot.time) : [] };
      }),
    ),
    bookingLocationsOnce().catch(() => [] as BookingLocation[]),
  ]);
  const here = listed.find((location) => location.storeId === state.storeId);
  const nearby = here ? nearestStores(here, listed.filter((location) => location.storeId !== state.storeId && location.online.bookable), { limit: ALTERNATIVE_STORES }) : [];
  const availability = nearby.length ? await fetchAvailability(nearby.map(({ storeId, miles }) => ({ storeId, miles })), state.date, state.adults, state.children) : null;
  const byStore = new Map(nearby.map((location) => [location.storeId, location]));
  return {
    wanted,
    sameDay,
    otherDays: nearestDays(days, wanted),
    otherRestaurants: restaurantsWithSpace(
      (availability?.ok ? availability.data.data : []).map((answer) => ({
        storeId: answer.storeId,
        title: byStore.get(answer.storeId)!.title,
        path: byStore.get(answer.storeId)!.journeyPath,
        miles: answer.miles ?? 0,
        times: answer.times,
      })),
      wanted,
    ),
  };
}

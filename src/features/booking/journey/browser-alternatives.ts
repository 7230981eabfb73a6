import { addDays } from '@/lib/london-time';
import type { BookingLocation } from '@/features/booking/online-booking-by-store';
import { ALTERNATIVE_DAYS, ALTERNATIVE_STORES, alternativesFor, nearestStores } from '../domain/alternatives';
import { fetchAvailability, fetchLocations, fetchSlots } from './journey-api';
import type { Alternatives, JourneyState } from './journey-state';

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
  const candidates = listed
    .filter((location) => location.storeId !== state.storeId && location.online.bookable)
    .map((location) => ({ ...location, path: location.journeyPath }));
  const nearby = here ? nearestStores(here, candidates, { limit: ALTERNATIVE_STORES }) : [];
  const availability = nearby.length
    ? await fetchAvailability(
        nearby.map(({ storeId, miles }) => ({ storeId, miles })),
        state.date,
        state.adults,
        state.children,
      )
    : null;
  return alternativesFor({ wanted, slots: state.slots, days, nearby, availability: availability?.ok ? availability.data.data : [] });
}

import { distanceInMiles, type LatLng } from '@/lib/geo';

/**
 * Alternatives instead of dead ends: when the time a diner wanted is full or has just gone, the nearest free times that
 * day, the nearest on the following days, and the nearest restaurants with space. Pure, shared by the server (a
 * journey without JavaScript) and the browser.
 */

/** How many following days, and how many nearby restaurants, are searched for space. */
export const ALTERNATIVE_DAYS = 7;
export const ALTERNATIVE_STORES = 5;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const closeness = (wanted: string) => (time: string) => Math.abs(minutesOf(time) - minutesOf(wanted));

/** Up to `count` times closest to `wanted` (an earlier one first on a tie), in the order of the day. */
export function nearestTimes(times: readonly string[], wanted: string, count = 4): string[] {
  const distance = closeness(wanted);
  return [...new Set(times)]
    .sort((a, b) => distance(a) - distance(b) || minutesOf(a) - minutesOf(b))
    .slice(0, count)
    .sort((a, b) => minutesOf(a) - minutesOf(b));
}

/** The first `count` days that have a free time, each with its time closest to `wanted`. */
export function nearestDays(days: readonly { date: string; times: readonly string[] }[], wanted: string, count = 3): { date: string; time: string }[] {
  return [...days]
    .sort((a, b) => (a.date < b.date ? -1 : 1))
    .flatMap(({ date, times }) => nearestTimes(times, wanted, 1).map((time) => ({ date, time })))
    .slice(0, count);
}

/** The restaurants nearest `origin` (distances in miles, to a tenth), closest first, within `maxMiles`. */
export function nearestStores<T extends LatLng & { storeId: number }>(
  origin: LatLng,
  candidates: readonly T[],
  { limit = 5, maxMiles = 100 } = {},
): (T & { miles: number })[] {
  return candidates
    .map((candidate) => ({ ...candidate, miles: Math.round(distanceInMiles(origin, candidate) * 10) / 10 }))
    .filter((candidate) => candidate.miles <= maxMiles)
    .sort((a, b) => a.miles - b.miles || a.storeId - b.storeId)
    .slice(0, limit);
}

/** Of the restaurants asked about, those with a free time, each with its time closest to `wanted`, nearest first. */
export function restaurantsWithSpace<T extends { miles: number; times: readonly string[] }>(
  answers: readonly T[],
  wanted: string,
  count = 3,
): (Omit<T, 'times'> & { time: string })[] {
  return answers
    .filter((answer) => answer.times.length > 0)
    .sort((a, b) => a.miles - b.miles)
    .slice(0, count)
    .map(({ times, ...rest }) => ({ ...rest, time: nearestTimes(times, wanted, 1)[0]! }));
}

type Nearby = { storeId: number; title: string; path: string; miles: number };

/**
 * The alternatives offered for `wanted`: from the day's slots (enquiry-only ones are not space), the following days'
 * free times and the nearby restaurants' availability, however the caller fetched them.
 */
export function alternativesFor({
  wanted,
  slots,
  days,
  nearby,
  availability,
}: {
  wanted: string;
  slots: readonly { time: string; canEnquire: boolean }[];
  days: readonly { date: string; times: readonly string[] }[];
  nearby: readonly Nearby[];
  availability: readonly { storeId: number; times: readonly string[] }[];
}) {
  const byStore = new Map(nearby.map((store) => [store.storeId, store]));
  return {
    wanted,
    sameDay: nearestTimes(
      slots.filter((slot) => !slot.canEnquire && slot.time !== wanted).map((slot) => slot.time),
      wanted,
    ),
    otherDays: nearestDays(days, wanted),
    otherRestaurants: restaurantsWithSpace(
      availability.flatMap(({ storeId, times }) => {
        const store = byStore.get(storeId);
        return store ? [{ storeId, title: store.title, path: store.path, miles: store.miles, times }] : [];
      }),
      wanted,
    ),
  };
}

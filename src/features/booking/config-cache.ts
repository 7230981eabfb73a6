import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';
import type { BookableRestaurant } from './domain/types';

/**
 * Booking configurations are read on every slot search, and change rarely: each process keeps every restaurant's for
 * a few seconds. A save in the back-office forgets them at once in the saving process; other instances (PostgreSQL
 * scale-out) see the change within CONFIG_TTL_MS. Bookings themselves are never cached.
 */
const CONFIG_TTL_MS = 10_000;

type BookableRestaurants = Map<number, BookableRestaurant>;
type Cache = { current?: { configs: Promise<BookableRestaurants>; expires: number } };

/**
 * One cache per process, whichever copy of this module runs: Next bundles pages, route handlers and server actions as
 * separate graphs, so the hook that forgets (run by the Payload instance, built from whichever graph started it) and
 * the booking API that reads may hold different copies of this file. A module-level variable would then be two caches.
 */
const CACHE_KEY = Symbol.for('marigold.booking-config-cache');
const cache: Cache = ((globalThis as Record<symbol, Cache | undefined>)[CACHE_KEY] ??= {});

/**
 * Every restaurant's configuration, by store id, loaded together. Requests that find them expired share one load:
 * kept one restaurant at a time, fifty slot searches arriving as the entries expired each loaded their restaurant
 * (six reads apiece), a stall of 150-250 ms for everyone waiting (docs/decisions/0044).
 */
export function cachedBookingConfigs(load: () => Promise<BookableRestaurants>, now = Date.now()): Promise<BookableRestaurants> {
  const current = cache.current;
  if (current && current.expires > now) return current.configs;
  const loading = { configs: load(), expires: now + CONFIG_TTL_MS };
  cache.current = loading;
  // A failed load (the database away) is not kept: the next request tries again. Its callers get the failure.
  loading.configs.catch(() => {
    if (cache.current === loading) cache.current = undefined;
  });
  return loading.configs;
}

/** Forgets the kept configurations in this process, and any load already under way (it may have read the old ones). */
export const clearBookingConfigs = () => {
  cache.current = undefined;
};

export const forgetBookingConfigs: CollectionAfterChangeHook & CollectionAfterDeleteHook = ({ doc }) => {
  clearBookingConfigs();
  return doc;
};

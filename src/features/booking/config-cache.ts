import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';
import type { BookableRestaurant } from './repository';

/**
 * Booking configurations are read on every slot search, and change rarely: each process keeps them for a few
 * seconds. A save in the back-office forgets them at once in the saving process; other instances (PostgreSQL
 * scale-out) see the change within CONFIG_TTL_MS. Bookings themselves are never cached.
 */
const CONFIG_TTL_MS = 10_000;

type Cache = Map<number, { entry: BookableRestaurant | null; expires: number }>;

/**
 * One cache per process, whichever copy of this module runs: Next bundles pages, route handlers and server actions as
 * separate graphs, so the hook that forgets (run by the Payload instance, built from whichever graph started it) and
 * the booking API that reads may hold different copies of this file. A module-level Map would then be two caches.
 */
const CACHE_KEY = Symbol.for('marigold.booking-config-cache');
const cache: Cache = ((globalThis as Record<symbol, Cache | undefined>)[CACHE_KEY] ??= new Map());

/** A restaurant's configuration (null when no restaurant has the storeId, which is worth remembering too). */
export async function cachedBookingConfig(
  storeId: number,
  load: () => Promise<BookableRestaurant | null>,
  now = Date.now(),
): Promise<BookableRestaurant | null> {
  const hit = cache.get(storeId);
  if (hit && hit.expires > now) return hit.entry;
  const entry = await load();
  cache.set(storeId, { entry, expires: now + CONFIG_TTL_MS });
  return entry;
}

/** Forgets every kept configuration in this process. */
export const clearBookingConfigs = () => cache.clear();

export const forgetBookingConfigs: CollectionAfterChangeHook & CollectionAfterDeleteHook = ({ doc }) => {
  clearBookingConfigs();
  return doc;
};

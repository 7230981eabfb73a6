/** A failed code-chunk load (usually after a new release) reloads the page, at most once per 60 seconds (spec section 2). */
const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const STORAGE_KEY = 'mg_chunk_reload_at';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module/i.test(error.message);
}

/** Reloads when the last such reload was long enough ago; returns whether it did. */
export function reloadForChunkError(storage: Pick<Storage, 'getItem' | 'setItem'>, reload: () => void, now = Date.now()): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}

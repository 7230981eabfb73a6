import { legacyRedirects } from './legacy-redirects';

/** Permanent redirect status (spec section 9). */
export const PERMANENT_REDIRECT = 301;

const byLowerCasePath = new Map(legacyRedirects.map(([from, to]) => [from.toLowerCase(), to]));

/** Collapses repeated slashes and drops a trailing slash from any path but the root. */
export function normalisePath(pathname: string): string {
  const single = pathname.replace(/\/{2,}/g, '/');
  return single.length > 1 && single.endsWith('/') ? single.replace(/\/+$/, '') || '/' : single;
}

/** Puts the query back, and places a target's own #fragment after it. */
function withQuery(target: string, search: string): string {
  if (!search) return target;
  const hashAt = target.indexOf('#');
  if (hashAt === -1) return target + search;
  return target.slice(0, hashAt) + search + target.slice(hashAt);
}

/**
 * Where a request for `pathAndQuery` must be sent instead, or null when it is served as it is.
 * Slash clean-up and legacy addresses are resolved in one hop, so /ALLERGY/ goes straight to /menu.
 * The browser keeps the request's own #fragment across the redirect, so "keeping the hash" needs nothing here.
 */
export function redirectFor(pathAndQuery: string): string | null {
  const queryAt = pathAndQuery.indexOf('?');
  const pathname = queryAt === -1 ? pathAndQuery : pathAndQuery.slice(0, queryAt);
  const search = queryAt === -1 ? '' : pathAndQuery.slice(queryAt);

  const normalised = normalisePath(pathname);
  const legacyTarget = byLowerCasePath.get(safeDecode(normalised).toLowerCase());
  if (legacyTarget) return withQuery(legacyTarget, search);
  if (normalised !== pathname) return normalised + search;
  return null;
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    // A malformed escape cannot match a table entry (they are plain ASCII); compare it as sent.
    return path;
  }
}

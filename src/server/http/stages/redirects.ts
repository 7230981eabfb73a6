import { answeringPathOf, LEGACY_API_OWN_ROUTES } from '@/features/routing/legacy-api-aliases.mjs';
import { PERMANENT_REDIRECT, redirectFor } from '@/features/routing/redirect-rules';
import type { Stage } from '../pipeline';

/** The path of `url` as a router reads it: no query, dot segments resolved; null when it is no path at all. */
function resolvedPath(url: string): string | null {
  try {
    return new URL(`http://site${url.startsWith('/') ? '' : '/'}${url}`).pathname;
  } catch (error) {
    if (error instanceof TypeError) return null;
    throw error;
  }
}

/** The address of the route that answers a /cdg/… `url` (its query kept), or null when it is no alias's. */
export function aliasedRouteUrl(url: string): string | null {
  if (!url.includes('cdg')) return null;
  const path = resolvedPath(url);
  if (path === null || LEGACY_API_OWN_ROUTES.includes(path)) return null;
  const route = answeringPathOf(path);
  return route === path ? null : route + url.slice(url.split(/[?#]/, 1)[0]!.length);
}

/**
 * The spec's redirects (Next cannot give a 301 for repeated slashes: it answers 308 before any proxy runs), then the
 * older API's paths (/cdg/…) pointed at the current routes that answer them, from the table the body limits, origin
 * check and rate limits resolve through (legacy-api-aliases.mjs). A route file of the old API's own
 * (/cdg/booking/allVenueIds) answers itself. Next's build files are never redirected.
 */
export const redirects: Stage = {
  name: 'redirects and aliases',
  run({ req, res, url }) {
    if (url.startsWith('/_next/')) return 'next';
    const target = redirectFor(url);
    if (target) {
      res.writeHead(PERMANENT_REDIRECT, { Location: target, 'Cache-Control': 'public, max-age=3600' });
      res.end();
      return 'answered';
    }
    const route = aliasedRouteUrl(url);
    if (route !== null) req.url = route;
    return 'next';
  },
};

/**
 * The older API's paths (/cdg/…) and the current routes that answer them: the one table that next.config.mjs rewrites
 * from and that the rate limits resolve through (src/server/http/rate-limit-rules.ts), so that a request is counted
 * under the route that answers it and an alias cannot exist without its route's limit. Plain JavaScript, because
 * next.config.mjs loads it before anything is compiled.
 */

/** @type {readonly { alias: string; route: string }[]} */
const LEGACY_API_ALIASES = [
  { alias: '/cdg/booking', route: '/api/booking' },
  { alias: '/cdg/offers', route: '/api/offer' },
];

/**
 * The aliases as Next.js rewrites. Next applies them after the file system's own routes, so a route file of the old
 * API's own (/cdg/booking/allVenueIds, a GET that no limit counts) answers itself.
 * @returns {{ source: string; destination: string }[]}
 */
export const legacyApiRewrites = () => LEGACY_API_ALIASES.map(({ alias, route }) => ({ source: `${alias}/:path*`, destination: `${route}/:path*` }));

/**
 * The path of the route that answers `path` (no query string): the current route for an alias, else `path` itself.
 * @param {string} path
 * @returns {string}
 */
export function answeringPathOf(path) {
  for (const { alias, route } of LEGACY_API_ALIASES) {
    if (path === alias || path.startsWith(`${alias}/`)) return route + path.slice(alias.length);
  }
  return path;
}

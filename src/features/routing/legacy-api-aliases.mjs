/**
 * The older API's paths (/cdg/…) and the current routes that answer them: the one table that server.ts's redirects
 * stage rewrites from (src/server/http/stages/redirects.ts) and that the body limits, origin check and rate limits
 * resolve through (src/server/http/rate-limit-rules.ts), so that a request is counted under the route that answers it
 * and an alias cannot exist without its route's limit.
 */

/** @type {readonly { alias: string; route: string }[]} */
export const LEGACY_API_ALIASES = [
  { alias: '/cdg/booking', route: '/api/booking' },
  { alias: '/cdg/offers', route: '/api/offer' },
];

/**
 * Route files of the old API's own, under an alias's path, which answer themselves rather than the alias's route
 * (/cdg/booking/allVenueIds, a GET that no limit counts). tests/unit/rate-limit-routes.test.ts checks this against src/app.
 * @type {readonly string[]}
 */
export const LEGACY_API_OWN_ROUTES = ['/cdg/booking/allVenueIds'];

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

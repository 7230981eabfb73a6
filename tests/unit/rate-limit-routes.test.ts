import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import nextConfig from '../../next.config.mjs';
import { LEGACY_API_ALIASES, LEGACY_API_OWN_ROUTES } from '@/features/routing/legacy-api-aliases.mjs';
import { aliasedRouteUrl } from '@/server/http/stages/redirects';
import { answeringPath } from '@/server/http/answering-path';
import { rateLimitRuleFor } from '@/server/http/rate-limit-rules';
import { exportedMethods, routeFiles, routeOfFolder } from '../support/state-changing-endpoints';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const appDir = path.join('src', 'app');

/** Every route file's methods at the path Next serves it, from src/app itself: `/api/booking/create/[storeId]`. */
const routes = routeFiles().flatMap((file) => {
  const route = routeOfFolder(path.relative(appDir, path.dirname(file)));
  return exportedMethods(readFileSync(file, 'utf8'), METHODS).map((method) => ({ method, route }));
});

/** A path a route answers: each dynamic segment filled in (`[storeId]` → `store-1`, `[...slug]` → `a/b`). */
const pathOf = (route: string) => route.replace(/\[\[?\.\.\.\w+\]\]?/g, 'a/b').replace(/\[(\w+)\]/g, '$1-1');

/** The aliases as server.ts's redirects stage serves them: each route under an alias's route, at the alias's path. */
async function aliases() {
  const ownRoutes = new Set(routes.map(({ route }) => route));
  return LEGACY_API_ALIASES.flatMap(({ alias: from, route: to }) =>
    routes
      .filter(({ route }) => route.startsWith(`${to}/`))
      .map(({ method, route }) => ({ method, route, alias: `${from}${route.slice(to.length)}` }))
      // A route file of the alias's own answers itself (LEGACY_API_OWN_ROUTES).
      .filter(({ alias }) => !ownRoutes.has(alias)),
  );
}

describe('rate limits count the route that answers, not how it was spelt', () => {
  it('the redirects stage rewrites from the same table the limits resolve through, and Next rewrites nothing itself', async () => {
    expect(nextConfig.rewrites).toBeUndefined();
    for (const { route, alias } of await aliases()) expect(aliasedRouteUrl(`${pathOf(alias)}?x=1`), alias).toBe(`${pathOf(route)}?x=1`);
    expect(LEGACY_API_OWN_ROUTES).toEqual(
      [...new Set(routes.map(({ route }) => route))].filter((route) => LEGACY_API_ALIASES.some(({ alias }) => route.startsWith(`${alias}/`))),
    );
    for (const own of LEGACY_API_OWN_ROUTES) expect(aliasedRouteUrl(own)).toBeNull();
  });

  it('counts every alias Next serves under its route’s rule, and every limited route the old API has is among them', async () => {
    const found = await aliases();
    for (const { method, route, alias } of found) {
      expect(rateLimitRuleFor(method, pathOf(alias))?.name, `${method} ${alias}`).toBe(rateLimitRuleFor(method, pathOf(route))?.name);
    }
    const limited = found.filter(({ method, alias }) => rateLimitRuleFor(method, pathOf(alias)));
    expect(limited.map(({ method, alias }) => `${method} ${alias}`).sort()).toEqual([
      'POST /cdg/booking/create/[storeId]',
      'POST /cdg/booking/enquiry/[storeId]',
      'POST /cdg/booking/events/[storeId]',
      'POST /cdg/booking/waitlist/[storeId]',
      'POST /cdg/offers/getcode',
    ]);
    // Before the aliases were resolved these were counted by nothing.
    expect(rateLimitRuleFor('POST', '/cdg/booking/create/1')?.name).toBe('booking');
    expect(rateLimitRuleFor('POST', '/cdg/offers/getcode?x=1')?.name).toBe('voucher');
  });

  it('reads a path as Next’s router does: no query or fragment, dot segments resolved, escapes kept', () => {
    // Each of these reached POST /api/token or the booking create route on a running site, uncounted before.
    expect(answeringPath('/cdg/booking/create/7?when=now#top')).toBe('/api/booking/create/7');
    expect(rateLimitRuleFor('POST', '/api/token#x')?.name).toBe('token');
    expect(rateLimitRuleFor('POST', '/api/x/../token')?.name).toBe('token');
    expect(rateLimitRuleFor('POST', '/api/x/%2e%2E/token')?.name).toBe('token');
    expect(rateLimitRuleFor('POST', '/api/%2e/token/.')?.name).toBe('token');
    expect(rateLimitRuleFor('POST', '/cdg/../api/token')?.name).toBe('token');
    expect(rateLimitRuleFor('POST', '/cdg/booking/./create/7')?.name).toBe('booking');
    expect(rateLimitRuleFor('POST', '/api/offer/x/../getcode')?.name).toBe('voucher');
    expect(answeringPath('/cdg/offers')).toBe('/api/offer');
    // Next does not decode an escaped name (its catch-all answers /api/%74oken, 401), nor a slash inside a segment.
    expect(answeringPath('/api/%74oken')).toBe('/api/%74oken');
    expect(rateLimitRuleFor('POST', '/api/booking/create/a%2Fb')?.name).toBe('booking');
  });

  it('leaves the forms’ pages to their server actions (each counts itself) and keeps the route handlers beside them', () => {
    for (const page of ['/sign-up', '/preferences/p-1', '/offer/summer', '/refer-a-friend', '/referral', '/careers', '/contact-us', '/', '/book-now']) {
      expect(rateLimitRuleFor('POST', page), page).toBeUndefined();
    }
    expect(rateLimitRuleFor('POST', '/sign-up/confirm/t-1/accept')?.name).toBe('sign-up');
    expect(rateLimitRuleFor('POST', '/preferences/p-1/erase')?.name).toBe('sign-up');
    expect(rateLimitRuleFor('POST', '/book-now/confirm')?.name).toBe('booking-no-script');
  });
});

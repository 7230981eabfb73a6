/**
 * The per-visitor rate limits count the route that answers, however it is reached: through the older API's aliases
 * (/cdg/…, listed here from the aliases' table and the route files, so a new alias is tested without anyone
 * adding it), and for the forms' server actions, posted to any page with or without JavaScript (listed from the
 * build's manifest, so a new action without a limit fails here).
 */
import { describe, expect, it } from 'vitest';
import { serviceResults } from '@/features/api/service-results';
import { rateLimitRuleFor } from '@/server/http/rate-limit-rules';
import { byFetchEntries, withoutJavaScriptEnvelope } from '../support/server-actions';
import { apiClient, runningSites } from '../support/site-api';
import { rewrittenEndpoints, routeHandlerEndpoints, serverActionEndpoints } from '../support/state-changing-endpoints';
import { newVisitorAddress, visitorHeaders } from '../support/visitor';

const STORE_ID = 1;
const TOO_MANY = serviceResults.tooManyRequests.message;

/** A route's path with its dynamic segments filled in. */
const pathOf = (route: string) => route.replace(/\[storeId\]/g, String(STORE_ID)).replace(/\[(\w+)\]/g, '$1-1');

/** Every alias of a route that has a limit, from the router's own rewrites and route files. */
async function limitedAliases() {
  const routes = routeHandlerEndpoints();
  const aliases = await rewrittenEndpoints(routes);
  return aliases.flatMap((alias) => {
    const route = routes.find((candidate) => candidate.file === alias.file && candidate.method === alias.method)!;
    const rule = rateLimitRuleFor(route.method, pathOf(route.route));
    return rule ? [{ method: alias.method, alias: pathOf(alias.route), route: pathOf(route.route), points: rule.points }] : [];
  });
}

/** One distinct server action of the site's forms per entry, with a page that carries it. */
const siteActions = () => [...new Map(serverActionEndpoints().map((endpoint) => [endpoint.action, endpoint])).values()];

describe.each(runningSites)('rate limits count routes, not spellings, on %s', (_name, base) => {
  it('21 booking creates through /cdg/booking/create/{storeId} from one visitor: the 21st gets 429, as through /api/booking/create', async () => {
    const api = await apiClient(base);
    const visitor = newVisitorAddress();
    const create = () =>
      fetch(`${base}/cdg/booking/create/${STORE_ID}`, {
        method: 'POST',
        headers: { ...api.headers, ...visitorHeaders(base, visitor), 'Content-Type': 'application/json' },
        body: '{}',
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) statuses.push((await create()).status);
    // The endpoint itself answered each (the body is refused): none was the limit's.
    expect(statuses.every((status) => status === 400)).toBe(true);
    const limited = await create();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: serviceResults.tooManyRequests.code });
  });

  it('knows an alias only as the limits spell it: /CDG/booking/… is no alias, not the booking API left uncounted', async () => {
    // Next matched its rewrites without regard to case, while the limits read /cdg/… as written: /CDG/booking/create/1
    // reached the create route, counted by no limit. The redirects stage rewrites exactly what the limits resolve.
    const api = await apiClient(base);
    for (const path of ['/CDG/booking/locations', '/cdg/Booking/locations']) {
      expect((await fetch(`${base}${path}`, { headers: api.headers })).status, path).toBe(404);
    }
    expect((await fetch(`${base}/cdg/booking/locations`, { headers: api.headers })).status).toBe(200);
  });

  it('counts every alias listed from the router together with its route', async () => {
    const aliases = await limitedAliases();
    expect(aliases.map(({ method, alias }) => `${method} ${alias}`).sort()).toEqual([
      'POST /cdg/booking/create/1',
      'POST /cdg/booking/enquiry/1',
      'POST /cdg/booking/events/1',
      'POST /cdg/booking/waitlist/1',
      'POST /cdg/offers/getcode',
    ]);
    const api = await apiClient(base);
    for (const { method, alias, route, points } of aliases) {
      const visitor = newVisitorAddress();
      const send = (path: string) =>
        fetch(`${base}${path}`, { method, headers: { ...api.headers, ...visitorHeaders(base, visitor), 'Content-Type': 'application/json' }, body: '{}' });
      // Half of the allowance through the route, half through the alias: one count.
      for (let attempt = 0; attempt < points; attempt++) expect((await send(attempt % 2 ? alias : route)).status, `${alias} #${attempt + 1}`).not.toBe(429);
      expect((await send(alias)).status, alias).toBe(429);
      expect((await send(route)).status, route).toBe(429);
    }
  }, 60_000);

  it('counts each server action wherever it is posted: with JavaScript, to a page that does not carry it', async () => {
    const actions = siteActions();
    expect(actions.map(({ action }) => action.split('#')[1]).sort()).toEqual(
      expect.arrayContaining(['claimReferralAction', 'claimVoucherAction', 'inviteFriendAction', 'savePreferencesAction', 'signUpAction']),
    );
    for (const { action, actionId } of actions) {
      const visitor = newVisitorAddress();
      // With JavaScript, posted to the home page: Next forwards an action that page does not carry to one that does.
      const post = async () => {
        const form = new FormData();
        for (const [name, value] of byFetchEntries([])) form.append(name, value);
        const answer = await fetch(`${base}/`, {
          method: 'POST',
          headers: { ...visitorHeaders(base, visitor), 'Next-Action': actionId, Accept: 'text/x-component' },
          body: form,
        });
        expect(answer.status, action).toBeLessThan(500);
        return answer.text();
      };
      let answered = 0;
      while (answered <= 20 && !(await post()).includes(TOO_MANY)) answered++;
      // The limits of the forms allow 10 or 20 posts in ten minutes; an action no limit counts is never refused.
      expect([10, 20], `${action} refused after ${answered} posts`).toContain(answered);
    }
  }, 120_000);

  it('counts an action and the API route that does the same under one allowance', async () => {
    const signUp = siteActions().find(({ action }) => action.endsWith('#signUpAction'))!;
    const api = await apiClient(base);
    const visitor = newVisitorAddress();
    for (let attempt = 0; attempt < 10; attempt++) {
      const answer = await fetch(`${base}/api/signup`, {
        method: 'POST',
        headers: { ...api.headers, ...visitorHeaders(base, visitor), 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(answer.status).toBe(400);
    }
    const form = new FormData();
    for (const [name, value] of byFetchEntries([])) form.append(name, value);
    const refused = await fetch(`${base}/sign-up`, {
      method: 'POST',
      headers: { ...visitorHeaders(base, visitor), 'Next-Action': signUp.actionId, Accept: 'text/x-component' },
      body: form,
    });
    expect(await refused.text()).toContain(TOO_MANY);
  });

  it('counts the sign-up strip posted without JavaScript to the pages that carry it (/ and /book-now)', async () => {
    const signUp = siteActions().find(({ action }) => action.endsWith('#signUpAction'))!;
    const visitor = newVisitorAddress();
    for (let attempt = 0; attempt < 10; attempt++) {
      const form = new FormData();
      for (const [name, value] of [...withoutJavaScriptEnvelope(signUp.actionId), ['variant', 'strip'], ['emailAddress', 'not-an-address']])
        form.append(name!, value!);
      const answer = await fetch(`${base}${attempt % 2 ? '/book-now' : '/'}`, {
        method: 'POST',
        headers: visitorHeaders(base, visitor),
        body: form,
        redirect: 'manual',
      });
      expect(answer.status).toBeLessThan(500);
      await answer.arrayBuffer();
    }
    // The ten were counted: the same visitor's next sign-up, by any way, is refused.
    const form = new FormData();
    for (const [name, value] of byFetchEntries([])) form.append(name, value);
    const refused = await fetch(`${base}/sign-up`, {
      method: 'POST',
      headers: { ...visitorHeaders(base, visitor), 'Next-Action': signUp.actionId, Accept: 'text/x-component' },
      body: form,
    });
    expect(await refused.text()).toContain(TOO_MANY);
  }, 60_000);
});

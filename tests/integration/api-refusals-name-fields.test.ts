/**
 * Every refusal of the public API names the missing or invalid field (issue 33, item 7): an empty object posted to
 * each POST route under /api (found in src/app, so a new route is checked without being listed) is refused with
 * `errors` naming fields, never the whole `request`. Before, a z.union hid which field failed: POST /api/signup
 * without `botCheck` answered `errors: { request: "Invalid input" }`.
 * Store used here (and nowhere else for creates): 1035 (Union Street, Aberdeen); nothing is booked.
 */
import { describe, expect, it } from 'vitest';
import { apiClient, runningSites, staffHeaders } from '../support/site-api';
import { routeHandlerEndpoints } from '../support/state-changing-endpoints';

const STORE = 1035;

/** POST routes that read no fields from the body, so have none to name. */
const TAKES_NO_FIELDS: Record<string, string> = {
  '/api/token': 'issues a token to anyone; the body is ignored',
  '/api/exponea/getcustomerpreferences/[customerGuid]': 'reads only the guid in its path: an unknown one is a 404',
  '/api/[...unknown]': 'no such endpoint: a 404',
  '/api/staff/bookings/[reference]/clear-no-shows': 'reads only the booking reference in its path: an unknown one is a 404',
  '/api/staff/waitlist/[id]/offer': 'reads only the waitlist entry in its path: an unknown one is a 404',
};

const routes = routeHandlerEndpoints()
  .filter((endpoint) => endpoint.method === 'POST' && endpoint.route.startsWith('/api/') && !(endpoint.route in TAKES_NO_FIELDS))
  .map((endpoint) => endpoint.route);

type Refusal = { errors?: Record<string, string> };

it('finds the API’s POST routes that read fields', () => {
  for (const expected of [
    '/api/signup',
    '/api/offer/getcode',
    '/api/jobs/application',
    '/api/contact/sendemail',
    '/api/booking/create/[storeId]',
    '/api/v1/braintree/submit',
  ]) {
    expect(routes).toContain(expected);
  }
});

describe.each(runningSites)('refusals of an empty body on %s', { timeout: 60_000 }, (_site, base) => {
  it.each(routes)('%s names the fields it needs', async (route) => {
    const api = await apiClient(base);
    // The staff API's routes sign in as staff (docs/api.md); the body is read before the booking is looked up.
    const staff: Record<string, string> = route.startsWith('/api/staff/') ? { Authorization: (await staffHeaders(base)).Authorization } : {};
    const path = route.replace('[storeId]', String(STORE)).replace('[reference]', 'MG-NONE-0000');
    // `botCheck: undefined` keeps the test client from adding the booking journey's proof: the body sent is {}.
    const answer = await api.postJson<Refusal>(path, { botCheck: undefined }, staff);
    // 400 for a missing field; 403 where the bot check runs first (the enquiry forms), naming `botCheck` all the same.
    expect([400, 403], JSON.stringify(answer.body)).toContain(answer.status);
    const fields = Object.keys(answer.body.errors ?? {});
    expect(fields.length, JSON.stringify(answer.body)).toBeGreaterThan(0);
    expect(fields).not.toContain('request');
  });

  it('names each missing field of a sign-up without a bot-check proof, in either variant', async () => {
    const api = await apiClient(base);
    const full = await api.postJson<Refusal>('/api/signup', {
      emailAddress: 'refusals@example.com',
      favouriteRestaurant: STORE,
      firstName: 'Ann',
      birthday: { day: 1, month: 2 },
      acceptTerms: true,
    });
    expect(full).toMatchObject({ status: 400, body: { errors: { botCheck: expect.any(String) } } });
    expect(Object.keys(full.body.errors!)).toEqual(['botCheck']);
    const strip = await api.postJson<Refusal>('/api/signup', { variant: 'strip', emailAddress: 'refusals@example.com' });
    expect(strip.status).toBe(400);
    expect(Object.keys(strip.body.errors!).sort()).toEqual(['acceptTerms', 'botCheck']);
  });
});

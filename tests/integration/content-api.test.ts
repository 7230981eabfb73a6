import { describe, expect, it } from 'vitest';
import { apiClient, BRAND_KEY, accessToken, runningSites } from '../support/site-api';
import { legacyVenues } from '@/features/routing/legacy-venues';

describe.each(runningSites)('content API on %s', (_, base) => {
  it('issues a 23-hour access token', async () => {
    const response = await fetch(`${base}/api/token`, { method: 'POST', body: '{"clearCache":false}', headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { accessToken: string; expiresIn: number };
    expect(body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.expiresIn).toBe(82_800);
  });

  it.each([
    ['no headers at all', { token: false, brandKey: null, sessionId: null }],
    ['no bearer token', { token: false, brandKey: BRAND_KEY, sessionId: 'session-12345678' }],
    ['a wrong brand key', { token: true, brandKey: 'other-brand', sessionId: 'session-12345678' }],
    ['no session id', { token: true, brandKey: BRAND_KEY, sessionId: null }],
  ])('answers 401 with a service result for %s', async (_, { token, brandKey, sessionId }) => {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${await accessToken(base)}`;
    if (brandKey) headers['X-Brand-Key'] = brandKey;
    if (sessionId) headers['X-Session-Id'] = sessionId;
    const response = await fetch(`${base}/api/v1/content/brand-settings`, { headers });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 100, title: 'Unauthorized', message: expect.any(String) });
  });

  it('refuses a forged token', async () => {
    const forged = `${(await accessToken(base)).slice(0, -4)}AAAA`;
    const response = await fetch(`${base}/api/v1/content/choices`, {
      headers: { Authorization: `Bearer ${forged}`, 'X-Brand-Key': BRAND_KEY, 'X-Session-Id': 'session-12345678' },
    });
    expect(response.status).toBe(401);
  });

  it('serves a published page, and a null body with 404 for a missing one', async () => {
    const api = await apiClient(base);
    const page = await api.getJson<{ slug: string; title: string; tiles: unknown[] }>('/api/v1/content/page/cookie-policy');
    expect(page.status).toBe(200);
    expect(page.body.slug).toBe('cookie-policy');
    expect(page.body.tiles.length).toBeGreaterThan(0);
    expect((await api.getJson<{ slug: string }>('/api/v1/content/page/about/our-story')).body.slug).toBe('about/our-story');
    const missing = await api.get('/api/v1/content/page/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('null');
  });

  it('serves the brand settings', async () => {
    const api = await apiClient(base);
    const { status, body } = await api.getJson<{ siteName: string; siteId: string; mastheadItems: unknown[]; footerItems: unknown[] }>(
      '/api/v1/content/brand-settings',
    );
    expect(status).toBe(200);
    expect(body.siteName).toBe('Marigold Grill');
    expect(body.siteId).toBe('marigold-grill');
    expect(body.mastheadItems.length).toBeGreaterThan(2);
    expect(body.footerItems.length).toBeGreaterThan(2);
  });

  it('lists every restaurant, the ten legacy venues among them', async () => {
    const api = await apiClient(base);
    const { body } = await api.getJson<{ city: string; slug: string; storeId: number }[]>('/api/v1/content/search-restaurants');
    expect(body.length).toBeGreaterThanOrEqual(30);
    for (const venue of legacyVenues) expect(body).toContainEqual(expect.objectContaining({ city: venue.city, slug: venue.slug }));
    expect(body.filter((restaurant) => restaurant.city === 'center-parcs').length).toBeGreaterThanOrEqual(2);
    expect(new Set(body.map((restaurant) => restaurant.storeId)).size).toBe(body.length);
  });

  it('finds a restaurant by slug and city, by slug, and by store id', async () => {
    const api = await apiClient(base);
    const bySlugAndCity = await api.getJson<{ storeId: number; title: string }>('/api/v1/content/restaurant/slug/metrocentre/city/gateshead');
    expect(bySlugAndCity.status).toBe(200);
    const bySlug = await api.getJson<{ storeId: number }>('/api/v1/content/getRestaurantBySlug/metrocentre');
    expect(bySlug.body.storeId).toBe(bySlugAndCity.body.storeId);
    const byStoreId = await api.getJson<{ slug: string }>(`/api/v1/content/restaurant/${bySlugAndCity.body.storeId}`);
    expect(byStoreId.body.slug).toBe('metrocentre');
  });

  it.each([
    '/api/v1/content/restaurant/slug/metrocentre/city/leeds',
    '/api/v1/content/getRestaurantBySlug/nowhere',
    '/api/v1/content/restaurant/999999',
    '/api/v1/content/restaurant/not-a-number',
  ])('answers %s with code 3 and 404', async (path) => {
    const api = await apiClient(base);
    const { status, body } = await api.getJson(path);
    expect(status).toBe(404);
    expect(body).toEqual({ code: 3, title: 'Restaurant not found', message: "Sorry, something's not working, please contact the restaurant directly." });
  });

  it('serves the form choices', async () => {
    const api = await apiClient(base);
    const { body } = await api.getJson<Record<string, { value: string; label: string }[]>>('/api/v1/content/choices');
    expect(body.enquiryTypes!.length).toBeGreaterThan(0);
    expect(body.interests![0]).toEqual({ value: expect.any(String), label: expect.any(String), id: expect.any(String) });
  });

  it('answers unknown API addresses with a JSON 404', async () => {
    const api = await apiClient(base);
    const { status, body } = await api.getJson('/api/v1/content/nothing-here');
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 101 });
  });
});

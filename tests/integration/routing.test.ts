import { describe, expect, it } from 'vitest';
import { runningSites } from '../support/site-api';

const redirectOf = async (base: string, path: string) => {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') };
};

describe.each(runningSites)('routing over HTTP on %s', (_, base) => {
  it.each([
    ['/ALLERGY?x=1', '/menu?x=1'],
    ['/GATESHEAD', '/restaurants/gateshead/metrocentre'],
    ['/restaurants/dudley/merry-hill/book-now', '/restaurants/dudley/merry-hill#booking'],
    ['//terms-and-conditions/', '/terms-and-conditions'],
    ['/cookie-policy/?a=1', '/cookie-policy?a=1'],
    ['//restaurants//gateshead?q=1', '/restaurants/gateshead?q=1'],
    ['/booking', '/#booking'],
    ['/Privacy', '/privacy-policy'],
    ['//admin', '/admin'],
  ])('%s answers 301 to %s', async (from, to) => {
    expect(await redirectOf(base, from)).toEqual({ status: 301, location: to });
  });

  it('serves the home page and content pages', async () => {
    for (const path of ['/', '/cookie-policy', '/terms-and-conditions', '/privacy-policy', '/gift-cards', '/about/our-story', '/page-not-found']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('Marigold Grill');
    }
  });

  it.each(['/no-such-page', '/about/no-such-page', '/a/b/c', '/Cookie-Policy!', '/home'])('answers %s with the 404 page', async (path) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('This page could not be found');
  });

  it('answers an address with broken percent-encoding with the 404 page, or a 400 service result under /api', async () => {
    for (const path of ['/restaurants/%E0%A4%A', '/menu/main/filtered/%E0%A4%A', '/%E0%A4%A']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('This page could not be found');
    }
    const api = await fetch(`${base}/api/geo/search/%E0%A4%A`);
    expect(api.status).toBe(400);
    expect(((await api.json()) as { code: number }).code).toBe(102);
  });

  it('answers an offer address with a control character with the 404 page, not a failed query', async () => {
    const response = await fetch(`${base}/offer/%00`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('This page could not be found');
  });

  it('answers health checks', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ status: 'ready' });
  });

  it('serves the back-office sign-in', async () => {
    const response = await fetch(`${base}/admin/login`);
    expect(response.status).toBe(200);
  });
});

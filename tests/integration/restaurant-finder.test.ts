import { describe, expect, it } from 'vitest';
import { apiClient, runningSites, staffHeaders } from '../support/site-api';

type Located = { title: string; path: string; distance: number };
type LocationSearch = { origin: { label: string; kind: string } | null; locations: Located[]; message: string | null };

describe.each(runningSites)('restaurant finder on %s', (_, base) => {
  describe('geo search API', () => {
    it('ranks restaurants from a full postcode, nearest first, with distances in miles', async () => {
      const api = await apiClient(base);
      const { status, body } = await api.getJson<LocationSearch>('/api/geo/search/CH65%209JJ');
      expect(status).toBe(200);
      expect(body.origin).toMatchObject({ label: 'CH65 9JJ', kind: 'postcode' });
      expect(body.locations[0]).toMatchObject({ title: 'Cheshire Oaks', path: '/restaurants/ellesmere-port/cheshire-oaks' });
      expect(body.locations.length).toBeLessThanOrEqual(10);
      const distances = body.locations.map((location) => location.distance);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(Math.max(...distances)).toBeLessThanOrEqual(100);
      expect(body.message).toBeNull();
    });

    it.each([
      ['a partial postcode', 'ne11', 'Metrocentre'],
      ['a lower-case postcode', 'ne11%209yg', 'Metrocentre'],
      ['a town', 'Camberley', 'The Atrium'],
      ['a restaurant name', 'the%20printworks', 'The Printworks'],
    ])('answers %s', async (_, query, first) => {
      const api = await apiClient(base);
      const { body } = await api.getJson<LocationSearch>(`/api/geo/search/${query}`);
      expect(body.locations[0]?.title).toBe(first);
    });

    it.each([
      ['Newcastle', 'Newcastle upon Tyne', 'Eldon Square'],
      ['stoke', 'Stoke-on-Trent', 'Eastgate Street'],
    ])('reads "%s" as %s, the town a diner means', async (query, town, first) => {
      const api = await apiClient(base);
      const { body } = await api.getJson<LocationSearch>(`/api/geo/search/${query}`);
      expect(body.origin).toMatchObject({ label: town, kind: 'place' });
      expect(body.locations[0]?.title).toBe(first);
    });

    it('measures a town search from the town centre', async () => {
      const api = await apiClient(base);
      const { body } = await api.getJson<LocationSearch>('/api/geo/search/Camberley');
      expect(body.origin).toMatchObject({ label: 'Camberley', kind: 'place' });
      expect(body.locations[0]!.distance).toBeGreaterThan(0);
      expect(body.locations[0]!.distance).toBeLessThan(1);
    });

    it('leaves hidden restaurants out', async () => {
      const api = await apiClient(base);
      const { body } = await api.getJson<LocationSearch>('/api/geo/search/BA1');
      expect(body.locations.map((location) => location.title)).not.toContain('Milsom Street');
    });

    it('answers a query that matches nothing with an empty list and a message', async () => {
      const api = await apiClient(base);
      const { status, body } = await api.getJson<LocationSearch>('/api/geo/search/zzqqxx');
      expect(status).toBe(200);
      expect(body).toMatchObject({ origin: null, locations: [] });
      expect(body.message).toContain('zzqqxx');
    });

    it('ranks restaurants from a position, and has none for a position at sea', async () => {
      const api = await apiClient(base);
      const near = await api.getJson<LocationSearch>('/api/geo/search/lat/51.3370/lng/-0.7426');
      expect(near.status).toBe(200);
      expect(near.body.locations[0]?.title).toBe('The Atrium');
      const sea = await api.getJson<LocationSearch>('/api/geo/search/lat/49.5/lng/-11.5');
      expect(sea.status).toBe(200);
      expect(sea.body.locations).toEqual([]);
      expect(sea.body.message).toMatch(/within 100 miles/);
    });

    it('refuses a position that is not one, with a service result', async () => {
      const api = await apiClient(base);
      for (const path of ['/api/geo/search/lat/abc/lng/1', '/api/geo/search/lat/91/lng/0', '/api/geo/search/lat/51/lng/181']) {
        const response = await api.getJson<{ code: number; message: string }>(path);
        expect(response.status).toBe(400);
        expect(response.body.code).toBe(102);
      }
    });

    it('needs the API token like every other call', async () => {
      expect((await fetch(`${base}/api/geo/search/CH65%209JJ`)).status).toBe(401);
    });
  });

  describe('pages', () => {
    it('renders the finder with server-side results, so it works without JavaScript', async () => {
      // React separates adjacent text with <!-- --> in server HTML.
      const html = (await (await fetch(`${base}/restaurants?q=CH65+9JJ`)).text()).replaceAll('<!-- -->', '');
      expect(html).toContain('Nearest to CH65 9JJ');
      const titles = [...html.matchAll(/<h3><a href="\/restaurants\/[^"]+">([^<]+)<\/a><\/h3>/g)].map((match) => match[1]);
      expect(titles[0]).toBe('Cheshire Oaks');
      expect(await (await fetch(`${base}/find-us?q=Camberley`)).text()).toMatch(/<h3><a href="\/restaurants\/camberley\/the-atrium">The Atrium<\/a><\/h3>/);
    });

    it('serves restaurant and city pages, and 404s for unknown or hidden ones', async () => {
      const page = await fetch(`${base}/restaurants/ellesmere-port/cheshire-oaks`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<h1');
      expect(html).toContain('"@type":"Restaurant"');
      expect(html).toContain('<link rel="canonical" href="http://');
      expect((await fetch(`${base}/restaurants/manchester`)).status).toBe(200);
      expect((await fetch(`${base}/restaurants/nowhere`)).status).toBe(404);
      expect((await fetch(`${base}/restaurants/manchester/nowhere`)).status).toBe(404);
      expect((await fetch(`${base}/restaurants/bath/milsom-street`)).status).toBe(404);
      expect((await fetch(`${base}/restaurants/bath`)).status).toBe(404);
    });

    it('shows a restaurant by its slug alone, pointing search engines at its full address', async () => {
      const html = await (await fetch(`${base}/restaurants/cheshire-oaks`)).text();
      expect(html).toMatch(/<link rel="canonical" href="[^"]*\/restaurants\/ellesmere-port\/cheshire-oaks"/);
    });

    it('lists every public page in sitemap.xml and points robots.txt at it', async () => {
      const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
      expect(sitemap).toContain('/restaurants/ellesmere-port/cheshire-oaks</loc>');
      expect(sitemap).toContain('/restaurants/manchester</loc>');
      expect(sitemap).toContain('/cookie-policy</loc>');
      expect(sitemap).not.toContain('milsom-street');
      expect(sitemap).not.toContain('page-not-found');
      const robots = await (await fetch(`${base}/robots.txt`)).text();
      expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
      expect(robots).toContain('Disallow: /admin');
    });

    it('shows an edit made in the admin on the next visit to the restaurant and city pages', async () => {
      const headers = await staffHeaders(base);
      const { docs } = (await (await fetch(`${base}/cms-api/restaurants?where[slug][equals]=micklegate&depth=0`, { headers })).json()) as {
        docs: { id: number; title: string }[];
      };
      const restaurant = docs[0]!;
      const renamed = `Micklegate ${Date.now()}`;
      await fetch(`${base}/restaurants/york/micklegate`); // cached before the edit
      await fetch(`${base}/restaurants/york`);
      const update = await fetch(`${base}/cms-api/restaurants/${restaurant.id}`, { method: 'PATCH', headers, body: JSON.stringify({ title: renamed }) });
      expect(update.status).toBe(200);
      try {
        expect(await (await fetch(`${base}/restaurants/york/micklegate`)).text()).toContain(renamed);
        expect(await (await fetch(`${base}/restaurants/york`)).text()).toContain(renamed);
      } finally {
        await fetch(`${base}/cms-api/restaurants/${restaurant.id}`, { method: 'PATCH', headers, body: JSON.stringify({ title: restaurant.title }) });
      }
    });
  });
});

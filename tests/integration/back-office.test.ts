import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { apiClient, runningSites, staffHeaders } from '../support/site-api';
import { MANAGER } from '../support/staff';

const execFileAsync = promisify(execFile);

type FooterItem = { linkText: string; linkUrl: string; openInNewTab?: boolean; description?: string | null };

describe.each(runningSites)('back-office on %s', (_, base) => {
  it('a footer edit shows on the public site and in the API without a restart', async () => {
    const headers = await staffHeaders(base);
    const settings = (await (await fetch(`${base}/cms-api/globals/site-settings?depth=0`, { headers })).json()) as { footerItems: FooterItem[] };
    const original = settings.footerItems.map(({ linkText, linkUrl, openInNewTab, description }) => ({ linkText, linkUrl, openInNewTab, description }));
    const marker = `Accessibility statement ${Date.now()}`;
    await fetch(`${base}/`); // make sure the home page is cached before the edit

    const update = await fetch(`${base}/cms-api/globals/site-settings`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ footerItems: [...original, { linkText: marker, linkUrl: '/about/our-story', openInNewTab: false }] }),
    });
    expect(update.status).toBe(200);
    try {
      expect(await (await fetch(`${base}/`)).text()).toContain(marker);
      expect(await (await fetch(`${base}/cookie-policy`)).text()).toContain(marker);
      const api = await apiClient(base);
      const { body } = await api.getJson<{ footerItems: FooterItem[] }>('/api/v1/content/brand-settings');
      expect(body.footerItems.map((item) => item.linkText)).toContain(marker);
    } finally {
      await fetch(`${base}/cms-api/globals/site-settings`, { method: 'POST', headers, body: JSON.stringify({ footerItems: original }) });
    }
    expect(await (await fetch(`${base}/`)).text()).not.toContain(marker);
  });

  it('keeps drafts from visitors until they are published', async () => {
    const headers = await staffHeaders(base);
    const slug = `draft-check-${Date.now()}`;
    const created = await fetch(`${base}/cms-api/pages?draft=true`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Draft check', slug, _status: 'draft', tiles: [{ heading: 'Not yet' }] }),
    });
    expect(created.status).toBe(201);
    const { doc } = (await created.json()) as { doc: { id: number } };
    try {
      expect((await fetch(`${base}/${slug}`)).status).toBe(404);
      expect((await (await apiClient(base)).get(`/api/v1/content/page/${slug}`)).status).toBe(404);
      const anonymous = (await (await fetch(`${base}/cms-api/pages?where[slug][equals]=${slug}`)).json()) as { totalDocs: number };
      expect(anonymous.totalDocs).toBe(0);

      const published = await fetch(`${base}/cms-api/pages/${doc.id}`, { method: 'PATCH', headers, body: JSON.stringify({ _status: 'published' }) });
      expect(published.status).toBe(200);
      const page = await fetch(`${base}/${slug}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Not yet');
    } finally {
      await fetch(`${base}/cms-api/pages/${doc.id}`, { method: 'DELETE', headers });
    }
    expect((await fetch(`${base}/${slug}`)).status).toBe(404);
  });

  it('lets a restaurant manager edit only their own restaurants', async () => {
    const manager = await staffHeaders(base, MANAGER);
    const find = async (slug: string) =>
      (
        (await (await fetch(`${base}/cms-api/restaurants?where[slug][equals]=${slug}&depth=0`, { headers: manager })).json()) as {
          docs: { id: number; phone: string }[];
        }
      ).docs[0]!;
    const own = await find('cheshire-oaks');
    const other = await find('metrocentre');
    const ownEdit = await fetch(`${base}/cms-api/restaurants/${own.id}`, { method: 'PATCH', headers: manager, body: JSON.stringify({ phone: own.phone }) });
    expect(ownEdit.status).toBe(200);
    const otherEdit = await fetch(`${base}/cms-api/restaurants/${other.id}`, {
      method: 'PATCH',
      headers: manager,
      body: JSON.stringify({ phone: '0191 498 0999' }),
    });
    expect(otherEdit.status).toBe(403);
    const pageEdit = await fetch(`${base}/cms-api/globals/site-settings`, { method: 'POST', headers: manager, body: JSON.stringify({ siteName: 'Hijacked' }) });
    expect(pageEdit.status).toBe(403);
  });

  it('answers a body that is not the multipart it claims to be with 400, signed in or not (found by the fuzz test)', async () => {
    const headers = await staffHeaders(base);
    for (const auth of [{}, { Authorization: headers.Authorization }] as Record<string, string>[]) {
      for (const [type, body] of [
        ['multipart/form-data; boundary=zzz', '{"title":"x"}'],
        ['multipart/form-data', '--zzz\r\nbroken'],
        ['multipart/form-data; boundary=zzz', '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end'],
      ]) {
        const answer = await fetch(`${base}/cms-api/bookings`, { method: 'POST', headers: { ...auth, 'Content-Type': type! }, body });
        expect(answer.status, `${type} ${body}`).toBe(400);
        expect(await answer.json()).toEqual({ errors: [{ message: 'The request body could not be read.' }] });
      }
    }
  });

  it('answers a collection name that is a member of every object (toString, constructor, __proto__) with 404, as any unknown one (found by the fuzz test)', async () => {
    const headers = await staffHeaders(base);
    for (const name of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      for (const method of ['GET', 'POST', 'PATCH', 'DELETE']) {
        const answer = await fetch(`${base}/cms-api/${name}/1`, { method, headers, body: method === 'GET' ? undefined : '{}' });
        expect(answer.status, `${method} ${name}`).toBe(404);
        expect(await answer.json()).toEqual({ message: `Route not found "/cms-api/${name}/1"` });
      }
    }
    expect((await fetch(`${base}/cms-api/no-such-collection/1`, { headers })).status).toBe(404);
  });

  it('answers an id that is not a whole number as a document that does not exist: 404 (found by the fuzz test)', async () => {
    const headers = await staffHeaders(base);
    for (const path of ['/cms-api/restaurants/london', '/cms-api/pages/1.5', '/cms-api/bookings/NaN']) {
      for (const method of ['GET', 'PATCH', 'DELETE']) {
        const answer = await fetch(`${base}${path}`, { method, headers, body: method === 'GET' ? undefined : '{}' });
        expect(answer.status, `${method} ${path}`).toBe(404);
      }
      expect((await fetch(`${base}${path}`)).status, `a visitor's GET ${path}`).toBe(404);
    }
    expect((await fetch(`${base}/cms-api/restaurants/1`, { headers })).status).toBe(200);
  });

  it('refuses invalid content with a message on the field', async () => {
    const headers = await staffHeaders(base);
    const response = await fetch(`${base}/cms-api/pages`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Bad', slug: 'Not A Slug!', _status: 'published', tiles: [{}] }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { data?: { errors?: { path: string; message: string }[] } }[] };
    expect(body.errors[0]!.data!.errors).toContainEqual(expect.objectContaining({ path: 'slug' }));
  });

  it('refuses "menu" and "book-now" as a restaurant’s slug or city, with a message on the field', async () => {
    const headers = await staffHeaders(base);
    const fieldErrors = async (response: Response) => {
      expect(response.status).toBe(400);
      return ((await response.json()) as { errors: { data?: { errors?: { path: string; message: string }[] } }[] }).errors[0]!.data!.errors!;
    };
    const created = await fetch(`${base}/cms-api/restaurants`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: 'Menu House',
        storeId: 9901,
        slug: 'menu',
        city: 'book-now',
        cityName: 'Nowhere',
        lat: 53,
        lng: -2,
        address: { line1: '1 High Street', town: 'Nowhere', postcode: 'M1 1AA' },
      }),
    });
    expect(await fieldErrors(created)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'slug',
          message: '"menu" cannot be a slug: our addresses use it for menus (/restaurants/{city}/menu). Please choose another.',
        }),
        expect.objectContaining({
          path: 'city',
          message: '"book-now" cannot be a city: our addresses use it for booking (/restaurants/{city}/{slug}/book-now). Please choose another.',
        }),
      ]),
    );

    const { docs } = (await (await fetch(`${base}/cms-api/restaurants?where[slug][equals]=riverside&depth=0`, { headers })).json()) as {
      docs: { id: number; slug: string }[];
    };
    const renamed = await fetch(`${base}/cms-api/restaurants/${docs[0]!.id}`, { method: 'PATCH', headers, body: JSON.stringify({ slug: 'menu' }) });
    expect((await fieldErrors(renamed)).map((error) => error.path)).toEqual(['slug']);
    expect((await fetch(`${base}/restaurants/norwich/riverside`)).status).toBe(200);
  });

  it('refuses opening hours that are not HH:mm or Closed, and keeps what was saved', async () => {
    const headers = await staffHeaders(base);
    const { docs } = (await (await fetch(`${base}/cms-api/restaurants?where[slug][equals]=fosse-park&depth=0`, { headers })).json()) as {
      docs: { id: number; mondayOpen: string }[];
    };
    const restaurant = docs[0]!;
    const response = await fetch(`${base}/cms-api/restaurants/${restaurant.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ mondayOpen: '25:00', mondayClickCollectClose: 'Closed' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { data?: { errors?: { path: string; message: string }[] } }[] };
    const fieldErrors = body.errors[0]!.data!.errors!;
    expect(fieldErrors).toContainEqual(expect.objectContaining({ path: 'mondayOpen', message: expect.stringContaining('HH:mm') }));
    expect(fieldErrors.map((error) => error.path)).toContain('mondayClickCollectClose');
    const after = (await (await fetch(`${base}/cms-api/restaurants/${restaurant.id}?depth=0`, { headers })).json()) as { mondayOpen: string };
    expect(after.mondayOpen).toBe(restaurant.mondayOpen);
  });
});

describe('database preparation', () => {
  it.each(runningSites)(
    'changes nothing on a second start (%s)',
    async (name, base) => {
      const api = await apiClient(base);
      const before = (await api.getJson<unknown[]>('/api/v1/content/search-restaurants')).body.length;
      const databaseUrl = name === 'SQLite' ? process.env.TEST_SQLITE_DATABASE_URL : process.env.TEST_POSTGRES_DATABASE_URL;
      expect(databaseUrl, 'npm test passes the database URLs').toBeTruthy();
      // Run asynchronously: a synchronous spawn would stall this worker for the whole start, and its idle connections to
      // the site, closed by the server meanwhile, would then be reused as if still open.
      const run = await execFileAsync(path.resolve('node_modules/.bin/tsx'), ['scripts/prepare-database.ts'], {
        env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, PAYLOAD_SECRET: process.env.TEST_PAYLOAD_SECRET, LOG_LEVEL: 'info' },
        encoding: 'utf8',
      });
      expect(run.stdout).toContain('left it as it is');
      const headers = await staffHeaders(base);
      const counts = (await (await fetch(`${base}/cms-api/restaurants?limit=1&depth=0`, { headers })).json()) as { totalDocs: number };
      expect(counts.totalDocs).toBe(before);
      // A whole second start (tsx compiling the preparation, Payload loading, the migrations checked) in a process of its
      // own: on a busy machine that alone can pass the 30 s every other test is given.
    },
    120_000,
  );
});

import { describe, expect, it } from 'vitest';
import { apiClient, runningSites, staffHeaders } from '../support/site-api';
import { filterMenu, noFilter } from '@/features/menus/domain/menu-filter';
import type { MenuView } from '@/features/menus/menu-view';

/** Dish names on a rendered menu page (React separates adjacent text with <!-- --> in server HTML). */
const dishNames = (html: string) =>
  [...html.replaceAll('<!-- -->', '').matchAll(/<h3 class="[^"]*dishName[^"]*">([^<]+)<\/h3>/g)].map((match) => decode(match[1]!));
const rowNames = (html: string) => [...html.replaceAll('<!-- -->', '').matchAll(/<tr><th scope="row">([^<]+)<\/th>/g)].map((match) => decode(match[1]!));
const decode = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');
const allNames = (menu: MenuView) => menu.sections.flatMap((section) => section.items.map((item) => item.name));

describe.each(runningSites)('menus on %s', (_, base) => {
  const mainMenu = async () => (await (await apiClient(base)).getJson<MenuView>('/api/v1/content/menu/main')).body;

  it('serves a menu with every dish’s tags, allergens and calories from the API, and code 8 when missing', async () => {
    const api = await apiClient(base);
    const { status, body } = await api.getJson<MenuView>('/api/v1/content/menu/main');
    expect(status).toBe(200);
    expect(body.name).toBe('Main menu');
    const items = body.sections.flatMap((section) => section.items);
    expect(items.length).toBeGreaterThan(20);
    for (const item of items) {
      expect(item.kcal).toBeGreaterThan(0);
      expect(item.portion).not.toBe('');
      expect(Array.isArray(item.contains) && Array.isArray(item.mayContain)).toBe(true);
    }
    const missing = await api.getJson<{ code: number; message: string }>('/api/v1/content/menu/does-not-exist');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 8, message: 'This menu is not available.' });
  });

  it('lists the menus and shows one with the adult calorie statement and schema.org Menu data', async () => {
    const index = await (await fetch(`${base}/menu`)).text();
    for (const name of ['Main menu', 'Breakfast', 'Vegan menu', 'Drinks']) expect(index).toContain(name);
    const html = await (await fetch(`${base}/menu/main`)).text();
    expect(html).toContain('Adults need around 2000 kcal a day');
    expect(html).toContain('"@type":"Menu"');
    expect(html).toContain('"suitableForDiet":["https://schema.org/VeganDiet"');
    expect(html).toContain('"@type":"NutritionInformation"');
    expect(await (await fetch(`${base}/menu/kids`)).text()).not.toContain('Adults need around 2000 kcal a day');
  });

  it('filters by dietary tags from the address, exactly as the spec says, without JavaScript', async () => {
    const menu = await mainMenu();
    const expected = filterMenu(menu, { ...noFilter, diets: ['vegan', 'gluten-free'] });
    const response = await fetch(`${base}/menu/main?diet=vegan&diet=gluten-free`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(dishNames(html)).toEqual(allNames(expected));
    // The same, written out from the demo menu (src/seed/data/menus.ts): the dishes both vegan and gluten-free.
    expect(dishNames(html)).toEqual([
      'Chilli-lime corn ribs',
      'Sunshine grain bowl',
      'Harissa cauliflower & chickpea bowl',
      'Flame-grilled corn on the cob',
      'Garden side salad',
    ]);
    expect(expected.sections.length).toBeLessThan(menu.sections.length);
    for (const section of menu.sections.filter((candidate) => !expected.sections.some((kept) => kept.id === candidate.id))) {
      expect(html).not.toContain(`id="${section.id}-heading"`);
    }
  });

  it('says so when nothing matches', async () => {
    const html = (await (await fetch(`${base}/menu/drinks?diet=halal&diet=spicy`)).text()).replaceAll('<!-- -->', '');
    expect(dishNames(html)).toEqual([]);
    expect(html).toContain('No dishes on the Drinks match');
  });

  it('hides every dish containing an excluded allergen in the allergen guide', async () => {
    const menu = await mainMenu();
    const html = await (await fetch(`${base}/menu/main?view=allergens&exclude=milk&exclude=peanuts`)).text();
    const rows = rowNames(html);
    const unsafe = menu.sections.flatMap((section) => section.items).filter((item) => item.contains.includes('milk') || item.contains.includes('peanuts'));
    expect(unsafe.length).toBeGreaterThan(3);
    expect(rows.length).toBeGreaterThan(5);
    for (const item of unsafe) expect(rows).not.toContain(item.name);
    expect(rows).toEqual(allNames(filterMenu(menu, { diets: [], excluded: ['milk', 'peanuts'], strict: false })));
  });

  it('answers an unknown menu with 404 and "Menu not found."', async () => {
    for (const path of ['/menu/does-not-exist', '/our-menu/does-not-exist', '/menu/main/extra/segments']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('Menu not found.');
    }
  });

  it('shows a restaurant only the menus it serves', async () => {
    expect((await fetch(`${base}/restaurants/ellesmere-port/cheshire-oaks/menu/breakfast`)).status).toBe(200);
    expect((await fetch(`${base}/restaurants/camberley/the-atrium/menu/breakfast`)).status).toBe(404);
    const index = await (await fetch(`${base}/restaurants/camberley/the-atrium/menu`)).text();
    expect(index).toContain('Main menu');
    expect(index).not.toContain('>Breakfast<');
    const switched = await fetch(`${base}/restaurants/camberley/the-atrium/menu?menu=kids`, { redirect: 'manual' });
    expect(switched.status).toBe(303);
    expect(switched.headers.get('location')).toMatch(/\/restaurants\/camberley\/the-atrium\/menu\/kids$/);
  });

  it('shows a city the menus served at any of its restaurants, at /restaurants/{city}/menu', async () => {
    // Breakfast is served at The Printworks but not at Piccadilly Gardens, both in Manchester; not at all in Camberley.
    const index = await (await fetch(`${base}/restaurants/manchester/menu`)).text();
    expect(index).toContain('Our menus in Manchester');
    expect(index).toContain('href="/restaurants/manchester/menu/breakfast"');
    const main = await fetch(`${base}/restaurants/manchester/menu/main`);
    expect(main.status).toBe(200);
    const html = (await main.text()).replaceAll('<!-- -->', '');
    expect(html).toContain('Main menu');
    expect(html).toContain('in Manchester');
    expect(dishNames(html)).toEqual(allNames(await mainMenu()));
    expect((await fetch(`${base}/restaurants/manchester/menu/breakfast`)).status).toBe(200);
    expect((await fetch(`${base}/restaurants/manchester/piccadilly-gardens/menu/breakfast`)).status).toBe(404);
    expect((await fetch(`${base}/restaurants/camberley/menu/breakfast`)).status).toBe(404);

    const filtered = await (await fetch(`${base}/restaurants/manchester/menu/main?diet=vegan`)).text();
    expect(dishNames(filtered)).toEqual(allNames(filterMenu(await mainMenu(), { ...noFilter, diets: ['vegan'] })));
    const switched = await fetch(`${base}/restaurants/manchester/menu?menu=kids`, { redirect: 'manual' });
    expect(switched.status).toBe(303);
    expect(switched.headers.get('location')).toMatch(/\/restaurants\/manchester\/menu\/kids$/);
  });

  it('shows a restaurant’s menus at /restaurants/{slug}/menu, without the city', async () => {
    const index = await (await fetch(`${base}/restaurants/the-printworks/menu`)).text();
    expect(index).toContain('Our menus at The Printworks');
    expect(index).toContain('href="/restaurants/manchester/the-printworks/menu/breakfast"');
    expect((await fetch(`${base}/restaurants/the-printworks/menu/breakfast`)).status).toBe(200);
    expect((await fetch(`${base}/restaurants/the-atrium/menu/breakfast`)).status).toBe(404);
  });

  it('answers a city or restaurant that does not exist with 404 and "Menu not found."', async () => {
    for (const path of ['/restaurants/atlantis/menu', '/restaurants/atlantis/menu/main', '/restaurants/Manchester/menu/main']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('Menu not found.');
    }
  });

  it('shows a menu edit on the next visit', async () => {
    const headers = await staffHeaders(base);
    const { docs } = (await (await fetch(`${base}/cms-api/menus?where[slug][equals]=drinks&depth=0`, { headers })).json()) as {
      docs: { id: number; description: string }[];
    };
    const drinks = docs[0]!;
    const marker = `Freshly edited ${Date.now()}`;
    await fetch(`${base}/menu/drinks`);
    const update = await fetch(`${base}/cms-api/menus/${drinks.id}`, { method: 'PATCH', headers, body: JSON.stringify({ description: marker }) });
    expect(update.status).toBe(200);
    try {
      expect(await (await fetch(`${base}/menu/drinks`)).text()).toContain(marker);
    } finally {
      await fetch(`${base}/cms-api/menus/${drinks.id}`, { method: 'PATCH', headers, body: JSON.stringify({ description: drinks.description }) });
    }
  });
});

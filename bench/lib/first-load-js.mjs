// The JavaScript a page makes the browser download before it is interactive: every <script src> in its server HTML
// (Next lists each route's chunks there), each counted once, gzip-compressed as a server or CDN would send it.
import { gzipSync } from 'node:zlib';

/** The routes with budgets, by the page a visitor opens (a restaurant of the demo chain stands for every restaurant). */
export const BUDGETED_ROUTES = {
  '/': '/',
  '/restaurants': '/restaurants',
  '/restaurants/{city}/{slug}': '/restaurants/london/covent-garden',
  '/menu/{id}': '/menu/main',
  '/book-now': '/book-now',
  '/restaurants/{city}/{slug}/book-now': '/restaurants/london/covent-garden/book-now',
};

/** Every script the page's HTML names, once; the nomodule polyfills are left out: no modern browser fetches them. */
const scriptSources = (html) => [
  ...new Set(
    [...html.matchAll(/<script\b[^>]*>/g)]
      .map(([tag]) => (/\snomodule\b/i.test(tag) ? null : tag.match(/\ssrc="([^"]+)"/)?.[1]))
      .filter(Boolean)
      .map((source) => source.replaceAll('&amp;', '&')),
  ),
];

/** Bytes of first-load JavaScript, compressed, for one page of the site at `base`. */
export async function firstLoadBytes(base, path, cache = new Map()) {
  const response = await fetch(new URL(path, base));
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  let total = 0;
  for (const source of scriptSources(await response.text())) {
    const url = new URL(source, base).href;
    if (!cache.has(url)) {
      const script = await fetch(url);
      if (!script.ok) throw new Error(`${url} answered ${script.status}`);
      cache.set(url, gzipSync(Buffer.from(await script.arrayBuffer()), { level: 9 }).length);
    }
    total += cache.get(url);
  }
  return total;
}

/** { route: bytes } for every budgeted route. */
export async function measureRoutes(base) {
  const cache = new Map();
  const sizes = {};
  for (const [route, path] of Object.entries(BUDGETED_ROUTES)) sizes[route] = await firstLoadBytes(base, path, cache);
  return sizes;
}

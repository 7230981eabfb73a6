// The JavaScript a page makes the browser download before it is interactive, each file counted once, gzip-compressed
// as a server or CDN would send it: every <script src> in its server HTML, and every chunk its React Server Components
// payload (inlined in the same HTML) names, which the browser fetches to hydrate the client components the page
// renders, a form loaded as its own chunk among them.
import { gzipSync } from 'node:zlib';

/** The first job the job search lists: job ids depend on what the database holds. */
async function firstJobPath(base) {
  const html = await (await fetch(new URL('/careers/job-search', base))).text();
  const path = html.match(/href="(\/careers\/job\/\d+)"/)?.[1];
  if (!path) throw new Error('The job search lists no job');
  return path;
}

/**
 * The routes with budgets, by the page a visitor opens (a restaurant of the demo chain stands for every restaurant),
 * or how to find one.
 */
export const BUDGETED_ROUTES = {
  '/': '/',
  '/restaurants': '/restaurants',
  '/restaurants/{city}/{slug}': '/restaurants/london/covent-garden',
  '/menu/{id}': '/menu/main',
  '/book-now': '/book-now',
  '/restaurants/{city}/{slug}/book-now': '/restaurants/london/covent-garden/book-now',
  '/careers/job-search': '/careers/job-search',
  '/careers/job/{id}': firstJobPath,
};

/** Every script the page's HTML names, once; the nomodule polyfills are left out: no modern browser fetches them. */
const scriptSources = (html) => {
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => ({ tag, source: tag.match(/\ssrc="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&') }));
  const polyfills = new Set(tags.filter(({ tag }) => /\snomodule\b/i.test(tag)).map(({ source }) => source));
  const chunksNamed = html.match(/\/_next\/static\/chunks\/[\w.~-]+\.js/g) ?? [];
  return [...new Set([...tags.map(({ source }) => source), ...chunksNamed])].filter((source) => source && !polyfills.has(source));
};

/** The addresses of the first-load scripts of one page of the site at `base`. */
export async function firstLoadScriptUrls(base, path) {
  const response = await fetch(new URL(path, base));
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return scriptSources(await response.text()).map((source) => new URL(source, base).href);
}

/** The page a budgeted route stands for. */
export const pageOf = async (base, route) => {
  const page = BUDGETED_ROUTES[route];
  return typeof page === 'function' ? page(base) : page;
};

/** Bytes of first-load JavaScript, compressed, for one page of the site at `base`. */
async function firstLoadBytes(base, path, cache = new Map()) {
  let total = 0;
  for (const url of await firstLoadScriptUrls(base, path)) {
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
  for (const route of Object.keys(BUDGETED_ROUTES)) sizes[route] = await firstLoadBytes(base, await pageOf(base, route), cache);
  return sizes;
}

import { FILTERED_SEGMENT } from '@/features/menus/menu-paths';
import { menuQueryKeys } from '@/features/menus/domain/menu-query';
import { finderSearchKey } from '@/features/restaurants/components/finder-params';
import { FINDER_SEARCH_SEGMENT, findUsPath, finderPath } from '@/features/restaurants/paths';

/** At most this many values per key: more is not a real filter, and would only fill the cache. */
const MAX_VALUES = 16;
const token = /^[a-z0-9-]{1,40}$/;

/** Menu pages a filter applies to: /menu/{id}, a city's and a restaurant's menus (with or without a menu id). */
const MENU_PAGE = /^\/(?:(?:menu|our-menu)\/[^/]+|restaurants\/[^/]+(?:\/[^/]+)?\/menu(?:\/[^/]+)?)$/;

/** The menu switcher without JavaScript sends its choice here: /restaurants/{city}[/{slug}]/menu?menu=kids. */
const MENU_INDEX = /^\/restaurants\/[^/]+(?:\/[^/]+)?\/menu$/;

type CachedPageAddress = { rewrite: string } | { redirect: string } | null;

/**
 * Menu filters and finder searches live in the query (spec sections 2 and 5: shareable, no JavaScript needed), but a
 * page that reads its query cannot be cached. So such an address is served by a path that carries the query, and that
 * page is cached per filter or search (ISR); the visitor's address bar keeps the query. Null: served as it is.
 *
 * server.ts applies this before Next sees the request. It was a Next proxy (middleware) once: running that proxy cost
 * more than serving the cached page it led to, and it ran for every plain menu page too (docs/decisions/0035).
 */
export function cachedPageAddressFor(pathAndQuery: string): CachedPageAddress {
  const queryAt = pathAndQuery.indexOf('?');
  if (queryAt === -1) return null;
  const pathname = pathAndQuery.slice(0, queryAt);
  // Every request with a query passes here (the API's too): the query is read only for the pages that use it.
  const query = () => new URLSearchParams(pathAndQuery.slice(queryAt + 1));
  if (pathname === finderPath || pathname === findUsPath) return finderSearch(pathname, query());
  if (MENU_INDEX.test(pathname)) return menuSwitch(pathname, query());
  if (MENU_PAGE.test(pathname)) return menuFilter(pathname, pathAndQuery.slice(queryAt), query());
  return null;
}

/** /restaurants?q=CH65+9JJ → /restaurants/search/q%3DCH65%2B9JJ, each search written one way (finderSearchKey). */
function finderSearch(pathname: string, searchParams: URLSearchParams): CachedPageAddress {
  const key = finderSearchKey(searchParams);
  if (!key) return null;
  // React's in-page navigation marks its requests with _rsc (a cache buster for the browser's HTTP cache): it stays.
  const rsc = searchParams.get('_rsc');
  return { rewrite: `${pathname}/${FINDER_SEARCH_SEGMENT}/${encodeURIComponent(key)}${rsc === null ? '' : `?_rsc=${encodeURIComponent(rsc)}`}` };
}

function menuSwitch(pathname: string, searchParams: URLSearchParams): CachedPageAddress {
  const chosen = searchParams.get('menu');
  return chosen && token.test(chosen) ? { redirect: `${pathname}/${chosen}` } : null;
}

/** /menu/main?diet=vegan → /menu/main/filtered/diet%3Dvegan, only the filter's own keys and well-formed values kept. */
function menuFilter(pathname: string, query: string, searchParams: URLSearchParams): CachedPageAddress {
  const kept = new URLSearchParams();
  for (const key of menuQueryKeys) {
    for (const value of searchParams
      .getAll(key)
      .flatMap((entry) => entry.split(','))
      .slice(0, MAX_VALUES)) {
      if (token.test(value)) kept.append(key, value);
    }
  }
  if (!kept.size) return null;
  return { rewrite: `${pathname}/${FILTERED_SEGMENT}/${encodeURIComponent(kept.toString())}${query}` };
}

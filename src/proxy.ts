import { NextResponse, type NextRequest } from 'next/server';
import { FILTERED_SEGMENT } from '@/features/menus/menu-paths';
import { menuQueryKeys } from '@/features/menus/domain/menu-query';
import { finderSearchKey } from '@/features/restaurants/components/finder-params';
import { FINDER_SEARCH_SEGMENT, findUsPath, finderPath } from '@/features/restaurants/paths';

/** At most this many values per key: more is not a real filter, and would only fill the cache. */
const MAX_VALUES = 16;
const token = /^[a-z0-9-]{1,40}$/;

/**
 * Menu filters and finder searches live in the query (spec sections 2 and 5: shareable, no JavaScript needed), but a
 * page that reads its query cannot be cached. So such an address is rewritten to a path that carries the query, and
 * that page is cached per filter or search (ISR). The visitor's address bar keeps the query.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  return pathname === finderPath || pathname === findUsPath ? finderSearch(request) : menuFilter(request);
}

/** /restaurants?q=CH65+9JJ → /restaurants/search/q%3DCH65%2B9JJ, each search written one way (finderSearchKey). */
function finderSearch(request: NextRequest) {
  const key = finderSearchKey(request.nextUrl.searchParams);
  if (!key) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = `${url.pathname}/${FINDER_SEARCH_SEGMENT}/${encodeURIComponent(key)}`;
  url.search = '';
  return NextResponse.rewrite(url);
}

function menuFilter(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  // The menu switcher without JavaScript: /restaurants/{city}/{slug}/menu?menu=kids (or a city's) → that menu's page.
  if (pathname.endsWith('/menu')) {
    const chosen = searchParams.get('menu');
    return chosen && token.test(chosen) ? NextResponse.redirect(new URL(`${pathname}/${chosen}`, request.url), 303) : NextResponse.next();
  }
  const kept = new URLSearchParams();
  for (const key of menuQueryKeys) {
    for (const value of searchParams.getAll(key).flatMap((entry) => entry.split(',')).slice(0, MAX_VALUES)) {
      if (token.test(value)) kept.append(key, value);
    }
  }
  if (!kept.size) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = `${pathname}/${FILTERED_SEGMENT}/${encodeURIComponent(kept.toString())}`;
  return NextResponse.rewrite(url);
}

export const config = {
  matcher: ['/restaurants', '/find-us', '/menu/:id', '/our-menu/:id', '/restaurants/:city/menu', '/restaurants/:city/menu/:id', '/restaurants/:city/:slug/menu', '/restaurants/:city/:slug/menu/:id'],
};

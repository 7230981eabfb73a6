/** Where menus live: /menu, the home layout's /our-menu, each city's /restaurants/{city}/menu and each restaurant's /restaurants/{city}/{slug}/menu. */
export const menuIndexPath = '/menu';
export const menuPath = (base: string, slug: string) => `${base}/${slug}`;

/**
 * A filtered view of a menu is served from its own cached page: the address diners share keeps the query
 * (/menu/main?diet=vegan) and routing/cached-page-address.ts rewrites it to /menu/main/filtered/{query}, which is rendered once per
 * filter and then cached like the menu itself.
 */
export const FILTERED_SEGMENT = 'filtered';

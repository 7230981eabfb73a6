/** The loading bar's rules (spec section 9), apart from the DOM so they can be tested. Isomorphic, no imports. */

/** A navigation quicker than this shows no bar at all. */
export const LOADING_BAR_THROTTLE_MS = 200;
/** The bar fills over this long, and is gone after it whatever happens (a navigation that never arrives). */
export const LOADING_BAR_MAX_MS = 5000;

/** What src/instrumentation-client.ts dispatches on window when Next's router starts a navigation; detail: its URL. */
export const NAVIGATION_START_EVENT = 'marigold:navigation-start';

/**
 * Whether a navigation to `target` brings another page (or the same page with other query parameters). A jump to a
 * #hash on this page, or to this very address, brings nothing new, so no bar waits for it.
 */
export function bringsAnotherPage(target: URL, current: { origin: string; pathname: string; search: string }): boolean {
  return target.origin !== current.origin || target.pathname !== current.pathname || target.search !== current.search;
}

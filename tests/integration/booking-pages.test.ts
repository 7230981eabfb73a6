/**
 * Proves that cached pages follow the back-office's booking switches at once, on each database: a restaurant page and
 * the home page, already cached, show a paused restaurant as "cannot be booked online" on the very next request, and
 * take bookings again as soon as it reopens. Store used here (and nowhere else): 1017 (Briggate, Leeds).
 */
import { describe, expect, it } from 'vitest';
import { cmsFind } from '../support/booking-api';
import { runningSites, staffHeaders } from '../support/site-api';

const CANNOT_BOOK_ONLINE_MESSAGE = 'This restaurant cannot be booked online, please contact the restaurant directly.';
const PAGE = '/restaurants/leeds/briggate';
const PAUSED = 'Briggate is closed for a refit this month: call us to book for after we reopen.';

/** Briggate in the home page's restaurant choice, marked as not bookable (React puts a comment between the two texts). */
const CALL_TO_BOOK = /Briggate(<!-- -->)? \(call to book\)/;

/** Whether a page's HTML has `text` (a boolean, so a failure does not print the whole page). */
const has = (html: string, text: string | RegExp) => (typeof text === 'string' ? html.includes(text) : text.test(html));

/** A page as a visitor gets it, with whether Next served it from its page cache. */
async function visit(base: string, path: string) {
  const response = await fetch(`${base}${path}`);
  expect(response.status, path).toBe(200);
  return { html: await response.text(), cache: response.headers.get('x-nextjs-cache') };
}

/** Visits until the page comes from the cache, so the test proves a cached page changes, not a fresh render. */
async function cached(base: string, path: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const page = await visit(base, path);
    if (page.cache === 'HIT') return page;
  }
  throw new Error(`${path} never came from the page cache`);
}

describe.each(runningSites)('cached pages and the booking switches on %s', (_, base) => {
  it('shows a restaurant paused in the back-office as not bookable online on its cached page and the home page at once', async () => {
    const admin = await staffHeaders(base);
    const restaurant = (await cmsFind(base, admin, 'restaurants', { storeId: 1017 })).docs[0]!;
    const settings = (await cmsFind<{ onlineBookings: boolean; pausedMessage?: string | null }>(base, admin, 'booking-settings', { restaurant: restaurant.id }))
      .docs[0]!;
    const patch = (data: Record<string, unknown>) =>
      fetch(`${base}/cms-api/booking-settings/${settings.id}`, { method: 'PATCH', headers: admin, body: JSON.stringify(data) });

    const open = await cached(base, PAGE);
    expect(has(open.html, 'Party and occasion'), 'step one on the open restaurant page').toBe(true);
    expect(has(open.html, `href="${PAGE}#booking"`), 'Book Now pointing at the page’s booking area').toBe(true);
    expect(has(open.html, CANNOT_BOOK_ONLINE_MESSAGE)).toBe(false);
    expect(has((await cached(base, '/')).html, CALL_TO_BOOK), 'Briggate marked "call to book" on the home page').toBe(false);

    try {
      expect((await patch({ onlineBookings: false, pausedMessage: PAUSED })).status).toBe(200);
      const paused = await visit(base, PAGE);
      expect(has(paused.html, CANNOT_BOOK_ONLINE_MESSAGE), 'the paused page says it cannot be booked online').toBe(true);
      expect(has(paused.html, PAUSED), 'the back-office message').toBe(true);
      expect(has(paused.html, 'Party and occasion'), 'step one on the paused page').toBe(false);
      // The header's Book Now no longer points at the page's own booking area.
      expect(has(paused.html, `href="${PAGE}#booking"`), 'Book Now pointing at the paused page’s booking area').toBe(false);
      expect(has((await visit(base, '/')).html, CALL_TO_BOOK), 'Briggate marked "call to book" on the home page').toBe(true);
    } finally {
      expect((await patch({ onlineBookings: settings.onlineBookings, pausedMessage: settings.pausedMessage ?? null })).status).toBe(200);
    }

    const reopened = await visit(base, PAGE);
    expect(has(reopened.html, 'Party and occasion'), 'step one once reopened').toBe(true);
    expect(has(reopened.html, CANNOT_BOOK_ONLINE_MESSAGE)).toBe(false);
    expect(has((await visit(base, '/')).html, CALL_TO_BOOK), 'Briggate marked "call to book" once reopened').toBe(false);
  });
});

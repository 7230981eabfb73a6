import type { IncomingMessage } from 'node:http';
import { answeringPath } from './answering-path';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One-click unsubscribe (RFC 8058): mail providers post it from their own servers, with no Origin of ours; the
 * unguessable key in the address is what allows it.
 */
const SELF_GUARDED_PREFIXES = ['/unsubscribe'];

/**
 * The back-office (admin and Payload's REST API) and the staff API. A call that signs itself in (`Authorization: JWT …`
 * or a user's API key: a script, a till, the tests) or signs in (login, forgot-password) carries nothing a foreign page could borrow, and passes as before. A
 * call borne by the staff cookie is what a foreign page could make a signed-in browser send: it must come from the
 * site's own pages, like every other write. Payload's own check (`csrf`) is empty without a serverURL, and lets a call
 * with no Origin through.
 */
const STAFF_PREFIXES = ['/admin', '/cms-api', '/api/staff'];

/** Payload's staff cookie: `${cookiePrefix}-token`, with Payload's default prefix. */
const STAFF_COOKIE = 'payload-token';

const isUnder = (path: string, prefixes: readonly string[]) => prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

function carriesStaffCookie(req: IncomingMessage): boolean {
  const cookie = req.headers.cookie;
  return cookie !== undefined && cookie.split(';').some((pair) => pair.trim().startsWith(`${STAFF_COOKIE}=`));
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * A request that changes something must say it comes from a page of this site: its Origin names the host it was sent
 * to (the Host header, which a proxy in front passes on) or the site's public address. Browsers send Origin with every
 * POST, fetch and form alike, so a foreign page cannot post a booking or an enquiry in a visitor's name, and a missing
 * Origin (a script, a very old browser) is refused too. A page whose referrer policy is no-referrer (the manage-booking
 * page keeps its secret address to itself) makes the browser send `Origin: null`; the browser's own Sec-Fetch-Site,
 * which no page can set, then says whether the post came from this site. Safe methods change nothing and pass.
 */
export function hasAllowedOrigin(req: IncomingMessage, siteUrl: string): boolean {
  if (SAFE_METHODS.has(req.method ?? 'GET')) return true;
  // The path of the route that answers (dot segments resolved): /admin/../api/… is the API's, not the back-office's.
  const path = answeringPath(req.url ?? '/');
  if (isUnder(path, SELF_GUARDED_PREFIXES)) return true;
  if (isUnder(path, STAFF_PREFIXES) && !carriesStaffCookie(req)) return true;
  const origin = req.headers.origin;
  if (!origin || origin === 'null') return req.headers['sec-fetch-site'] === 'same-origin';
  const host = hostOf(origin);
  return host !== null && (host === req.headers.host || host === hostOf(siteUrl));
}

/**
 * A form posted without JavaScript from a page sent with Referrer-Policy: no-referrer (an address with a secret in it,
 * src/lib/secret-addresses.ts) says `Origin: null`, and Next refuses a server action whose Origin is not the host's.
 * Once hasAllowedOrigin has let such a post through (the browser's Sec-Fetch-Site said it came from this site), it is
 * handed on naming the host it was sent to, as the browser would have named it without that policy.
 */
export function nameSameSiteOrigin(req: IncomingMessage): void {
  if (req.headers.origin !== 'null' || req.headers['sec-fetch-site'] !== 'same-origin') return;
  // The host Next compares the Origin with: a proxy's X-Forwarded-Host, else Host.
  const forwarded = req.headers['x-forwarded-host'];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(',')[0])?.trim() || req.headers.host;
  if (host) req.headers.origin = `http://${host}`;
}

/**
 * Addresses that carry a secret: whoever holds one can see or change what it names (a booking, a subscriber's data,
 * an invitation). The one list of them, read by the server (Referrer-Policy: no-referrer on every answer under them,
 * src/server/http/security-headers.ts) and by the browser (no third-party script on such a page, and the data layer
 * sees only the redacted address: src/features/consent/consent-scripts.client.tsx). docs/decisions/0054.
 *
 * To add one, add its route as it is in src/app: a `[name]` segment is the secret, and the route covers everything
 * under it too (`/manage-booking/[token]` covers `/manage-booking/{token}/cancel`); `query` names query parameters
 * that are secrets on that route.
 */
type SecretRoute = { route: string; query?: readonly string[] };

const SECRET_ROUTES: readonly SecretRoute[] = [
  // The diner's link to their booking (confirmation email): view, cancel, calendar file.
  { route: '/manage-booking/[token]' },
  // A waitlisted diner's place in line (their emails): view, leave.
  { route: '/waitlist/[token]' },
  // A subscriber's preferences (every marketing email): change, unsubscribe, erase everything.
  { route: '/preferences/[guid]' },
  // The link in the sign-up confirmation email.
  { route: '/sign-up/confirm/[token]' },
  // The unsubscribe link, which sends a person on to their preferences page.
  { route: '/unsubscribe/[guid]' },
  // An invited friend's welcome link (its code claims the voucher).
  { route: '/referral', query: ['code'] },
  // Payload's staff password reset link (its own email's, and the site's).
  { route: '/admin/reset/[token]' },
];

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The route's redaction of `pathname`, or null when the route does not cover it (compared case-blind, as a visitor may type it). */
function redactPath(route: string, pathname: string): string | null {
  const pattern = segmentsOf(route);
  const segments = segmentsOf(pathname);
  if (segments.length < pattern.length) return null;
  const redacted: string[] = [];
  for (const [index, segment] of segments.entries()) {
    const expected = pattern[index];
    if (expected === undefined) redacted.push(segment);
    else if (/^\[\w+\]$/.test(expected)) redacted.push(expected);
    else if (expected.toLowerCase() === safeDecode(segment).toLowerCase()) redacted.push(segment);
    else return null;
  }
  return `/${redacted.join('/')}`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The secret query parameters' values replaced by their names (`code=[code]`), the others kept. */
function redactQuery(search: string, secretKeys: readonly string[]): string {
  const params = new URLSearchParams(search);
  const kept = [...params].map(([key, value]) => `${encodeURIComponent(key)}=${secretKeys.includes(key) ? `[${key}]` : encodeURIComponent(value)}`);
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

/**
 * The address (`/path?query`) with its secrets replaced by their names (`/manage-booking/[token]`), or null when it
 * carries none. A route with secret query parameters carries a secret only when one of them is present.
 */
export function redactedSecretAddress(address: string): string | null {
  const queryAt = address.indexOf('?');
  const pathname = (queryAt === -1 ? address : address.slice(0, queryAt)).split('#')[0]!;
  const search = queryAt === -1 ? '' : address.slice(queryAt + 1).split('#')[0]!;
  for (const { route, query = [] } of SECRET_ROUTES) {
    const path = redactPath(route, pathname);
    if (path === null) continue;
    const secretInQuery = query.some((key) => new URLSearchParams(search).has(key));
    if (!route.includes('[') && !secretInQuery) continue;
    return `${path}${redactQuery(search, query)}`;
  }
  return null;
}

/** Whether the address carries a secret (see SECRET_ROUTES). */
export const carriesSecret = (address: string) => redactedSecretAddress(address) !== null;

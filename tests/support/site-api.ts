import { mintedBotCheckProof } from './bot-check-keys';
import { ADMIN, staffLogin, type Credentials } from './staff';
import { asNewVisitor } from './visitor';

/** Talks to a running site over HTTP the way the browser's API client does. */
export const BRAND_KEY = process.env.BRAND_KEY ?? 'marigold-web';

/** The servers `npm test` started: SQLite always, PostgreSQL when its binaries are present. */
export const runningSites = (
  [
    ['SQLite', process.env.TEST_SQLITE_URL],
    ['PostgreSQL', process.env.TEST_POSTGRES_URL],
  ] as const
).filter((entry): entry is readonly ['SQLite' | 'PostgreSQL', string] => Boolean(entry[1]));

/** Each database with both of the app processes `npm test` runs on it: [name, first, second]. */
export const runningSitePairs = (
  [
    ['SQLite', process.env.TEST_SQLITE_URL, process.env.TEST_SQLITE_SECOND_URL],
    ['PostgreSQL', process.env.TEST_POSTGRES_URL, process.env.TEST_POSTGRES_SECOND_URL],
  ] as const
).filter((entry): entry is readonly ['SQLite' | 'PostgreSQL', string, string] => Boolean(entry[1] && entry[2]));

/** The endpoints that refuse a post without the booking journey's proof (their /cdg aliases too). */
const BOOKING_PROOF_PATHS = /^\/(api|cdg)\/booking\/(create|events|enquiry|waitlist)\/|^\/api\/v1\/braintree\/submit$/;

/** The body as the booking journey sends it: with a proof, where the endpoint needs one and the test gave none. */
export async function withBookingProof(path: string, body: unknown): Promise<unknown> {
  const isRecord = typeof body === 'object' && body !== null && !Array.isArray(body);
  if (!BOOKING_PROOF_PATHS.test(path.split('?')[0]!) || !isRecord || 'botCheck' in body) return body;
  return { ...body, botCheck: await mintedBotCheckProof() };
}

export async function accessToken(base: string): Promise<string> {
  const response = await fetch(`${base}/api/token`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"clearCache":true}' });
  if (!response.ok) throw new Error(`token request failed: ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

export async function apiClient(base: string) {
  const token = await accessToken(base);
  const headers = { Authorization: `Bearer ${token}`, 'X-Brand-Key': BRAND_KEY, 'X-Session-Id': 'integration-test-session' };
  return {
    headers,
    get: (path: string) => fetch(`${base}${path}`, { headers }),
    /**
     * Each post comes from a visitor of its own, unless the test names one: only the rate-limit tests count them. A
     * post to an endpoint that needs the booking journey's bot-check proof gets a good one, unless the body names its
     * own `botCheck` (even as undefined, to send none).
     */
    postJson: async <T = unknown>(path: string, body: unknown, extraHeaders: Record<string, string> = {}) => {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json', ...asNewVisitor(), ...extraHeaders },
        body: JSON.stringify(await withBookingProof(path, body)),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    getJson: async <T = unknown>(path: string) => {
      const response = await fetch(`${base}${path}`, { headers });
      return { status: response.status, body: (await response.json()) as T };
    },
  };
}

const staffTokens = new Map<string, Promise<string>>();

/**
 * Headers of a signed-in staff user for Payload's REST API (under /cms-api). Each account signs in once per site in a
 * test file (Vitest gives every file its own modules), and the login's answer is checked (see staffLogin).
 */
export async function staffHeaders(base: string, credentials: Credentials = ADMIN) {
  const key = `${base} ${credentials.email}`;
  if (!staffTokens.has(key)) staffTokens.set(key, staffLogin(base, credentials));
  return { Authorization: `JWT ${await staffTokens.get(key)}`, 'Content-Type': 'application/json' };
}

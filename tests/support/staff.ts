import { newVisitorAddress } from './visitor';

/** Staff accounts of the demo chain, and a login that checks its answer (shared by the integration and browser tests). */
export type Credentials = { email: string; password: string };

export const ADMIN: Credentials = { email: process.env.ADMIN_EMAIL ?? 'admin@marigold.example', password: process.env.ADMIN_PASSWORD ?? 'marigold-admin' };
export const MARKETING: Credentials = { email: 'marketing@marigold.example', password: ADMIN.password };
export const MANAGER: Credentials = { email: 'manager@marigold.example', password: ADMIN.password };
export const HR: Credentials = { email: 'hr@marigold.example', password: ADMIN.password };

/**
 * Signs a staff user in to Payload's REST API (under /cms-api) and returns the token, after checking the answer: the
 * status, a token, and the account it signed in. Anything else throws with what the server said. Each login comes from
 * an address of its own, so the tests' many logins never meet the back-office's login limit.
 */
export async function staffLogin(base: string, credentials: Credentials = ADMIN): Promise<string> {
  const response = await fetch(`${base}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': newVisitorAddress() },
    body: JSON.stringify(credentials),
  });
  const text = await response.text();
  const body = (/json/.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : {}) as { token?: unknown; user?: { email?: unknown } };
  if (response.status !== 200 || typeof body.token !== 'string' || body.user?.email !== credentials.email) {
    throw new Error(`staff login of ${credentials.email} at ${base} failed: ${response.status} ${text.slice(0, 300)}`);
  }
  return body.token;
}

/** The signed-in user a token stands for, as the server sees it now; null once its session is gone. */
export async function tokenUser(base: string, token: string): Promise<{ email: string } | null> {
  const response = await fetch(`${base}/cms-api/users/me`, { headers: { Authorization: `JWT ${token}` } });
  if (response.status !== 200) throw new Error(`GET /cms-api/users/me answered ${response.status}`);
  return ((await response.json()) as { user: { email: string } | null }).user;
}

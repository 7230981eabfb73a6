/**
 * Payload writes a staff user's sessions back whole after each login, so parallel logins of one account used to keep
 * only one of their sessions (docs/decisions/0014). Each login here must leave a working token, with the logins split
 * over both app processes of a database; a logout ends, and a refresh extends, only its own session. The account is
 * this file's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningSitePairs, staffHeaders } from '../support/site-api';
import { staffLogin, tokenUser, type Credentials } from '../support/staff';

const LOGINS = 8;

describe.each(runningSitePairs)('staff sessions on %s', (_, base, second) => {
  const account: Credentials = { email: `sessions-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@marigold.example`, password: 'a-long-test-password' };
  let userId: number;

  beforeAll(async () => {
    const response = await fetch(`${base}/cms-api/users`, {
      method: 'POST',
      headers: await staffHeaders(base),
      body: JSON.stringify({ ...account, name: 'Shared till login', roles: ['marketing'] }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    userId = ((await response.json()) as { doc: { id: number } }).doc.id;
  });

  afterAll(async () => {
    const response = await fetch(`${base}/cms-api/users/${userId}`, { method: 'DELETE', headers: await staffHeaders(base) });
    expect(response.status).toBe(200);
  });

  const loginsAtOnce = (count: number) => Promise.all(Array.from({ length: count }, (_, n) => staffLogin(n % 2 ? second : base, account)));
  const signedIn = (token: string, site = base) => tokenUser(site, token).then((user) => user?.email ?? null);

  it(`keeps every session of ${LOGINS} logins of one account at the same moment, on both processes`, async () => {
    const tokens = await loginsAtOnce(LOGINS);
    expect(new Set(tokens).size).toBe(LOGINS);
    for (const token of tokens) {
      expect(await signedIn(token, base)).toBe(account.email);
      expect(await signedIn(token, second)).toBe(account.email);
    }
  });

  it('ends only its own session on logout, and extends only its own on refresh, while others log in', async () => {
    const [leaving, staying] = [await loginsAtOnce(4), await loginsAtOnce(4)];
    const logout = (token: string) => fetch(`${base}/cms-api/users/logout`, { method: 'POST', headers: { Authorization: `JWT ${token}` } });
    const [logouts, arriving] = await Promise.all([Promise.all(leaving.map(logout)), loginsAtOnce(4)]);
    expect(logouts.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    for (const token of leaving) expect(await signedIn(token)).toBeNull();
    for (const token of [...staying, ...arriving]) expect(await signedIn(token)).toBe(account.email);

    const refresh = (token: string) => fetch(`${second}/cms-api/users/refresh-token`, { method: 'POST', headers: { Authorization: `JWT ${token}` } });
    const [refreshed, later] = await Promise.all([Promise.all(staying.map(refresh)), loginsAtOnce(2)]);
    expect(refreshed.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    for (const token of [...staying, ...arriving, ...later]) expect(await signedIn(token)).toBe(account.email);
    for (const token of leaving) expect(await signedIn(token)).toBeNull();
  });
});

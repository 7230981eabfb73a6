import { describe, expect, it, vi } from 'vitest';
import { createApiClient, TOKEN_LIFETIME_MS, TOKEN_STALE_MARGIN_MS, TOKEN_STORAGE_KEY } from '@/lib/api-client';
import { expectConsoleErrors } from '../support/fail-on-console-error';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
};

/** A fake server: hands out numbered tokens and answers API calls with 200 for the valid token, 401 otherwise. */
function fakeServer({ validToken }: { validToken: () => string }) {
  let issued = 0;
  const calls: { url: string; headers: Headers }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    calls.push({ url: String(url), headers });
    if (String(url) === '/api/token') {
      issued += 1;
      return Response.json({ accessToken: `token-${issued}` });
    }
    return headers.get('authorization') === `Bearer ${validToken()}` ? Response.json({ ok: true }) : Response.json({ code: 100 }, { status: 401 });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, issuedCount: () => issued };
}

describe('API client', () => {
  it('fetches a token once and sends it with the brand key and session id', async () => {
    const server = fakeServer({ validToken: () => 'token-1' });
    const client = createApiClient({
      brandKey: 'brand',
      fetch: server.fetch,
      tokenStorage: memoryStorage(),
      sessionStorage: memoryStorage(),
      newSessionId: () => 'session-1',
    });
    await client.request('/api/v1/content/choices');
    await client.request('/api/v1/content/choices');
    expect(server.issuedCount()).toBe(1);
    const apiCall = server.calls.at(-1)!;
    expect(apiCall.headers.get('authorization')).toBe('Bearer token-1');
    expect(apiCall.headers.get('x-brand-key')).toBe('brand');
    expect(apiCall.headers.get('x-session-id')).toBe('session-1');
  });

  it('stores the token with a 23-hour expiry and refreshes it 5 minutes early', async () => {
    let now = 1_000_000;
    const tokenStorage = memoryStorage();
    const server = fakeServer({ validToken: () => `token-${server.issuedCount()}` });
    const client = createApiClient({ brandKey: 'b', fetch: server.fetch, tokenStorage, sessionStorage: memoryStorage(), now: () => now });
    await client.request('/api/x');
    expect(JSON.parse(tokenStorage.getItem(TOKEN_STORAGE_KEY)!)).toEqual({ accessToken: 'token-1', expiresAt: 1_000_000 + TOKEN_LIFETIME_MS });
    now += TOKEN_LIFETIME_MS - TOKEN_STALE_MARGIN_MS - 1;
    await client.request('/api/x');
    expect(server.issuedCount()).toBe(1);
    now += 2;
    await client.request('/api/x');
    expect(server.issuedCount()).toBe(2);
  });

  it('on a 401 drops the token, fetches a new one once and retries', async () => {
    const tokenStorage = memoryStorage();
    tokenStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ accessToken: 'revoked', expiresAt: Date.now() + TOKEN_LIFETIME_MS }));
    const server = fakeServer({ validToken: () => 'token-1' });
    const client = createApiClient({ brandKey: 'b', fetch: server.fetch, tokenStorage, sessionStorage: memoryStorage() });
    const response = await client.request('/api/x');
    expect(response.status).toBe(200);
    expect(server.calls.map((call) => call.url)).toEqual(['/api/x', '/api/token', '/api/x']);
  });

  it('retries only once: a second 401 is returned to the caller', async () => {
    const server = fakeServer({ validToken: () => 'never' });
    const client = createApiClient({ brandKey: 'b', fetch: server.fetch, tokenStorage: memoryStorage(), sessionStorage: memoryStorage() });
    expect((await client.request('/api/x')).status).toBe(401);
    expect(server.issuedCount()).toBe(2);
  });

  it('logs and throws when the token cannot be fetched', async () => {
    const fetch = vi.fn(async () => new Response('down', { status: 503 })) as unknown as typeof globalThis.fetch;
    const client = createApiClient({ brandKey: 'b', fetch, tokenStorage: memoryStorage(), sessionStorage: memoryStorage() });
    await expect(client.request('/api/x')).rejects.toThrow('Token request failed with status 503');
    expect(expectConsoleErrors()).toHaveLength(1);
  });
});

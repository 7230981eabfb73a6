/**
 * The browser's client for the site's API (spec sections 6, 7 and 9): it fetches an access token from /api/token,
 * keeps it with its expiry (82,800,000 ms, treated as stale 5 minutes early), sends it with the brand key and the
 * session id, and on a 401 drops the token, fetches a new one once and retries.
 */
export const TOKEN_LIFETIME_MS = 82_800_000;
export const TOKEN_STALE_MARGIN_MS = 5 * 60 * 1000;
export const TOKEN_STORAGE_KEY = 'mg_api_token';
const SESSION_STORAGE_KEY = 'mg_session_id';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

type ApiClientOptions = {
  brandKey: string;
  fetch?: typeof fetch;
  /** Where the token is kept between pages (localStorage in the browser). */
  tokenStorage: KeyValueStorage;
  /** Where the session id is kept (sessionStorage in the browser). */
  sessionStorage: KeyValueStorage;
  now?: () => number;
  newSessionId?: () => string;
};

type StoredToken = { accessToken: string; expiresAt: number };

class ApiTokenError extends Error {
  override name = 'ApiTokenError';
}

export function createApiClient({
  brandKey,
  fetch: fetchImpl = fetch,
  tokenStorage,
  sessionStorage,
  now = Date.now,
  newSessionId = () => crypto.randomUUID(),
}: ApiClientOptions) {
  const readToken = (): StoredToken | null => {
    const raw = tokenStorage.getItem(TOKEN_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredToken>;
    return typeof parsed.accessToken === 'string' && typeof parsed.expiresAt === 'number' ? (parsed as StoredToken) : null;
  };

  const isFresh = (token: StoredToken | null): token is StoredToken => token !== null && now() < token.expiresAt - TOKEN_STALE_MARGIN_MS;

  async function fetchToken(clearCache: boolean): Promise<string> {
    const response = await fetchImpl('/api/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ clearCache }),
    });
    if (!response.ok) {
      const error = new ApiTokenError(`Token request failed with status ${response.status}`);
      console.error(error);
      throw error;
    }
    const { accessToken } = (await response.json()) as { accessToken: string };
    tokenStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ accessToken, expiresAt: now() + TOKEN_LIFETIME_MS }));
    return accessToken;
  }

  const currentToken = async () => {
    const stored = readToken();
    return isFresh(stored) ? stored.accessToken : fetchToken(false);
  };

  const sessionId = () => {
    let id = sessionStorage.getItem(SESSION_STORAGE_KEY);
    if (!id) {
      id = newSessionId();
      sessionStorage.setItem(SESSION_STORAGE_KEY, id);
    }
    return id;
  };

  const send = (path: string, init: RequestInit, token: string) => {
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${token}`);
    headers.set('X-Brand-Key', brandKey);
    headers.set('X-Session-Id', sessionId());
    // Form data carries its own type (with the multipart boundary), which the browser sets.
    if (init.body && !(init.body instanceof FormData) && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    return fetchImpl(path, { ...init, headers });
  };

  return {
    async request(path: string, init: RequestInit = {}): Promise<Response> {
      const response = await send(path, init, await currentToken());
      if (response.status !== 401) return response;
      tokenStorage.removeItem(TOKEN_STORAGE_KEY);
      return send(path, init, await fetchToken(true));
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

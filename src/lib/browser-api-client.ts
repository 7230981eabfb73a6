import { createApiClient, type ApiClient } from './api-client';

/** The page's brand key, written into a meta tag by the site layout for the browser's API calls. */
export const BRAND_KEY_META = 'mg-brand-key';

let client: ApiClient | null = null;

/** The browser's one API client (token, brand key, session id, one retry after a 401), made on first use. */
export const browserApiClient = (): ApiClient =>
  (client ??= createApiClient({
    brandKey: document.querySelector<HTMLMetaElement>(`meta[name="${BRAND_KEY_META}"]`)?.content ?? '',
    tokenStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
  }));

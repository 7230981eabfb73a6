import { createApiClient, type ApiClient } from '@/lib/api-client';

/** The page's <meta> that carries the brand key the API wants (set by the site layout). */
export const BRAND_KEY_META = 'mg-brand-key';

let client: ApiClient | null = null;

/** The one API client of the page (token, brand key and session id, one retry after a 401), made on first use. */
export const browserApi = (): ApiClient =>
  (client ??= createApiClient({
    brandKey: document.querySelector<HTMLMetaElement>(`meta[name="${BRAND_KEY_META}"]`)?.content ?? '',
    tokenStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
  }));

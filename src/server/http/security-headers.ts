import { carriesSecret } from '@/lib/secret-addresses';

/**
 * Headers every response carries, pages, API, assets and errors alike (set before anything answers).
 * The Content-Security-Policy here holds what needs no knowledge of a page's scripts: no plugins, no <base> rewriting
 * and no framing by other sites. Each HTML page adds script directives naming its own inline scripts by their hashes
 * (response-wrapper.ts, docs/decisions/0032).
 */
export const CONTENT_SECURITY_POLICY = 'Content-Security-Policy';

const SITE_HEADERS: Record<string, string> = {
  [CONTENT_SECURITY_POLICY]: "object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  // A year, as the HSTS preload list asks; browsers ignore it over plain http (a local run), so it costs nothing there.
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
};

/** The back-office previews pages in a frame of its own: it may frame itself, nobody else may. */
const BACK_OFFICE_HEADERS: Record<string, string> = {
  ...SITE_HEADERS,
  [CONTENT_SECURITY_POLICY]: "object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
  'X-Frame-Options': 'SAMEORIGIN',
};

const isBackOffice = (url: string) => /^\/(admin|cms-api)(\/|\?|$)/.test(url);

/** Payload's back-office pages (its REST API, /cms-api, answers JSON and needs no script policy). */
export const isBackOfficePage = (url: string) => /^\/admin(\/|\?|$)/.test(url);

/** The site's pages run only the scripts they write (response-wrapper.ts). */
export const pagesLimitScripts = (url: string) => !isBackOffice(url);

/**
 * An address that carries a secret (src/lib/secret-addresses.ts) is not sent on: neither to the sites its page links
 * to or loads from, nor to the page a redirect from it leads to.
 */
const SECRET_ADDRESS_HEADERS = { 'Referrer-Policy': 'no-referrer' };

export function securityHeadersFor(url: string): Record<string, string> {
  const headers = isBackOffice(url) ? BACK_OFFICE_HEADERS : SITE_HEADERS;
  return carriesSecret(url) ? { ...headers, ...SECRET_ADDRESS_HEADERS } : headers;
}

import { newVisitorAddress, visitorHeaders } from './visitor';

/**
 * Integration tests call the sites with Node's fetch, which sends no Origin: each request to a test site gets the
 * headers a browser on the site's own pages would send (its Origin), and the whole test file one visitor address.
 * A header the test sets itself wins, so the Origin and rate-limit tests send exactly what they mean to.
 */
const visitor = newVisitorAddress();
const sites = [
  process.env.TEST_SQLITE_URL,
  process.env.TEST_SQLITE_SECOND_URL,
  process.env.TEST_POSTGRES_URL,
  process.env.TEST_POSTGRES_SECOND_URL,
  process.env.TEST_SCALE_OUT_URL,
]
  .filter((url): url is string => Boolean(url))
  .map((url) => new URL(url).origin);

const plainFetch = globalThis.fetch;
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (!sites.includes(url.origin)) return plainFetch(input, init);
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  for (const [name, value] of Object.entries(visitorHeaders(url.origin, visitor))) if (!headers.has(name)) headers.set(name, value);
  return plainFetch(input, { ...init, headers });
};

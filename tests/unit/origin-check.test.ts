import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { hasAllowedOrigin } from '@/server/http/origin-check';

const SITE = 'https://www.marigold.example';

const request = (method: string, url: string, headers: Record<string, string> = {}) =>
  ({ method, url, headers: { host: 'www.marigold.example', ...headers } }) as unknown as IncomingMessage;

describe('the Origin check on the back-office', () => {
  const cookie = { cookie: 'theme=dark; payload-token=eyJhbGciOi.abc.def' };

  it('refuses a write borne by the staff cookie from a foreign page, or with no Origin at all', () => {
    for (const url of ['/cms-api/pages', '/cms-api/users/unlock', '/admin', '/admin/collections/pages/1']) {
      expect(hasAllowedOrigin(request('POST', url, { ...cookie, origin: 'https://evil.example' }), SITE), url).toBe(false);
      expect(hasAllowedOrigin(request('PATCH', url, cookie), SITE), url).toBe(false);
      expect(hasAllowedOrigin(request('DELETE', url, { ...cookie, origin: 'null' }), SITE), url).toBe(false);
    }
  });

  it('takes a cookie-borne write from the site’s own pages, and reads whatever their origin', () => {
    expect(hasAllowedOrigin(request('POST', '/cms-api/pages', { ...cookie, origin: SITE }), SITE)).toBe(true);
    expect(hasAllowedOrigin(request('POST', '/admin', { ...cookie, origin: 'null', 'sec-fetch-site': 'same-origin' }), SITE)).toBe(true);
    expect(hasAllowedOrigin(request('GET', '/cms-api/pages', { ...cookie, origin: 'https://evil.example' }), SITE)).toBe(true);
  });

  it('lets through a call that carries no staff cookie (a script signing itself, a login), as Payload answers it', () => {
    expect(hasAllowedOrigin(request('POST', '/cms-api/pages', { authorization: 'JWT abc' }), SITE)).toBe(true);
    expect(hasAllowedOrigin(request('POST', '/cms-api/users/login', { cookie: 'theme=dark; not-payload-token=1' }), SITE)).toBe(true);
    // Elsewhere a write still needs the site's Origin, cookie or not.
    expect(hasAllowedOrigin(request('POST', '/api/signup'), SITE)).toBe(false);
  });

  it('reads the path of the route that answers: a back-office spelling of an API address is the API’s', () => {
    for (const url of ['/admin/../api/signup', '/admin/%2e%2e/api/contact/sendemail', '/cms-api/../api/booking/create/1']) {
      expect(hasAllowedOrigin(request('POST', url, { origin: 'https://evil.example' }), SITE), url).toBe(false);
    }
  });
});

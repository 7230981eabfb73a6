/**
 * What stands in front of every endpoint (server.ts): the security headers on every kind of response, the Origin
 * check on everything that changes something, and the per-visitor rate limits, counted together by every instance on
 * PostgreSQL.
 */
import { get, type IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { runningSitePairs, runningSites } from '../support/site-api';
import { expectPagePolicy } from '../support/page-policy';
import { newVisitorAddress } from '../support/visitor';

const tokenRequest = (base: string, headers: Record<string, string>) =>
  fetch(`${base}/api/token`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: '{"clearCache":true}' });

describe.each(runningSites)('security headers on %s', (_name, base) => {
  it('every kind of response carries them: a page, the API, a script, an error page, a refusal and the back-office', async () => {
    const home = await (await fetch(`${base}/`)).text();
    const script = home.match(/\/_next\/static\/[^"']+\.js/)?.[0];
    expect(script, 'the home page loads a script').toBeTruthy();
    const responses = await Promise.all(
      ['/', '/menu', `${script}`, '/api/v1/content/brand-settings', '/no-such-page', '/api/no-such-endpoint', '/healthz', '/admin/login'].map(
        async (path) => [path, await fetch(`${base}${path}`)] as const,
      ),
    );
    for (const [path, response] of responses) {
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toMatch(/frame-ancestors '(none|self)'/);
      expect(csp, path).toMatch(/base-uri '(none|self)'/);
      expect(Number(response.headers.get('strict-transport-security')?.match(/max-age=(\d+)/)?.[1]), path).toBeGreaterThanOrEqual(31_536_000);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy'), path).toContain('geolocation=(self)');
      expect(response.headers.get('x-powered-by'), path).toBeNull();
    }
    const site = responses.find(([path]) => path === '/')![1];
    expect(site.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(site.headers.get('x-frame-options')).toBe('DENY');
  });

  it('lets each page run its own inline scripts and no others, cached or not, and leaves the back-office its own policy', async () => {
    for (const path of ['/', '/restaurants/ellesmere-port/cheshire-oaks', '/menu/main', '/no-such-page', '/book-now', '/sign-up', '/referral?code=none']) {
      // Twice: the first answer may be rendered for this request, the second comes from the page cache.
      for (const visit of ['rendered', 'cached']) {
        const response = await fetch(`${base}${path}`);
        expectPagePolicy(response.headers.get('content-security-policy'), await response.text(), `${path} (${visit})`);
      }
    }
    // A 304 carries none: the browser keeps the policy that came with the copy it has. (Node's fetch would add
    // Cache-Control: no-cache to a conditional request, which always gets the whole page.) The ETag is of the bytes
    // sent, so the browser asks again as it asked first, for a compressed page.
    const restaurant = `${base}/restaurants/ellesmere-port/cheshire-oaks`;
    const etag = (await fetch(restaurant, { headers: { 'Accept-Encoding': 'gzip' } })).headers.get('etag')!;
    const conditional = await new Promise<IncomingMessage>((resolve, reject) =>
      get(restaurant, { headers: { 'If-None-Match': etag, 'Accept-Encoding': 'gzip' } }, resolve).on('error', reject),
    );
    conditional.resume();
    expect(conditional.statusCode).toBe(304);
    expect(conditional.headers['content-security-policy']).toBeUndefined();
    expect((await fetch(`${base}/api/v1/content/brand-settings`)).headers.get('content-security-policy')).not.toContain('script-src');
  });

  it('names the back-office’s scripts by a nonce of each answer’s own, which no request can choose', async () => {
    const nonces = new Set<string>();
    for (let visit = 0; visit < 2; visit++) {
      const response = await fetch(`${base}/admin/login`, { headers: { 'Content-Security-Policy': "script-src 'nonce-chosenbythevisitor'" } });
      const policy = response.headers.get('content-security-policy') ?? '';
      const nonce = /script-src 'self' 'nonce-([\w+/=-]{24})'(;|$)/.exec(policy)?.[1];
      expect(nonce, policy).toBeTruthy();
      expect(policy).not.toMatch(/unsafe-(inline|eval)/);
      nonces.add(nonce!);
      const html = await response.text();
      const scriptTags = html.match(/<script(?![^>]*\ssrc=)[^>]*>/g) ?? [];
      expect(scriptTags.length, 'the admin page has inline scripts').toBeGreaterThan(0);
      for (const tag of scriptTags) expect(tag).toContain(`nonce="${nonce}"`);
      expect(html).not.toContain('chosenbythevisitor');
    }
    expect(nonces.size).toBe(2);
  });
});

describe.each(runningSites)('the Origin check on %s', (_name, base) => {
  it('refuses a foreign or missing Origin with 403 and a service result, and serves the site’s own', async () => {
    const visitor = newVisitorAddress();
    for (const origin of ['https://evil.example', '', 'null']) {
      const refused = await tokenRequest(base, { Origin: origin, 'X-Forwarded-For': visitor });
      expect(refused.status, `Origin "${origin}"`).toBe(403);
      expect(await refused.json()).toEqual({ code: 108, title: 'Forbidden', message: expect.stringContaining('did not come from this site') });
    }
    const crossSite = await tokenRequest(base, { Origin: 'null', 'Sec-Fetch-Site': 'cross-site', 'X-Forwarded-For': visitor });
    expect(crossSite.status).toBe(403);
    expect((await tokenRequest(base, { Origin: new URL(base).origin, 'X-Forwarded-For': visitor })).status).toBe(200);
    // A page of the site with referrer policy no-referrer: the browser sends Origin null, and says same-origin itself.
    expect((await tokenRequest(base, { Origin: 'null', 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': visitor })).status).toBe(200);
  });

  it('lets a mail provider’s one-click unsubscribe through without an Origin (RFC 8058)', async () => {
    const oneClick = await fetch(`${base}/unsubscribe/${'x'.repeat(43)}`, {
      method: 'POST',
      headers: { Origin: '', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
      redirect: 'manual',
    });
    expect(oneClick.status).not.toBe(403);
  });

  it('answers a browser’s foreign form post with a page, not JSON, and lets reads through', async () => {
    const refused = await fetch(`${base}/book-now/confirm`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'storeId=1',
      redirect: 'manual',
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toContain('text/html');
    expect(await refused.text()).toContain('Back to the home page');
    expect((await fetch(`${base}/menu`, { headers: { Origin: 'https://evil.example' } })).status).toBe(200);
  });
});

describe.each(runningSites)('rate limits on %s', (_name, base) => {
  it('a visitor over the token allowance gets 429 with Retry-After and a service result; another visitor does not', async () => {
    const origin = new URL(base).origin;
    const visitor = newVisitorAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 60; attempt++) statuses.push((await tokenRequest(base, { Origin: origin, 'X-Forwarded-For': visitor })).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const limited = await tokenRequest(base, { Origin: origin, 'X-Forwarded-For': visitor });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual({ code: 109, title: 'Too many requests', message: expect.stringContaining('wait a little') });
    expect((await tokenRequest(base, { Origin: origin, 'X-Forwarded-For': newVisitorAddress() })).status).toBe(200);
  });

  it('an address a visitor writes in X-Forwarded-For counts only behind a trusted proxy: the connection’s own address is used otherwise', async () => {
    // The test sites trust loopback (as behind nginx), so the last hop written here is the visitor; the hops before it
    // are what the client claimed and do not make a new visitor.
    const origin = new URL(base).origin;
    const visitor = newVisitorAddress();
    for (let attempt = 0; attempt < 60; attempt++) await tokenRequest(base, { Origin: origin, 'X-Forwarded-For': `${newVisitorAddress()}, ${visitor}` });
    expect((await tokenRequest(base, { Origin: origin, 'X-Forwarded-For': `${newVisitorAddress()}, ${visitor}` })).status).toBe(429);
  });
});

describe.each(runningSitePairs.filter(([name]) => name === 'PostgreSQL'))('rate limits shared by the instances on %s', (_name, first, second) => {
  it('counts one visitor across both app instances', async () => {
    const visitor = newVisitorAddress();
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await tokenRequest(first, { Origin: new URL(first).origin, 'X-Forwarded-For': visitor })).status).toBe(200);
      expect((await tokenRequest(second, { Origin: new URL(second).origin, 'X-Forwarded-For': visitor })).status).toBe(200);
    }
    expect((await tokenRequest(first, { Origin: new URL(first).origin, 'X-Forwarded-For': visitor })).status).toBe(429);
    expect((await tokenRequest(second, { Origin: new URL(second).origin, 'X-Forwarded-For': visitor })).status).toBe(429);
  });
});

/**
 * The scale-out recipe as a visitor meets it (deploy/try-on-loopback.mjs brings it up): nginx answers pages through
 * the instances and build files from its own disk, with the app's security headers on both; it keeps shareable pages
 * for a second and never an API answer; and the instances refuse a foreign Origin and count one visitor's requests
 * together, as one site.
 */
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, securityHeadersFor } from '@/server/http/security-headers';
import { RATE_LIMIT_RULES } from '@/server/http/rate-limit-rules';
import { expectPagePolicy } from '../support/page-policy';
import { newVisitorAddress } from '../support/visitor';

const base = process.env.TEST_SCALE_OUT_URL!;
const instances = process.env.TEST_SCALE_OUT_INSTANCES?.split(',') ?? [];
const RESTAURANT = '/restaurants/ellesmere-port/cheshire-oaks';

/** The site's headers; a page's policy also names its own inline scripts (given its HTML). */
function expectSecurityHeaders(response: Response, pageHtml?: string) {
  for (const [name, value] of Object.entries(securityHeadersFor('/'))) {
    if (name === CONTENT_SECURITY_POLICY && pageHtml !== undefined) expectPagePolicy(response.headers.get(name), pageHtml);
    else expect(response.headers.get(name), name).toBe(value);
  }
}

const postToken = (headers: Record<string, string>) =>
  fetch(`${base}/api/token`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: '{"clearCache":true}' });

describe.runIf(base)('the site through nginx', () => {
  it('has two instances, both ready', async () => {
    expect(instances).toHaveLength(2);
    for (const instance of instances) expect((await fetch(`${instance}/readyz`)).status).toBe(200);
  });

  it('serves pages from the instances with the security headers and a request id', async () => {
    for (const page of ['/', RESTAURANT, '/menu/main']) {
      const response = await fetch(`${base}${page}`);
      expect(response.status, page).toBe(200);
      const html = await response.text();
      expect(html).toContain('Marigold Grill');
      expectSecurityHeaders(response, html);
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/); // nginx's $request_id, kept by the app
      expect(response.headers.get('server')).toBe('nginx');
    }
  });

  it('serves the build files from its own disk, compressed, with the same headers and cached for a year', async () => {
    const html = await (await fetch(`${base}/`)).text();
    const scripts = [...html.matchAll(/src="(\/_next\/static\/[^"]+\.js)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    const response = await fetch(`${base}${scripts[0]}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const stylesheet = html.match(/href="(\/_next\/static\/[^"]+\.css)"/)![1]!;
    expect((await fetch(`${base}${stylesheet}`)).headers.get('content-encoding')).toBe('gzip');
    // The app names every answer it gives; this one never reached an instance.
    expect(response.headers.get('x-request-id')).toBeNull();
    expectSecurityHeaders(response);
    expect((await fetch(`${base}/_next/static/no-such-file.js`)).status).toBe(404);
  });

  it('keeps a page for a second, and never an API answer', async () => {
    await fetch(`${base}${RESTAURANT}`);
    const again = await fetch(`${base}${RESTAURANT}`);
    expect(again.headers.get('x-cache-status')).toMatch(/^(HIT|UPDATING|STALE)$/);

    const token = await postToken({ Origin: base, 'X-Forwarded-For': newVisitorAddress() });
    expect(token.status).toBe(200);
    expect(token.headers.get('x-cache-status')).not.toBe('HIT');
    const { accessToken } = (await token.json()) as { accessToken: string };
    const headers = { Authorization: `Bearer ${accessToken}`, 'X-Brand-Key': 'marigold-web', 'X-Session-Id': 'scale-out' };
    for (let visit = 0; visit < 2; visit++) {
      const search = await fetch(`${base}/api/geo/search/Camberley`, { headers });
      expect(search.status).toBe(200);
      expect(search.headers.get('x-cache-status')).toBe('MISS');
    }
  });

  it('refuses a foreign Origin', async () => {
    const response = await postToken({ Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expectSecurityHeaders(response);
  });

  it("counts one visitor's requests across both instances", async () => {
    const { points } = RATE_LIMIT_RULES.find((rule) => rule.name === 'token')!;
    const visitor = { Origin: base, 'X-Forwarded-For': newVisitorAddress() };
    // nginx takes turns between the instances: with counters of their own, each would allow `points`.
    const statuses: number[] = [];
    for (let request = 0; request <= points; request++) statuses.push((await postToken(visitor)).status);
    expect(statuses.slice(0, points).every((status) => status === 200)).toBe(true);
    const refused = await postToken(visitor);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(statuses.at(-1)).toBe(429);
  });
});

/**
 * The PostgreSQL database goes away under a running site of its own (its own throwaway server, so the other tests
 * keep theirs) and comes back: pages that need it answer a 503 that says to try again, quickly, not a 500 or a hang;
 * pages in the page cache are served as usual; the API answers its service result 111; and when the database
 * returns, the site answers again by itself, without a restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { startSiteServer } from '../../scripts/lib/site-server.mjs';
import { findPostgresBin, startThrowawayPostgres } from '../../scripts/lib/throwaway-postgres.mjs';
import { BRAND_KEY } from '../support/site-api';
import { asNewVisitor } from '../support/visitor';

/** The API's headers for this site (browser-like-fetch.ts only adds an Origin for the shared test sites). */
async function apiHeaders(base: string): Promise<Record<string, string>> {
  const token = await fetch(`${base}/api/token`, { method: 'POST', headers: { Origin: base, 'Content-Type': 'application/json' }, body: '{"clearCache":true}' });
  expect(token.status).toBe(200);
  return { Authorization: `Bearer ${((await token.json()) as { accessToken: string }).accessToken}`, 'X-Brand-Key': BRAND_KEY, 'X-Session-Id': 'outage-test' };
}

const get = async (base: string, pathname: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${base}${pathname}`, { headers: { ...asNewVisitor(), ...headers }, signal: AbortSignal.timeout(10_000) });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.text() };
};

// A search is rendered for each request from the database; the cookie policy is a page-cache page; free tables are
// always counted afresh.
const SEARCH = '/careers/job-search?keyword=chef';
const CACHED = '/cookie-policy';
const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const SLOTS = `/api/booking/slots/1001?occasionId=1&adults=2&dates=${inAWeek}`;

describe.skipIf(!findPostgresBin() || !process.env.TEST_POSTGRES_URL)('a database outage on PostgreSQL', { timeout: 240_000 }, () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'marigold-outage-'));
  let database: Awaited<ReturnType<typeof startThrowawayPostgres>> | undefined;
  let site: Awaited<ReturnType<typeof startSiteServer>> | undefined;

  beforeAll(async () => {
    database = await startThrowawayPostgres({ port: await freePort() });
    database.createDatabase('outage');
    site = await startSiteServer({
      root: process.cwd(),
      name: 'postgres-outage',
      port: await freePort(),
      databaseUrl: database.url('outage'),
      logDir: process.env.TEST_LOG_DIR ?? path.join(scratch, 'logs'),
      env: { MEDIA_DIR: path.join(scratch, 'media'), UPLOADS_DIR: path.join(scratch, 'uploads'), TRUST_PROXY: '127.0.0.1,::1' },
    });
  }, 200_000);

  afterAll(async () => {
    await site?.stop();
    database?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('answers 503 with a way forward while it is gone, keeps serving cached pages, and recovers by itself', async () => {
    const base = site!.url;
    const api = { headers: await apiHeaders(base) };
    expect((await get(base, SEARCH)).status).toBe(200);
    expect((await get(base, CACHED)).status).toBe(200);
    expect((await get(base, SLOTS, api.headers)).status).toBe(200);

    database!.pause();
    await expect.poll(async () => (await get(base, SEARCH)).status, { timeout: 5_000, interval: 200 }).toBe(503);

    const started = Date.now();
    const page = await get(base, SEARCH);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(page).toMatchObject({ status: 503, retryAfter: '5' });
    expect(page.body).toContain('We cannot reach our systems just now. Nothing was saved: please try again in a minute.');
    expect(page.body).not.toMatch(/ {4}at |ECONNREFUSED|node_modules/);

    const slots = await get(base, SLOTS, api.headers);
    expect(slots.status).toBe(503);
    expect(JSON.parse(slots.body)).toMatchObject({ code: 111, title: 'Temporarily unavailable' });

    const cached = await get(base, CACHED);
    expect(cached.status).toBe(200);
    expect(cached.body).toContain('Cookie policy');

    database!.resume();
    await expect.poll(async () => (await get(base, SEARCH)).status, { timeout: 30_000, interval: 500 }).toBe(200);
    expect((await get(base, SLOTS, api.headers)).status).toBe(200);
  });
});

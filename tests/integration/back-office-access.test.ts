/**
 * What the back-office refuses over HTTP on each database (issue 31, item 6): a write borne by the staff cookie from
 * another site's page, a manager unlocking the administrator, a manager reading or rewriting voucher holders, the
 * internal inboxes and unlisted jobs to anonymous readers. (Its body limit: body-limits.test.ts.)
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { apiClient, runningSites, staffHeaders } from '../support/site-api';
import { botCheckProof } from '../support/bot-check';
import { ADMIN, MANAGER, MARKETING, staffLogin } from '../support/staff';
import { asNewVisitor } from '../support/visitor';

const uniqueEmail = (label: string) => `${label}+${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A copy of a document without the ids and stamps Payload gives it (for array rows too), to create another like it. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !['id', 'createdAt', 'updatedAt'].includes(key))
      .map(([key, entry]) => [key, withoutIds(entry)]),
  );
}

/** A POST with exactly these headers (Node's fetch in these tests adds the site's Origin). */
function rawPost(url: string, headers: Record<string, string>, body: string): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { ...headers, 'Content-Length': Buffer.byteLength(body) } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const ukDatePlusDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(runningSites)('back-office access on %s', (_, base) => {
  it('refuses a write borne by the staff cookie from another origin (or none), and takes it from its own pages', async () => {
    const token = await staffLogin(base, ADMIN);
    const slug = `cookie-write-${Date.now()}`;
    const create = (headers: Record<string, string>, suffix: string) =>
      fetch(`${base}/cms-api/pages`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: `payload-token=${token}`, ...headers },
        body: JSON.stringify({ title: 'Cookie write', slug: `${slug}-${suffix}`, _status: 'draft', tiles: [] }),
      });

    for (const [suffix, headers] of [
      ['evil', { Origin: 'https://evil.example' }],
      ['lookalike', { Origin: `${base}.evil.example` }],
      ['opaque', { Origin: 'null' }],
    ] as const) {
      const refused = await create(headers, suffix);
      expect(refused.status, suffix).toBe(403);
      expect(((await refused.json()) as { code: number }).code).toBe(108);
    }
    // With no Origin at all, as a script sends it (this file's fetch adds the site's Origin, as a browser would).
    const bare = await rawPost(
      `${base}/cms-api/pages`,
      { 'Content-Type': 'application/json', Cookie: `payload-token=${token}` },
      JSON.stringify({ title: 'Cookie write', slug: `${slug}-none`, tiles: [] }),
    );
    expect(bare.status).toBe(403);
    const admin = await staffHeaders(base);
    const stored = (await (await fetch(`${base}/cms-api/pages?where[slug][like]=${slug}&draft=true&depth=0`, { headers: admin })).json()) as {
      totalDocs: number;
    };
    expect(stored.totalDocs).toBe(0);

    const own = await create({ Origin: new URL(base).origin }, 'own');
    expect(own.status).toBe(201);
    const { doc } = (await own.json()) as { doc: { id: number } };
    expect((await fetch(`${base}/cms-api/pages/${doc.id}`, { method: 'DELETE', headers: admin })).status).toBe(200);
  });

  it('lets only an administrator unlock a staff account', async () => {
    const unlock = async (headers: Record<string, string>) =>
      (await fetch(`${base}/cms-api/users/unlock`, { method: 'POST', headers, body: JSON.stringify({ email: ADMIN.email }) })).status;
    expect(await unlock(await staffHeaders(base, MANAGER))).toBe(403);
    expect(await unlock(await staffHeaders(base, MARKETING))).toBe(403);
    expect(await unlock(await staffHeaders(base))).toBe(200);
  });

  it('keeps voucher holders from restaurant managers, and a voucher code from being rewritten over REST', async () => {
    const email = uniqueEmail('voucher-access');
    const api = await apiClient(base);
    const claimed = await api.postJson(
      '/api/offer/getcode',
      { offerId: 'two-course-lunch', email, acceptTerms: true, botCheck: await botCheckProof(base) },
      asNewVisitor(),
    );
    expect(claimed.status, JSON.stringify(claimed.body)).toBeLessThan(300);

    const marketing = await staffHeaders(base, MARKETING);
    const found = (await (
      await fetch(`${base}/cms-api/vouchers?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers: marketing })
    ).json()) as {
      docs: { id: number; code: string; email: string }[];
    };
    const voucher = found.docs[0]!;
    expect(voucher.email).toBe(email);

    const manager = await staffHeaders(base, MANAGER);
    expect((await fetch(`${base}/cms-api/vouchers?depth=0`, { headers: manager })).status).toBe(403);
    expect((await fetch(`${base}/cms-api/vouchers/${voucher.id}?depth=0`, { headers: manager })).status).toBe(403);
    const managerWrite = await fetch(`${base}/cms-api/vouchers/${voucher.id}`, {
      method: 'PATCH',
      headers: manager,
      body: JSON.stringify({ code: 'MANAGER-OWN-CODE' }),
    });
    expect(managerWrite.status).toBe(403);

    // Marketing may mark it redeemed, but what the site wrote (code, holder) stays as it was.
    const rewrite = await fetch(`${base}/cms-api/vouchers/${voucher.id}?depth=0`, {
      method: 'PATCH',
      headers: marketing,
      body: JSON.stringify({ code: 'REWRITTEN-CODE', email: 'someone-else@example.com', redeemed: true }),
    });
    expect(rewrite.status).toBe(200);
    const after = ((await rewrite.json()) as { doc: { code: string; email: string; redeemed: boolean } }).doc;
    expect(after).toMatchObject({ code: voucher.code, email, redeemed: true });
  });

  it('shows anonymous readers neither the internal inboxes nor jobs that are not listed, and staff both', async () => {
    const careers = (await (await fetch(`${base}/cms-api/globals/careers-settings`)).json()) as Record<string, unknown>;
    expect(careers).toHaveProperty('headOffice');
    expect(careers).not.toHaveProperty('applicationsInbox');
    const enquiries = (await (await fetch(`${base}/cms-api/globals/enquiry-settings`)).json()) as Record<string, unknown>;
    expect(enquiries).toHaveProperty('contactReasons');
    expect(enquiries).not.toHaveProperty('enquiriesEmail');
    const admin = await staffHeaders(base);
    expect(await (await fetch(`${base}/cms-api/globals/careers-settings`, { headers: admin })).json()).toHaveProperty(
      'applicationsInbox',
      'hr@marigold.example',
    );
    expect(await (await fetch(`${base}/cms-api/globals/enquiry-settings`, { headers: admin })).json()).toHaveProperty('enquiriesEmail');

    // A job copied from a listed one: opening next month, then closed last week.
    const listed = (await (await fetch(`${base}/cms-api/jobs?limit=1&depth=0`, { headers: admin })).json()) as { docs: Record<string, unknown>[] };
    const name = `Not yet open ${Date.now()}`;
    const created = await fetch(`${base}/cms-api/jobs?depth=0`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        ...(withoutIds(listed.docs[0]) as object),
        name,
        positionUniqueName: `NOT-YET-OPEN-${Date.now()}`,
        openDate: ukDatePlusDays(30),
        closeDate: ukDatePlusDays(60),
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const job = ((await created.json()) as { doc: { id: number } }).doc;
    try {
      const anonymousList = async () =>
        ((await (await fetch(`${base}/cms-api/jobs?where[name][equals]=${encodeURIComponent(name)}&depth=0`)).json()) as { totalDocs: number }).totalDocs;
      expect(await anonymousList()).toBe(0);
      expect((await fetch(`${base}/cms-api/jobs/${job.id}?depth=0`)).status).toBe(404);
      expect((await fetch(`${base}/cms-api/jobs/${job.id}?depth=0`, { headers: admin })).status).toBe(200);

      const closed = await fetch(`${base}/cms-api/jobs/${job.id}`, {
        method: 'PATCH',
        headers: admin,
        body: JSON.stringify({ openDate: ukDatePlusDays(-30), closeDate: ukDatePlusDays(-7) }),
      });
      expect(closed.status).toBe(200);
      expect(await anonymousList()).toBe(0);

      const open = await fetch(`${base}/cms-api/jobs/${job.id}`, {
        method: 'PATCH',
        headers: admin,
        body: JSON.stringify({ openDate: ukDatePlusDays(-1), closeDate: '' }),
      });
      expect(open.status).toBe(200);
      expect(await anonymousList()).toBe(1);
    } finally {
      await fetch(`${base}/cms-api/jobs/${job.id}`, { method: 'DELETE', headers: admin });
    }
  });
});

/**
 * A member of staff resets their back-office password from the email, over HTTP on each database (issue 31, item 3):
 * the request (with a forged Host, which must change nothing), the site's own email in the Outbox with an absolute
 * link on SITE_URL, the reset page, the new password, and every older session of the account ended. The account is
 * this file's own.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_SUBJECT } from '@/features/staff/password-reset-email';
import { ADDRESS_LIMITS } from '@/server/http/rate-limit-rules';
import { waitForEmail, type OutboxEmail } from '../support/booking-api';
import { runningSites, staffHeaders } from '../support/site-api';
import { staffLogin, tokenUser, type Credentials } from '../support/staff';
import { newVisitorAddress } from '../support/visitor';

/** POST /cms-api/users/forgot-password as a script may send it: any Host, any X-Forwarded-Host. */
function forgotPassword(base: string, email: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const payload = JSON.stringify({ email });
  return new Promise((resolve, reject) => {
    const req = request(new URL('/cms-api/users/forgot-password', base), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), 'X-Forwarded-For': newVisitorAddress(), ...headers },
    });
    req.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const resetPassword = (base: string, token: string, password: string) =>
  fetch(`${base}/cms-api/users/reset-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': newVisitorAddress() },
    body: JSON.stringify({ token, password }),
  });

describe.each(runningSites)('staff password reset on %s', (_, base) => {
  const account: Credentials = { email: `reset-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@marigold.example`, password: 'the-old-password-1' };
  let userId: number;
  let admin: Record<string, string>;

  beforeAll(async () => {
    admin = await staffHeaders(base);
    const response = await fetch(`${base}/cms-api/users`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ ...account, name: 'Rosa Reset', roles: ['marketing'] }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    userId = ((await response.json()) as { doc: { id: number } }).doc.id;
  });

  afterAll(async () => {
    expect((await fetch(`${base}/cms-api/users/${userId}`, { method: 'DELETE', headers: admin })).status).toBe(200);
  });

  it('emails a link on SITE_URL whatever Host the request named, and the link sets a new password and ends every old session', async () => {
    const sessions = [await staffLogin(base, account), await staffLogin(base, account)];
    for (const token of sessions) expect((await tokenUser(base, token))?.email).toBe(account.email);

    const forged = await forgotPassword(base, account.email, { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' });
    expect(forged.status, forged.body).toBe(200);

    const email: OutboxEmail = await waitForEmail(base, admin, account.email, (candidate) => candidate.subject === PASSWORD_RESET_SUBJECT);
    const link = new RegExp(`${base.replace(/[.]/g, '\\.')}/admin/reset/([0-9a-f]{40})`).exec(email.text);
    expect(link, email.text).not.toBeNull();
    expect(email.text).toContain('Hello Rosa Reset,');
    expect(email.html).toContain(`href="${link![0]}"`);
    expect(`${email.text}${email.html}`).not.toContain('evil.example');
    expect(email.html).toContain('Marigold Grill');

    // The link opens the back-office's reset page.
    const page = await fetch(link![0]);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/reset/i);

    const reset = await resetPassword(base, link![1]!, 'the-new-password-2');
    expect(reset.status, await reset.clone().text()).toBe(200);
    const { token: fresh } = (await reset.json()) as { token: string };
    expect((await tokenUser(base, fresh))?.email).toBe(account.email);
    for (const token of sessions) expect(await tokenUser(base, token)).toBeNull();

    // The link works once; the old password no longer signs in, the new one does.
    expect((await resetPassword(base, link![1]!, 'a-third-password-3')).status).toBe(403);
    const oldLogin = await fetch(`${base}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': newVisitorAddress() },
      body: JSON.stringify(account),
    });
    expect(oldLogin.status).toBe(401);
    expect(await staffLogin(base, { ...account, password: 'the-new-password-2' })).toBeTruthy();
  });

  it('answers an unknown address as a known one, and sends one address a few emails an hour at most', async () => {
    const unknown = `nobody-${Date.now()}@marigold.example`;
    for (let n = 0; n < ADDRESS_LIMITS.staffResetEmails.points; n++) {
      const answer = await forgotPassword(base, unknown);
      expect(answer.status, answer.body).toBe(200);
    }
    const refused = await forgotPassword(base, unknown.toUpperCase());
    expect(refused.status).toBe(429);
    expect(refused.body).toMatch(/Too many password reset emails/);
    const outbox = (await (await fetch(`${base}/cms-api/outbox?where[to][equals]=${encodeURIComponent(unknown)}`, { headers: admin })).json()) as {
      totalDocs: number;
    };
    expect(outbox.totalDocs).toBe(0);
  });
});

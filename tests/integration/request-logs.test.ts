/**
 * The servers' own logs (npm test names their folder in TEST_LOG_DIR): every line is JSON, a line written while a
 * request was handled carries that request's id, which the response names in X-Request-Id, and nothing the visitor
 * typed rides along. After the whole run, scripts/test.mjs scans every server log for the people the tests made up.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/booking-api';
import { asNewVisitor } from '../support/visitor';
import { apiClient, runningSites } from '../support/site-api';

const logDir = process.env.TEST_LOG_DIR;
const logFileOf = (name: 'SQLite' | 'PostgreSQL') => path.join(logDir ?? '', name === 'SQLite' ? 'sqlite.log' : 'postgres.log');

type LogLine = { level: number; msg: string; requestId?: string } & Record<string, unknown>;

/** The server's JSON lines that carry `requestId`; a line that is not JSON fails the test. */
const linesOf = (file: string, requestId: string): LogLine[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.includes(requestId))
    .map((line) => JSON.parse(line) as LogLine);

describe.skipIf(!logDir).each(runningSites)('request logs on %s', (name, base) => {
  it('tie each line to its request by the id the response names, and leave out the address the visitor typed', async () => {
    const api = await apiClient(base);
    const email = uniqueEmail('logged');
    // From a trusted proxy (the tests speak as nginx would), the proxy's id is kept, so both logs name the same request.
    const requestId = `nginx-${randomUUID().replaceAll('-', '')}`;
    // A sign-up whose bot-check proof is no proof: refused, and the refusal is logged.
    const answer = await fetch(`${base}/api/signup`, {
      method: 'POST',
      headers: { ...api.headers, ...asNewVisitor(), 'Content-Type': 'application/json', 'X-Request-Id': requestId },
      body: JSON.stringify({ variant: 'strip', emailAddress: email, acceptTerms: true, botCheck: 'not-a-proof' }),
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.headers.get('x-request-id')).toBe(requestId);

    await expect.poll(() => linesOf(logFileOf(name), requestId).map((line) => line.msg), { timeout: 10_000 }).toContain('Bot check refused a submission');
    const text = readFileSync(logFileOf(name), 'utf8');
    expect(text).not.toContain(email);
  });

  it('give a request without an id a new one, different each time', async () => {
    const ids = await Promise.all([1, 2].map(async () => (await fetch(`${base}/cookie-policy`, { headers: asNewVisitor() })).headers.get('x-request-id')));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });
});

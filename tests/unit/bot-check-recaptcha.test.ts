import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyRecaptcha } from '@/features/bot-check/recaptcha/verify-recaptcha';
import { createOutboundClient } from '@/server/http/outbound-client';

/** Google's siteverify endpoint, played by a local server: no internet here, and every answer is ours to choose. */
let server: Server;
let url: string;
let answer: (request: { body: URLSearchParams }, response: ServerResponse) => void;
const received: URLSearchParams[] = [];

const json =
  (body: unknown, status = 200) =>
  (_: unknown, response: ServerResponse) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const params = new URLSearchParams(body);
      received.push(params);
      answer({ body: params }, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received.length = 0;
});

const client = createOutboundClient({ maxSockets: 4, timeoutMs: 1000 });
const verify = (token = 'token-from-the-browser', overrides: Partial<Parameters<typeof verifyRecaptcha>[1]> = {}) =>
  verifyRecaptcha(token, { secretKey: 'our-secret', minScore: 0.5, action: 'contact', remoteIp: '203.0.113.9', client, verifyUrl: url, ...overrides });

describe('reCAPTCHA v3 through the outbound client', () => {
  it('passes a valid token for this action with a good score, sending the secret, token and address', async () => {
    answer = json({ success: true, score: 0.9, action: 'contact', hostname: 'marigold.example', challenge_ts: '2026-11-23T10:00:00Z' });
    expect(await verify()).toEqual({ ok: true });
    expect(Object.fromEntries(received[0]!)).toEqual({ secret: 'our-secret', response: 'token-from-the-browser', remoteip: '203.0.113.9' });
  });

  it('refuses a score under the threshold, a token made for another form, and a used or bad token', async () => {
    answer = json({ success: true, score: 0.3, action: 'contact' });
    expect(await verify()).toMatchObject({ ok: false, failure: 'invalid-token', reason: 'low-score', message: 'Invalid token' });
    answer = json({ success: true, score: 0.9, action: 'signup' });
    expect(await verify()).toMatchObject({ ok: false, reason: 'wrong-action', message: 'Invalid token' });
    answer = json({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    expect(await verify()).toMatchObject({ ok: false, reason: 'replayed', message: 'Invalid token' });
    answer = json({ success: false, 'error-codes': ['invalid-input-response'] });
    expect(await verify()).toMatchObject({ ok: false, failure: 'invalid-token', message: 'Invalid token' });
    answer = json({ success: true, action: 'contact' });
    expect(await verify()).toMatchObject({ ok: false, reason: 'low-score' });
  });

  it('says "Internal error" when our keys are wrong or Google fails', async () => {
    answer = json({ success: false, 'error-codes': ['invalid-input-secret'] });
    expect(await verify()).toMatchObject({ ok: false, failure: 'internal-error', message: 'Internal error' });
    answer = json({ error: 'overloaded' }, 503);
    expect(await verify()).toMatchObject({ ok: false, failure: 'internal-error', reason: 'reCAPTCHA answered 503' });
    answer = (_, response) => response.end('<html>not json</html>');
    expect(await verify()).toMatchObject({ ok: false, failure: 'internal-error', reason: 'reCAPTCHA answered something that is not JSON' });
    answer = json({ unexpected: true });
    expect(await verify()).toMatchObject({ ok: false, failure: 'internal-error' });
  });

  it('says "Internal error" when Google does not answer in time or cannot be reached', async () => {
    answer = () => undefined; // never answers: the client's one-second limit applies
    expect(await verify()).toMatchObject({ ok: false, failure: 'internal-error', message: 'Internal error' });
    expect(await verify('x', { verifyUrl: 'http://127.0.0.1:9/closed' })).toMatchObject({ ok: false, failure: 'internal-error' });
  });
});

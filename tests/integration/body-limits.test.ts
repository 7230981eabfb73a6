/**
 * Request body limits per endpoint, over real HTTP: small everywhere (BODY_LIMIT_BYTES, 1 MB), about 16 MB on the
 * endpoints that receive files, and counted as the body arrives, so a chunked body (no Content-Length) cannot slip past.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { STAFF_BODY_LIMIT_BYTES, STAFF_UPLOAD_BODY_LIMIT_BYTES, UPLOAD_ENDPOINTS } from '@/server/http/body-limits';
import { apiClient, runningSites, staffHeaders } from '../support/site-api';
import { newVisitorAddress, visitorHeaders } from '../support/visitor';

const MB = 1024 * 1024;

type Answer = { status: number; body: string };

/**
 * POSTs `size` bytes in 64 kB chunks: chunked, unless `declare` sets a Content-Length (a request that only declares a
 * size sends size 0). Resolves with the answer, even when the server closes the connection while the rest of the body
 * is still being written.
 */
const visitor = newVisitorAddress();

function post(base: string, path: string, size: number, declare?: number, extraHeaders: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    // A browser's headers (its Origin, one visitor): only the body's size is on trial here.
    const headers: Record<string, string | number> = { 'Content-Type': 'application/json', ...visitorHeaders(base, visitor), ...extraHeaders };
    if (declare !== undefined) headers['Content-Length'] = declare;
    const req = request(url, { method: 'POST', headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
    let answered = false;
    req.on('response', () => (answered = true));
    req.on('error', (error: NodeJS.ErrnoException) => {
      // The server may answer 413 and close before the whole body went: the answer is what matters.
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    // A connection that closed with no answer at all (reset before the client read it) fails at once.
    req.on('close', () => answered || reject(new Error(`${path}: the connection closed without an answer`)));
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let sent = 0;
    const writeMore = () => {
      while (sent < size && !req.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', writeMore);
      }
      req.end();
    };
    writeMore();
  });
}

const code = (answer: Answer) => (JSON.parse(answer.body) as { code: number }).code;

describe.each(runningSites)('request body limits on %s', { timeout: 60_000 }, (_, base) => {
  it('refuses a token request declared over the default limit with 413', async () => {
    const answer = await post(base, '/api/token', 0, 1_100_000);
    expect(answer.status).toBe(413);
    expect(code(answer)).toBe(103);
  });

  // The server reads on for a moment after its answer (a lingering close): closing with the client's body unread would
  // reset the connection, and the reset would throw away the 413 the client had not read yet.
  it('lets a client still sending a body declared too large read its 413', async () => {
    const answer = await post(base, '/api/booking/create/1004', 2 * MB, 2 * MB);
    expect(answer.status).toBe(413);
    expect(code(answer)).toBe(103);
  });

  it('refuses a body declared too large at once, with 413 and a service result', async () => {
    const answer = await post(base, '/api/booking/create/1004', 0, 2 * MB);
    expect(answer.status).toBe(413);
    expect(code(answer)).toBe(103);
  });

  it('cuts off a chunked body without Content-Length once it passes the limit, while the endpoint reads it', async () => {
    // The booking endpoint reads its JSON body once the request is authorised: it gets 1 MB, then the 413.
    const { headers } = await apiClient(base);
    const answer = await post(base, '/api/booking/create/1004', 3 * MB, undefined, headers);
    expect(answer.status).toBe(413);
    expect(code(answer)).toBe(103);
  });

  it('still reads a small chunked body', async () => {
    const { headers } = await apiClient(base);
    const answer = await post(base, '/api/booking/create/1004', 100, undefined, headers);
    expect(answer.status).toBe(400);
    expect(code(answer)).toBe(102);
  });

  it('gives the back-office (/cms-api, /admin) a limit of its own, signed in or not, and media uploads a larger one', async () => {
    const overStaffLimit = STAFF_BODY_LIMIT_BYTES + 64 * 1024;
    for (const path of ['/cms-api/users/login', '/cms-api/users/forgot-password', '/admin', '/admin/collections/pages']) {
      const declared = await post(base, path, 0, overStaffLimit);
      expect(declared.status, path).toBe(413);
      expect(code(declared)).toBe(103);
    }
    // Counted as it arrives where Payload reads the body (an admin page that ignores a body answers before it is read).
    for (const path of ['/cms-api/users/login', '/cms-api/users/forgot-password'])
      expect((await post(base, path, overStaffLimit)).status, `${path}, chunked`).toBe(413);
    const signedIn = await staffHeaders(base);
    expect((await post(base, '/cms-api/globals/site-settings', overStaffLimit, undefined, signedIn)).status).toBe(413);
    // Not a real upload (Payload refuses it), but not cut off for its size either.
    expect(
      (await post(base, '/cms-api/media', overStaffLimit, overStaffLimit, { ...signedIn, 'Content-Type': 'multipart/form-data; boundary=x' })).status,
    ).not.toBe(413);
    expect((await post(base, '/cms-api/media', 0, STAFF_UPLOAD_BODY_LIMIT_BYTES + 1, signedIn)).status).toBe(413);
  });

  it.each(UPLOAD_ENDPOINTS)('lets the upload endpoint %s take a body many times the default, and not more than 16 MB', async (path) => {
    expect((await post(base, path, 6 * MB, 6 * MB)).status).not.toBe(413);
    expect((await post(base, path, 6 * MB)).status).not.toBe(413);
    const tooLarge = await post(base, path, 0, 17 * MB);
    expect(tooLarge.status).toBe(413);
    expect(code(tooLarge)).toBe(103);
  });
});

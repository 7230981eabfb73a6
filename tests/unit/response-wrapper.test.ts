import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { serviceResults } from '@/features/api/service-results';
import { RETRY_AFTER_OUTAGE_SECONDS } from '@/server/database-errors';
import { ResponseWrapper } from '@/server/http/response-wrapper';

describe('the response wrapper, replacing failures while the database is away', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function serve(away: () => boolean, app: (req: IncomingMessage, res: ServerResponse) => void) {
    server = createServer((req, res) => {
      res.setHeader('X-Request-Id', 'r-1');
      const response = new ResponseWrapper(req, res);
      response.replaceFailures(away);
      response.compressLikeNext();
      app(req, res);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  /** An app failing as Next does: its own headers, a 500 head, its error page written in pieces. */
  const failing = (_req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Set-Cookie', 'a=b');
    res.setHeader('Content-Type', 'text/html');
    res.writeHead(500, { 'Cache-Control': 'public, max-age=60' });
    res.write('<p>stack trace</p>');
    res.end('<p>more</p>');
  };

  it('answers 503 with Retry-After in place of a 5xx, dropping the app’s headers and body, keeping the request id', async () => {
    const base = await serve(() => true, failing);
    const page = await fetch(`${base}/menu`);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe(String(RETRY_AFTER_OUTAGE_SECONDS));
    expect(page.headers.get('x-request-id')).toBe('r-1');
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(page.headers.get('cache-control')).toBe('no-store');
    const text = await page.text();
    expect(text).toContain(serviceResults.temporarilyUnavailable.title);
    expect(text).not.toContain('stack trace');
    const api = await fetch(`${base}/api/booking/slots/1`);
    expect(api.status).toBe(503);
    expect(((await api.json()) as { code: number }).code).toBe(serviceResults.temporarilyUnavailable.code);
  });

  it('drops whatever the app goes on to write once its failure was replaced, a second head too', async () => {
    const base = await serve(
      () => true,
      (_req, res) => {
        res.writeHead(502);
        res.write('one');
        res.writeHead(500, { 'X-Late': 'yes' });
        res.end('two');
      },
    );
    const response = await fetch(`${base}/api/x`);
    expect(response.status).toBe(503);
    expect(response.headers.get('x-late')).toBeNull();
    expect(await response.text()).not.toMatch(/one|two/);
  });

  it('leaves a failure as it is while the database answers', async () => {
    const base = await serve(() => false, failing);
    const response = await fetch(`${base}/menu`);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('<p>stack trace</p><p>more</p>');
  });

  it('leaves any answer but a failure as it is', async () => {
    const base = await serve(
      () => true,
      (_req, res) => res.end('fine'),
    );
    const response = await fetch(base);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('fine');
  });
});

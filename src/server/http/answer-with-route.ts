import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { API_COMPRESSION_FROM_BYTES } from './compression';
import type { RouteHandler } from './direct-routes';
import { textOf } from './response-text';

const gzipAsync = promisify(gzip);

const wantsGzip = (req: IncomingMessage) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

/** The request as a route handler reads it. Its address is resolved against the site's own (a Host header may be anything). */
async function webRequestOf(req: IncomingMessage, siteUrl: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  // Bodies are small here (body-limits.ts), and a buffer is cheaper to hand over than a stream.
  const body = hasBody ? Buffer.concat(await req.toArray()) : undefined;
  return new Request(new URL(req.url ?? '/', siteUrl), { method: req.method, headers, body });
}

/**
 * Answers a request with a route handler, as Next would have after routing it, without Next's router: its own work
 * per request was most of a booking search's (docs/decisions/0044). The security headers server.ts set stay.
 * A body cut off by its limit (body-limits.ts) was already answered with 413; nothing more is written then.
 */
export async function answerWithRoute(
  req: IncomingMessage,
  res: ServerResponse,
  handler: RouteHandler,
  params: Record<string, string>,
  siteUrl: string,
): Promise<void> {
  const response = await handler(await webRequestOf(req, siteUrl), { params: Promise.resolve(params) });
  const text = textOf(response);
  let body: Buffer = text === undefined ? Buffer.from(await response.arrayBuffer()) : Buffer.from(text);
  if (res.headersSent) return;

  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  if (body.length >= API_COMPRESSION_FROM_BYTES && !/\bno-transform\b/.test(response.headers.get('cache-control') ?? '')) {
    res.setHeader('Vary', 'Accept-Encoding');
    if (wantsGzip(req)) {
      body = await gzipAsync(body);
      res.setHeader('Content-Encoding', 'gzip');
    }
  }
  res.setHeader('Content-Length', body.length);
  res.writeHead(response.status);
  res.end(body);
}

/**
 * The HTTP front of the site: answers health checks, applies the spec's redirects (Next cannot give a 301 for
 * repeated slashes: it answers 308 before any proxy runs), limits request bodies per endpoint, and hands everything else to
 * Next.js, which also serves Payload's admin. Run through `npm start` (production) or `npm run dev`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import next from 'next';
import { env } from './src/server/env';
import { logger } from './src/server/logger';
import { PERMANENT_REDIRECT, redirectFor } from './src/features/routing/redirect-rules';
import { serviceResultBody } from './src/features/api/service-results';
import { bodyLimitFor, declaredLength, limitRequestBody } from './src/server/http/body-limits';
import { CLIENT_ADDRESS_HEADER, clientAddressOf } from './src/server/http/client-address';

const dev = process.argv.includes('--dev');
const { PORT, HOST, BODY_LIMIT_BYTES } = env();

const app = next({ dev, hostname: HOST, port: PORT, dir: import.meta.dirname });
const handle = app.getRequestHandler();

const securityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
};

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** The spec's JSON API, and its older paths under /cdg. */
const isApiPath = (url: string) => url.startsWith('/api/') || url.startsWith('/cdg/');

/**
 * 413 with a service result, and the connection closed: the rest of the body is not worth reading. A body that
 * outgrows its limit mid-stream may already be in Next's hands; the app's own answer to the cut-off body then finds
 * the response sent and is dropped.
 */
function answerTooLarge(res: ServerResponse) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' });
  res.end(JSON.stringify(serviceResultBody('payloadTooLarge')));
}

/** Per endpoint (body-limits.ts): refused at once when the declared size is too large, else counted as it arrives. */
function enforceBodyLimit(req: IncomingMessage, res: ServerResponse): boolean {
  const limit = bodyLimitFor(req.url ?? '/', BODY_LIMIT_BYTES);
  if (limit === null) return true;
  if (declaredLength(req) > limit) {
    answerTooLarge(res);
    return false;
  }
  limitRequestBody(req, limit, () => answerTooLarge(res));
  return true;
}

let shuttingDown = false;

/** Any address no content page can have: the catch-all page route answers it with the 404 page. */
const NOT_FOUND_PATH = '/address-not-valid';

function isDecodablePath(url: string): boolean {
  try {
    decodeURIComponent(url.split('?')[0]!);
    return true;
  } catch (error) {
    if (error instanceof URIError) return false;
    throw error;
  }
}

const server = createServer((req, res) => {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  const url = req.url ?? '/';

  if (url === '/healthz') return sendJson(res, 200, { status: 'ok' });
  if (url === '/readyz') return sendJson(res, shuttingDown ? 503 : 200, { status: shuttingDown ? 'stopping' : 'ready' });

  if (!url.startsWith('/_next/')) {
    const target = redirectFor(url);
    if (target) {
      res.writeHead(PERMANENT_REDIRECT, { Location: target, 'Cache-Control': 'public, max-age=3600' });
      return res.end();
    }
  }

  if (!enforceBodyLimit(req, res)) return;
  // Rate limits count per visitor: the address is decided here, never taken from what the client claims.
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(req.socket.remoteAddress, req.headers['x-forwarded-for']);

  // Next answers a path with broken percent-encoding (/menu/%E0%A4%A) with a bare 500. It is an address that cannot
  // exist: the API says so as a service result, pages show the 404 page.
  if (!isDecodablePath(url)) {
    if (isApiPath(url)) return sendJson(res, 400, serviceResultBody('validationFailed'));
    req.url = NOT_FOUND_PATH;
  }

  handle(req, res).catch((error: unknown) => {
    logger.error({ err: error, url }, 'request failed');
    if (!res.headersSent) sendJson(res, 500, serviceResultBody('internalError'));
    else res.end();
  });
});

function shutDown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, 'shutting down: finishing open requests');
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on('SIGTERM', () => shutDown('SIGTERM'));
process.on('SIGINT', () => shutDown('SIGINT'));

/**
 * Payload (and with it the jobs queue's schedule) starts inside Next on the first request that needs the database.
 * One request to the home page right away starts it, so queued emails and scheduled clean-ups run after a restart
 * even before the first visitor arrives; it also puts the home page in the page cache.
 */
async function warmUp() {
  const host = HOST === '0.0.0.0' || HOST === '::' ? '127.0.0.1' : HOST;
  try {
    const response = await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${PORT}/`, { signal: AbortSignal.timeout(60_000) });
    await response.arrayBuffer();
  } catch (error) {
    logger.warn({ err: error }, 'warm-up request failed; background jobs start with the first visit');
  }
}

await app.prepare();
server.listen(PORT, HOST, () => {
  logger.info({ url: `http://${HOST === '0.0.0.0' ? 'localhost' : HOST}:${PORT}`, dev }, 'site ready');
  if (!dev) void warmUp();
});

/**
 * The HTTP front of the site: answers health checks, applies the spec's redirects (Next cannot give a 301 for
 * repeated slashes: it answers 308 before any proxy runs), limits request bodies per endpoint, sends a menu filter or
 * finder search to its cached page, and hands everything to Next.js, which also serves Payload's admin. Run through
 * `npm start` (production) or `npm run dev`.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import next from 'next';
import { env } from './src/server/env';
import { logger } from './src/server/logger';
import { closePayload } from './src/server/close-payload';
import { RETRY_AFTER_OUTAGE_SECONDS } from './src/server/database-errors';
import { watchDatabase } from './src/server/database-health';
import { everyCacheTag } from './src/server/cache/cache-tags';
import { listenForExpiries } from './src/server/cache/expiry-listener';
import { PERMANENT_REDIRECT, redirectFor } from './src/features/routing/redirect-rules';
import { cachedPageAddressFor } from './src/features/routing/cached-page-address';
import { serviceResultBody, serviceResults } from './src/features/api/service-results';
import { answerWithRoute } from './src/server/http/answer-with-route';
import { bodyLimitFor, declaredLength, limitRequestBody, lingerOnClose } from './src/server/http/body-limits';
import { CLIENT_ADDRESS_HEADER, clientAddress, isFromTrustedProxy } from './src/server/http/client-address';
import { directRouteFor } from './src/server/http/direct-routes';
import { hasAllowedOrigin, nameSameSiteOrigin } from './src/server/http/origin-check';
import { checkRateLimit } from './src/server/http/rate-limits';
import { applyScriptPolicy } from './src/server/http/apply-script-policy';
import { scriptSourcesOf } from './src/server/http/script-policy';
import { CONTENT_SECURITY_POLICY, securityHeadersFor } from './src/server/http/security-headers';
import { REQUEST_ID_HEADER, acceptableRequestId, handleRequest } from './src/server/request-context';

const dev = process.argv.includes('--dev');
const { PORT, HOST, BODY_LIMIT_BYTES, DATABASE_URL, SITE_URL, TRUST_PROXY, CONSENT_SCRIPT_URL, TRACKING_SCRIPT_URL } = env();
const SCRIPT_SOURCES = scriptSourcesOf([CONSENT_SCRIPT_URL, TRACKING_SCRIPT_URL]);

const app = next({ dev, hostname: HOST, port: PORT, dir: import.meta.dirname });
const handle = app.getRequestHandler();

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** The spec's JSON API, its older paths under /cdg, and Payload's REST API. */
const isApiPath = (url: string) => url.startsWith('/api/') || url.startsWith('/cdg/') || url.startsWith('/cms-api/');

/** A refusal in front of the app: a service result to the API, a short page with a way back to a browser's form post. */
function refuse(req: IncomingMessage, res: ServerResponse, name: 'foreignOrigin' | 'tooManyRequests' | 'temporarilyUnavailable', headers: Record<string, string> = {}) {
  const body = serviceResultBody(name);
  const { status } = serviceResults[name];
  if (isApiPath(req.url ?? '/')) {
    for (const [header, value] of Object.entries(headers)) res.setHeader(header, value);
    return sendJson(res, status, body);
  }
  res.writeHead(status, { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(
    // Self-contained (no stylesheet or font to fetch): it must show while the app or its database cannot answer.
    `<!doctype html><html lang="en-GB"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${body.title} · Marigold Grill</title><body style="margin:0;font-family:system-ui,sans-serif;color:#3c3c3c">` +
      `<header style="background:#fdc533;padding:1rem"><p style="max-width:36rem;margin:0 auto;font-weight:900;font-size:1.25rem">Marigold Grill</p></header>` +
      `<main style="max-width:36rem;margin:2.5rem auto;padding:0 1rem"><h1 style="font-size:1.75rem">${body.title}</h1><p style="line-height:1.5">${body.message}</p>` +
      `<p><a href="/" style="display:inline-block;margin-top:0.5rem;background:#3c3c3c;color:#fff;padding:0.75rem 1.5rem;border-radius:999px;font-weight:800;text-decoration:none">Back to the home page</a></p></main></body></html>`,
  );
}

/** Origin first (a foreign page's post is not counted against anyone), then the visitor's allowance for the endpoint. */
async function passesRequestChecks(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (!hasAllowedOrigin(req, SITE_URL)) {
    refuse(req, res, 'foreignOrigin');
    return false;
  }
  nameSameSiteOrigin(req);
  // The visitor's address is decided here, never taken from what the client claims; features read it from this header.
  const visitor = clientAddress(req, TRUST_PROXY);
  req.headers[CLIENT_ADDRESS_HEADER] = visitor;
  const verdict = await checkRateLimit(req.method ?? 'GET', req.url ?? '/', visitor, DATABASE_URL);
  if (verdict.allowed) return true;
  refuse(req, res, 'tooManyRequests', { 'Retry-After': String(verdict.retryAfterSeconds) });
  return false;
}

/**
 * 413 with a service result; the connection then closes (body-limits.ts: after a moment in which the rest of the body
 * is read and dropped, so the client gets to read this). A body that outgrows its limit mid-stream may already be in
 * Next's hands; the app's own answer to the cut-off body then finds the response sent and is dropped.
 */
function answerTooLarge(req: IncomingMessage, res: ServerResponse) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' });
  lingerOnClose(req.socket);
  res.end(JSON.stringify(serviceResultBody('payloadTooLarge')));
}

/** Per endpoint (body-limits.ts): refused at once when the declared size is too large, else counted as it arrives. */
function enforceBodyLimit(req: IncomingMessage, res: ServerResponse): boolean {
  const limit = bodyLimitFor(req.url ?? '/', BODY_LIMIT_BYTES, req.headers['content-type']);
  if (declaredLength(req) > limit) {
    answerTooLarge(req, res);
    return false;
  }
  limitRequestBody(req, limit, () => answerTooLarge(req, res));
  return true;
}

let shuttingDown = false;

const database = watchDatabase(DATABASE_URL);
// With several instances on PostgreSQL, an edit saved on one expires the others' page caches too (within a second).
const expiries = database.watched ? listenForExpiries(DATABASE_URL, everyCacheTag()) : null;

/**
 * While the database is unreachable, the app answers what it can: cached pages as usual. An answer that fails then
 * (5xx, for want of the database) is replaced by a 503 that says so, before any of it is sent: the API's service
 * result, or a short page saying nothing was saved and to try again, which a balancer or a browser may retry.
 */
function answerUnavailableInsteadOfFailure(req: IncomingMessage, res: ServerResponse) {
  const { writeHead, write, end } = res;
  let replaced = false;
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    if (status < 500 || database.reachable()) return writeHead.call(this, status, ...(rest as []));
    replaced = true;
    for (const name of this.getHeaderNames()) if (!name.startsWith('x-') && !/^(content-security-policy|strict-transport|referrer|permissions)/.test(name)) this.removeHeader(name);
    Object.assign(res, { writeHead, write, end });
    refuse(req, res, 'temporarilyUnavailable', { 'Retry-After': String(RETRY_AFTER_OUTAGE_SECONDS) });
    return this;
  } as typeof res.writeHead;
  // Once replaced, what the app goes on to write of its failed answer is dropped.
  res.write = function (this: ServerResponse, ...args: Parameters<ServerResponse['write']>) {
    return replaced ? true : write.apply(this, args);
  } as typeof res.write;
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    return replaced ? this : end.apply(this, args as Parameters<ServerResponse['end']>);
  } as typeof res.end;
}

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

/** nginx's $request_id when a trusted proxy sent one (its access log then names the same request), else a new id. */
function requestIdOf(req: IncomingMessage): string {
  return (isFromTrustedProxy(req, TRUST_PROXY) && acceptableRequestId(req.headers[REQUEST_ID_HEADER])) || randomUUID();
}

async function answer(req: IncomingMessage, res: ServerResponse, requestId: string) {
  const url = req.url ?? '/';
  res.setHeader('X-Request-Id', requestId);
  const securityHeaders = securityHeadersFor(url);
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  if (database.watched) answerUnavailableInsteadOfFailure(req, res);
  // While stopping, a kept-alive connection is not reused for another request that would find no one listening.
  if (shuttingDown) res.setHeader('Connection', 'close');

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
  if (!(await passesRequestChecks(req, res))) return;

  // Next answers a path with broken percent-encoding (/menu/%E0%A4%A) with a bare 500. It is an address that cannot
  // exist: the API says so as a service result, pages show the 404 page.
  if (!isDecodablePath(url)) {
    if (isApiPath(url)) return sendJson(res, 400, serviceResultBody('validationFailed'));
    req.url = NOT_FOUND_PATH;
  }

  // The booking API is answered here, without Next's router (src/app/api/direct-routes.ts); not in development, where
  // Next recompiles the route files as they change.
  const direct = dev ? null : directRouteFor(req.method ?? 'GET', (req.url ?? '/').split('?')[0]!);
  if (direct) return answerWithRoute(req, res, direct.handler, direct.params, SITE_URL).catch((error: unknown) => failed(res, url, error));

  // A menu filter or finder search is served by its own cached page (cached-page-address.ts).
  const cachedPage = cachedPageAddressFor(req.url ?? '/');
  if (cachedPage && 'redirect' in cachedPage) {
    res.writeHead(303, { Location: cachedPage.redirect });
    return res.end();
  }
  if (cachedPage) req.url = cachedPage.rewrite;

  // Development's scripts are rebuilt and evaluated on the fly: the policy is for the built site.
  if (!dev) applyScriptPolicy(req, res, url, securityHeaders[CONTENT_SECURITY_POLICY]!, SCRIPT_SOURCES);
  handle(req, res).catch((error: unknown) => failed(res, url, error));
}

/** A request whose handling threw: a service result when nothing was sent yet, never a stack trace. */
function failed(res: ServerResponse, url: string, error: unknown) {
  // The path only: a query string may hold what a visitor typed.
  logger.error({ err: error, path: url.split('?')[0] }, 'request failed');
  if (!res.headersSent) sendJson(res, 500, serviceResultBody('internalError'));
  else res.end();
}

// Every log line written while a request is handled carries its id (src/server/logger.ts), and what the request left
// for after its response (a queue run that sends its email) runs once the response has gone.
const server = createServer((req, res) => {
  const requestId = requestIdOf(req);
  void handleRequest(requestId, res, () => answer(req, res, requestId));
});
// A proxy's idle connection is closed by the proxy, not by us: were Node to close it first (after its default 5 s), a
// request nginx sends on it at that moment would be reset and lost. nginx keeps idle upstream connections 60 s.
server.keepAliveTimeout = 65_000;

/** Longest wait for open requests after SIGTERM; a process manager's own kill timeout should be longer. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * SIGTERM: not ready at once (/readyz answers 503 while open connections last), no new connections, every open
 * request finishes (its answer says Connection: close), then the jobs schedule and the database close.
 */
function shutDown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, 'shutting down: finishing open requests');
  server.close(async () => {
    try {
      await Promise.all([database.stop(), expiries?.stop()]);
      await closePayload();
      logger.info('stopped: requests finished, database closed');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'stopping: closing the database failed');
      process.exit(1);
    }
  });
  server.closeIdleConnections();
  setTimeout(() => {
    logger.error({ timeoutMs: SHUTDOWN_TIMEOUT_MS }, 'stopping: requests still open after the timeout; exiting anyway');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
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

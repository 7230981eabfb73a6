/**
 * The HTTP front of the site: every request passes the stages below, in order, until one answers; the last hands it
 * to Next.js, which also serves Payload's admin. Each stage is a module of src/server/http/stages. Run through
 * `npm start` (production) or `npm run dev`; in development two stages step aside for Next's recompiling (below).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import next from 'next';
import { env } from './src/server/env';
import { logger } from './src/server/logger';
import { closePayload } from './src/server/close-payload';
import { watchDatabase } from './src/server/database-health';
import { everyCacheTag } from './src/server/cache/cache-tags';
import { listenForExpiries } from './src/server/cache/expiry-listener';
import { isFromTrustedProxy } from './src/server/http/client-address';
import { runStages, type Stage } from './src/server/http/pipeline';
import { ResponseWrapper } from './src/server/http/response-wrapper';
import { scriptSourcesOf } from './src/server/http/script-policy';
import { answerHeaders, type Lifecycle } from './src/server/http/stages/answer-headers';
import { healthChecks } from './src/server/http/stages/health-checks';
import { redirects } from './src/server/http/stages/redirects';
import { bodyLimits } from './src/server/http/stages/body-limits';
import { originCheck } from './src/server/http/stages/origin-check';
import { rateLimits } from './src/server/http/stages/rate-limits';
import { undecodablePaths } from './src/server/http/stages/undecodable-paths';
import { directRoutes } from './src/server/http/stages/direct-routes';
import { pageCache } from './src/server/http/stages/page-cache';
import { nextApp } from './src/server/http/stages/next-app';
import { REQUEST_ID_HEADER, acceptableRequestId, handleRequest } from './src/server/request-context';

const dev = process.argv.includes('--dev');
const { PORT, HOST, BODY_LIMIT_BYTES, DATABASE_URL, SITE_URL, TRUST_PROXY, CONSENT_SCRIPT_URL, TRACKING_SCRIPT_URL } = env();

const app = next({ dev, hostname: HOST, port: PORT, dir: import.meta.dirname });
const handle = app.getRequestHandler();

const lifecycle: Lifecycle = { shuttingDown: false };
const database = watchDatabase(DATABASE_URL);
// With several instances on PostgreSQL, an edit saved on one expires the others' page caches too (within a second).
const expiries = database.watched ? listenForExpiries(DATABASE_URL, everyCacheTag()) : null;

/** The path of a request, in order. */
const stages: readonly Stage[] = [
  answerHeaders(database, lifecycle), // request id, security headers, a 503 for a failure while the database is away
  healthChecks(lifecycle), // /healthz, /readyz
  redirects, // the spec's 301s; /cdg/… pointed at the routes that answer it
  bodyLimits(BODY_LIMIT_BYTES), // 413 past the endpoint's limit
  originCheck(SITE_URL), // 403 for a foreign page's post
  rateLimits(TRUST_PROXY, DATABASE_URL), // 429 past the visitor's allowance
  undecodablePaths, // broken percent-encoding: 400 from the API, the 404 page otherwise
  // The booking API without Next's router. Not in development: the route modules offered at start stay the ones
  // compiled then (an edit did not show, checked), while Next recompiles and routes the changed file (decision 0060).
  ...(dev ? [] : [directRoutes(SITE_URL)]),
  pageCache, // a menu filter or finder search to its cached page
  // Script policy, compression, then Next. Development's scripts are rebuilt and evaluated on the fly: no policy there.
  nextApp(handle, dev ? null : scriptSourcesOf([CONSENT_SCRIPT_URL, TRACKING_SCRIPT_URL])),
];

/** nginx's $request_id when a trusted proxy sent one (its access log then names the same request), else a new id. */
function requestIdOf(req: IncomingMessage): string {
  return (isFromTrustedProxy(req, TRUST_PROXY) && acceptableRequestId(req.headers[REQUEST_ID_HEADER])) || randomUUID();
}

// Every log line written while a request is handled carries its id (src/server/logger.ts), and what the request left
// for after its response (a queue run that sends its email) runs once the response has gone.
const server = createServer((req, res) => {
  const requestId = requestIdOf(req);
  const exchange = { req, res, requestId, url: req.url ?? '/', securityHeaders: {}, response: new ResponseWrapper(req, res) };
  void handleRequest(requestId, res, () => runStages(stages, exchange));
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
  if (lifecycle.shuttingDown) return;
  lifecycle.shuttingDown = true;
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
  void warmUp();
});

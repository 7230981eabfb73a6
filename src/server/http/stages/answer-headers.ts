import type { DatabaseHealth } from '../../database-health';
import type { Stage } from '../pipeline';
import { securityHeadersFor } from '../security-headers';

/** Whether the server is stopping (SIGTERM): read by this stage and the health checks. */
export type Lifecycle = { shuttingDown: boolean };

/**
 * What every answer carries, whichever stage gives it: the request's id, the security headers, and, while stopping,
 * Connection: close (a kept-alive connection is not reused for a request that would find no one listening). Where the
 * database is watched, an answer that fails while it is unreachable is replaced by a 503 that says so (the response
 * wrapper's `replaceFailures`), which a balancer or a browser may retry.
 */
export const answerHeaders = (database: DatabaseHealth, lifecycle: Lifecycle): Stage => ({
  name: 'answer headers',
  run(exchange) {
    const { res, url } = exchange;
    res.setHeader('X-Request-Id', exchange.requestId);
    exchange.securityHeaders = securityHeadersFor(url);
    for (const [name, value] of Object.entries(exchange.securityHeaders)) res.setHeader(name, value);
    if (database.watched) exchange.response.replaceFailures(() => !database.reachable());
    if (lifecycle.shuttingDown) res.setHeader('Connection', 'close');
    return 'next';
  },
});

import type { Stage } from '../pipeline';
import { sendJson } from '../refusals';
import type { Lifecycle } from './answer-headers';

/** /healthz: the process answers. /readyz: it takes requests (503 from SIGTERM on, so a balancer sends no more). */
export const healthChecks = (lifecycle: Lifecycle): Stage => ({
  name: 'health checks',
  run({ res, url }) {
    if (url === '/healthz') {
      sendJson(res, 200, { status: 'ok' });
      return 'answered';
    }
    if (url === '/readyz') {
      sendJson(res, lifecycle.shuttingDown ? 503 : 200, { status: lifecycle.shuttingDown ? 'stopping' : 'ready' });
      return 'answered';
    }
    return 'next';
  },
});

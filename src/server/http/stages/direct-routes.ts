import { answerWithRoute } from '../answer-with-route';
import { directRouteFor } from '../direct-routes';
import type { Stage } from '../pipeline';

/**
 * The booking API, answered here without Next's router (booking-api-routes.ts, docs/decisions/0044), under its
 * /cdg aliases too, since the redirects stage has pointed those at their routes.
 */
export const directRoutes = (siteUrl: string): Stage => ({
  name: 'direct routes',
  async run({ req, res }) {
    const direct = directRouteFor(req.method ?? 'GET', (req.url ?? '/').split('?')[0]!);
    if (!direct) return 'next';
    await answerWithRoute(req, res, direct.handler, direct.params, siteUrl);
    return 'answered';
  },
});

import type { IncomingMessage, ServerResponse } from 'node:http';
import { serviceResultBody } from '@/features/api/service-results';
import { bodyLimitFor, declaredLength, limitRequestBody, lingerOnClose } from '../body-limits';
import type { Stage } from '../pipeline';

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
export const bodyLimits = (defaultLimit: number): Stage => ({
  name: 'body limits',
  run({ req, res }) {
    const limit = bodyLimitFor(req.url ?? '/', defaultLimit, req.headers['content-type']);
    if (declaredLength(req) > limit) {
      answerTooLarge(req, res);
      return 'answered';
    }
    limitRequestBody(req, limit, () => answerTooLarge(req, res));
    return 'next';
  },
});

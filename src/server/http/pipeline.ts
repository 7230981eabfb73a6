import type { IncomingMessage, ServerResponse } from 'node:http';
import { logger } from '../logger';
import { serviceResultBody } from '@/features/api/service-results';
import { sendJson } from './refusals';
import type { ResponseWrapper } from './response-wrapper';

/** One request on its way through server.ts's stages. */
type Exchange = {
  req: IncomingMessage;
  res: ServerResponse;
  /** nginx's $request_id when a trusted proxy sent one, else a new one (server.ts); every log line of it carries it. */
  requestId: string;
  /** The address as the client sent it; a stage may point `req.url` elsewhere (an alias's route, a cached page). */
  url: string;
  /** The security headers the answer carries (security-headers.ts), set by the first stage. */
  securityHeaders: Record<string, string>;
  /** The one wrapper of the response's writes (response-wrapper.ts), given its jobs by the stages that need them. */
  response: ResponseWrapper;
};

/** A stage either answers the request ('answered': no later stage runs) or hands it on ('next'). */
export type Outcome = 'answered' | 'next';
export type Stage = { name: string; run(exchange: Exchange): Outcome | Promise<Outcome> };

/** A request whose handling threw: a service result when nothing was sent yet, never a stack trace. */
function failed(res: ServerResponse, url: string, error: unknown) {
  // The path only: a query string may hold what a visitor typed.
  logger.error({ err: error, path: url.split('?')[0] }, 'request failed');
  if (!res.headersSent) sendJson(res, 500, serviceResultBody('internalError'));
  else res.end();
}

/** Runs the stages in order until one answers; an error in any of them is answered as a failure. */
export async function runStages(stages: readonly Stage[], exchange: Exchange): Promise<void> {
  try {
    for (const stage of stages) {
      const outcome = stage.run(exchange);
      if ((typeof outcome === 'string' ? outcome : await outcome) === 'answered') return;
    }
  } catch (error) {
    failed(exchange.res, exchange.url, error);
  }
}

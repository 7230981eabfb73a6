import 'server-only';
import { ServiceError, ValidationError } from '@/server/errors';
import { env, requireSecret } from '@/server/env';
import { isLostDatabaseConnection, RETRY_AFTER_OUTAGE_SECONDS } from '@/server/database-errors';
import { logger } from '@/server/logger';
import { API_COMPRESSION_FROM_BYTES } from '@/server/http/compression';
import { withText } from '@/server/http/response-text';
import { isAuthorisedRequest } from './request-auth';
import { serviceResultBody, serviceResults, type ServiceResultName } from './service-results';

/**
 * Most of the API's answers (a refusal, a booking's reference, a day's slots) are small, and Next's compression gzips
 * every answer whose length it is not told, which it never is for a route's answer. A small one says `no-transform`,
 * which the compression honours (and so does server.ts's, answer-with-route.ts); large ones are still compressed.
 */
function json(body: unknown, status: number, cacheControl: string, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  const small = text.length < API_COMPRESSION_FROM_BYTES;
  // A plain Response: NextResponse's cookie helpers, which no answer here uses, cost a slot search a few per cent.
  const response = new Response(text, {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': small ? `${cacheControl}, no-transform` : cacheControl, ...headers },
  });
  return withText(response, text);
}

export function serviceResultResponse(name: ServiceResultName, message?: string, fieldErrors?: Record<string, string>) {
  const body = fieldErrors ? { ...serviceResultBody(name, message), errors: fieldErrors } : serviceResultBody(name, message);
  return json(body, serviceResults[name].status, 'no-store', name === 'temporarilyUnavailable' ? { 'Retry-After': String(RETRY_AFTER_OUTAGE_SECONDS) } : {});
}

type Handler<Params> = (request: Request, context: { params: Promise<Params> }) => Promise<Response>;

/**
 * Wraps a route handler of the spec's API: refuses requests without token, brand key and session id (401), and
 * turns every failure into a service result with its HTTP status, never a stack trace.
 */
export function apiHandler<Params = Record<string, string>>(handler: Handler<Params>, options: { public?: boolean } = {}): Handler<Params> {
  return async (request, context) => {
    try {
      if (!options.public) {
        const authorised = await isAuthorisedRequest(request.headers, { secret: requireSecret('TOKEN_SECRET'), brandKey: env().BRAND_KEY });
        if (!authorised) return serviceResultResponse('unauthorized');
      }
      return await handler(request, context);
    } catch (error) {
      return failureResponse(error, request);
    }
  };
}

/** Any failure as its service result: a refusal with its fields, a lost database as 503, the rest as 500 and logged, never a stack trace. */
export function failureResponse(error: unknown, request: Request): Response {
  if (error instanceof ValidationError) return serviceResultResponse(error.result, error.serviceMessage, error.fieldErrors);
  if (error instanceof ServiceError) return serviceResultResponse(error.result, error.serviceMessage);
  if (isLostDatabaseConnection(error)) {
    logger.warn({ path: new URL(request.url).pathname }, 'API request refused: the database is unreachable');
    return serviceResultResponse('temporarilyUnavailable');
  }
  logger.error({ err: error, path: new URL(request.url).pathname }, 'API request failed');
  return serviceResultResponse('internalError');
}

/** JSON for data that may be kept briefly by the browser but never by a shared cache (the API is per session). */
export const jsonResponse = (body: unknown, init: { status?: number; maxAge?: number } = {}) =>
  json(body, init.status ?? 200, init.maxAge ? `private, max-age=${init.maxAge}` : 'no-store');

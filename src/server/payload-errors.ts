/**
 * Payload's errors, known by name rather than `instanceof`: code that catches them may have been bundled apart from
 * the Payload instance that threw them (Next builds pages, route handlers and actions as separate graphs), and a
 * class from one copy is not the class of another. No `import 'server-only'`: used by modules payload.config.ts loads.
 */
import type { Config } from 'payload';

export const isPayloadError = (
  error: unknown,
  name: 'ValidationError' | 'NotFound' | 'Forbidden',
): error is Error & { data?: { errors?: { path?: string }[] } } => error instanceof Error && error.name === name;

type AfterErrorHook = NonNullable<NonNullable<Config['hooks']>['afterError']>[number];

/** What busboy (Payload's form parser) says about a multipart or urlencoded body it cannot read. */
const UNREADABLE_BODY_MESSAGES = new Set([
  'Malformed content type',
  'Malformed part header',
  'Malformed urlencoded form',
  'Missing Content-Type',
  'Multipart: Boundary not found',
  'Unexpected end of file',
  'Unexpected end of form',
  // Payload's own word for a multipart Content-Type it cannot parse (no boundary).
  'Request is not eligible for file upload',
]);

/**
 * Payload's REST API (/cms-api) passes the form parser's error on as it is, or wraps it in an APIError without a
 * status, so a body that is not the multipart it claims to be got 500. The client sent it wrong: 400, as Payload
 * already answers broken JSON.
 */
export const unreadableBodyIsBadRequest: AfterErrorHook = ({ error }) => {
  if (!UNREADABLE_BODY_MESSAGES.has(error.message) || ((error as Error & { status?: number }).status ?? 500) !== 500) return;
  return { status: 400, response: { errors: [{ message: 'The request body could not be read.' }] } };
};

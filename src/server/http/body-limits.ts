import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { UPLOAD_BODY_LIMIT_BYTES } from '@/server/uploads/upload-policies';
import { answeringPath } from './answering-path';

/**
 * Endpoints that receive visitors' files (spec section 7: the contact form's attachments, a job application's CV).
 * Everything else the site answers keeps the small default. A feature adding an upload endpoint adds its path here.
 */
export const UPLOAD_ENDPOINTS: readonly string[] = ['/api/contact/sendemail', '/api/jobs/application'];

/** The back-office: the admin (its pages' server functions) and Payload's REST API. */
const STAFF_PREFIXES = ['/admin', '/cms-api'];

const MB = 1024 * 1024;

/**
 * A back-office save is a whole document as JSON (a page of tiles and rich text), or the admin's form state, which
 * is larger. Payload reads a body whole before it checks who is asking, so without a limit anyone could make it hold
 * any amount, signed in or not.
 */
export const STAFF_BODY_LIMIT_BYTES = 4 * MB;

/**
 * Payload's upload collections (images and videos staff add under Media): their create and replace calls carry the
 * file, a hero video included. A new upload collection adds its slug here.
 */
const STAFF_UPLOAD_COLLECTIONS = ['media'];
export const STAFF_UPLOAD_BODY_LIMIT_BYTES = 64 * MB;

const isStaffUpload = (path: string) => STAFF_UPLOAD_COLLECTIONS.some((slug) => new RegExp(`^/cms-api/${slug}(/[^/]+)?$`).test(path));

/**
 * A form posted to a page is a server action sent without JavaScript (with it, the contact and job forms send to
 * their endpoints above), and such a post carries the form's files: it gets the upload limit. Next reads it under
 * the same limit (`serverActions.bodySizeLimit` in next.config.mjs).
 */
const isFormPostToPage = (path: string, contentType: string | undefined) =>
  /^multipart\/form-data\b/i.test(contentType ?? '') && !path.startsWith('/api/') && !path.startsWith('/_next/');

/** The largest body a request to `url` may carry. */
export function bodyLimitFor(url: string, defaultLimit: number, contentType?: string): number {
  // The path of the route that answers, as the rate limits read it: no spelling or alias escapes its limit.
  const path = answeringPath(url);
  if (STAFF_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
    return isStaffUpload(path) ? STAFF_UPLOAD_BODY_LIMIT_BYTES : Math.max(STAFF_BODY_LIMIT_BYTES, defaultLimit);
  }
  return UPLOAD_ENDPOINTS.includes(path) || isFormPostToPage(path, contentType) ? UPLOAD_BODY_LIMIT_BYTES : defaultLimit;
}

/** The size a request says its body has; NaN when it says nothing (a chunked body) or nonsense. */
export function declaredLength(req: IncomingMessage): number {
  const header = req.headers['content-length'];
  return header === undefined || !/^\d+$/.test(header) ? Number.NaN : Number(header);
}

/**
 * How much more of a body past its limit is read and dropped, and for how long after the answer, so that a client
 * still sending gets to read its 413: a connection closed with unread data in it is reset, and a reset throws away
 * the answer the client had not read yet (nginx calls this a lingering close). Past either, the connection is cut.
 */
const LINGER_BYTES = 16 * 1024 * 1024;
const LINGER_MS = 2_000;

/**
 * Counts a request body's bytes as the connection delivers them, whoever reads it and however it is framed, so a
 * chunked body (no Content-Length) cannot slip past the limit. Past `limit`, `onTooLarge` is called once and the
 * rest is read and dropped instead of being handed on. Node's HTTP parser delivers every body chunk through `push`.
 */
export function limitRequestBody(req: IncomingMessage, limit: number, onTooLarge: () => void): void {
  let received = 0;
  let over = false;
  const push = req.push.bind(req);
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk !== null && chunk !== undefined) received += typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : (chunk as Uint8Array).byteLength;
    if (over) {
      if (received > limit + LINGER_BYTES) req.socket.destroy();
      return true;
    }
    if (received > limit) {
      over = true;
      onTooLarge();
      return true;
    }
    return push(chunk, encoding);
  };
}

/**
 * Node closes the connection of a `Connection: close` answer as soon as it is written (`destroySoon`), unread body and
 * all. For a 413 it closes our side and reads on for a moment instead, then closes.
 */
export function lingerOnClose(socket: Socket): void {
  Object.assign(socket, {
    destroySoon: () => {
      socket.end();
      setTimeout(() => socket.destroy(), LINGER_MS).unref();
    },
  });
}

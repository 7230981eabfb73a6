import type { CollectionSlug, Payload, TypedUser } from 'payload';
import { isPayloadError } from '@/server/payload-errors';
import { attachmentDisposition } from './file-names';
import { filesOf } from './uploaded-files-field';
import { readStoredFile, isFileId, type StoredFile } from './upload-store';

export type OwnedFileOptions = {
  collection: CollectionSlug;
  /** The `uploadedFilesField` to serve from. */
  field: string;
  /** A further check beyond the collection's read access (which always applies), e.g. HR only for CVs. */
  canRead?: (args: { user: TypedUser; doc: Record<string, unknown> }) => boolean | Promise<boolean>;
};

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } });

/** Never shown in the browser, whatever it is: downloaded, not sniffed, not cached, and inert if opened in place. */
function downloadHeaders(file: StoredFile): Record<string, string> {
  return {
    'Content-Type': file.mimeType,
    'Content-Disposition': attachmentDisposition(file.name, file.extension),
    'Content-Length': String(file.size),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Referrer-Policy': 'no-referrer',
  };
}

/** The owner, if this user may read it (the collection's own read access, with the user's restaurant scope). */
async function readableOwner(payload: Payload, collection: CollectionSlug, id: string, user: TypedUser) {
  try {
    return (await payload.findByID({ collection, id, depth: 0, overrideAccess: false, user })) as unknown as Record<string, unknown>;
  } catch (error) {
    if (isPayloadError(error, 'NotFound') || isPayloadError(error, 'Forbidden')) return null;
    throw error;
  }
}

/**
 * The answer to a request for one file of one document: the file as a download for a signed-in member of staff who
 * may read that document; 401 signed out; 404 for no such document or file, or no right to read it (the same
 * answer, so nothing leaks).
 */
export async function ownedFileResponse(
  payload: Payload,
  { collection, field, canRead }: OwnedFileOptions,
  request: Request,
  { id, fileId }: { id: string; fileId: string },
  root?: string,
): Promise<Response> {
  const { user } = await payload.auth({ headers: request.headers });
  if (!user) return text(401, 'Sign in to the back-office to download this file.');

  const notAvailable = () => text(404, 'This file is not available.');
  if (!isFileId(fileId)) return notAvailable();
  const doc = await readableOwner(payload, collection, id, user);
  if (!doc || (canRead && !(await canRead({ user, doc })))) return notAvailable();
  const file = filesOf(doc, field).find((candidate) => candidate.fileId === fileId);
  if (!file) return notAvailable();
  const bytes = await readStoredFile(file.fileId, root);
  if (!bytes) return notAvailable();
  return new Response(new Uint8Array(bytes), { status: 200, headers: downloadHeaders({ ...file, size: bytes.length }) });
}

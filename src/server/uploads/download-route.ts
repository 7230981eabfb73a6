import 'server-only';
import { payloadClient } from '@/server/payload';
import { ownedFileResponse, type OwnedFileOptions } from './owned-file-response';

/**
 * A GET route handler that serves one file of one document to signed-in staff who may read that document (the
 * collection's own read access, plus `canRead` if given). Mount it at `{downloadPath}/[id]/[fileId]/route.ts`:
 *
 *   export const GET = uploadDownloadRoute({ collection: 'enquiries', field: 'attachments' });
 */
export function uploadDownloadRoute(options: OwnedFileOptions) {
  return async (request: Request, { params }: { params: Promise<{ id: string; fileId: string }> }): Promise<Response> =>
    ownedFileResponse(await payloadClient(), options, request, await params);
}

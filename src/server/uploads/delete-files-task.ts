import type { TaskConfig } from 'payload';
import { deleteStoredFiles } from './upload-store';

/** Deletes the files of a deleted document (queued by `deleteFilesWithOwner`); retried while the disk refuses. */
export const deleteUploadedFilesTask: TaskConfig<'delete-uploaded-files'> = {
  slug: 'delete-uploaded-files',
  label: 'Delete the files of a deleted document',
  inputSchema: [{ name: 'fileIds', type: 'json', required: true }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input }) => {
    const fileIds = Array.isArray(input.fileIds) ? input.fileIds.filter((id): id is string => typeof id === 'string') : [];
    await deleteStoredFiles(fileIds);
    return { output: {} };
  },
};

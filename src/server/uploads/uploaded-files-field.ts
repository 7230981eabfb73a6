import type { CollectionAfterDeleteHook, Field } from 'payload';
import { JOB_QUEUES } from '@/server/jobs/job-queues';
import { runQueueAfterResponse } from '@/server/jobs/run-after-response';
import type { StoredFile } from './upload-store';

/*
 * How a collection owns visitors' files: an `uploadedFilesField` keeps each file's metadata on the document (staff see
 * the original name, type and size, with a download link), `deleteFilesWithOwner` removes the files when the
 * document goes (by staff, or by a retention job), and `uploadDownloadRoute` serves them to whoever may read the
 * document. No `import 'server-only'`: collections are loaded outside Next too.
 */

type Options = {
  name: string;
  label?: string;
  /** Where the collection's download route is mounted: `/staff-files/enquiries` serves `/staff-files/enquiries/{id}/{fileId}`. */
  downloadPath: string;
  description?: string;
};

/**
 * Nobody sets file entries through the API or the back-office: only the endpoint that received and checked the
 * files writes them (with overrideAccess). Otherwise someone allowed to create one kind of owner could point an
 * entry at another owner's file (a CV) and download it through this collection's route.
 */
const locked = { create: () => false, update: () => false };

/** The owner's files: written once by the endpoint that received them, never edited. */
export function uploadedFilesField({ name, label = 'Files', downloadPath, description }: Options): Field {
  return {
    name,
    label,
    type: 'array',
    access: locked,
    admin: { readOnly: true, description: description ?? 'Sent by the visitor. Each file was checked by its contents; download it to open it.' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'name', label: 'File name', type: 'text', required: true, admin: { readOnly: true } },
          { name: 'mimeType', label: 'Type', type: 'text', required: true, admin: { readOnly: true } },
          { name: 'size', label: 'Size (bytes)', type: 'number', required: true, admin: { readOnly: true } },
        ],
      },
      {
        name: 'download',
        type: 'ui',
        admin: { components: { Field: { path: '@/components/admin/download-link.client#DownloadLink', clientProps: { downloadPath } } } },
      },
      { name: 'fileId', type: 'text', required: true, admin: { hidden: true } },
      { name: 'extension', type: 'text', required: true, admin: { hidden: true } },
      { name: 'sha256', label: 'SHA-256', type: 'text', admin: { readOnly: true } },
    ],
  };
}

/** The stored files a document lists in one of its file fields. */
export function filesOf(doc: Record<string, unknown> | null | undefined, field: string): StoredFile[] {
  const files = doc?.[field];
  return Array.isArray(files) ? (files as StoredFile[]).filter((file) => typeof file?.fileId === 'string') : [];
}

/**
 * afterDelete hook: the owner's files are deleted by a queued job, in the deleting request's transaction, so they go
 * only if the document's deletion is committed.
 */
export const deleteFilesWithOwner =
  (...fields: string[]): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    const fileIds = fields.flatMap((field) => filesOf(doc, field).map((file) => file.fileId));
    if (fileIds.length === 0) return doc;
    await req.payload.jobs.queue({ task: 'delete-uploaded-files', queue: JOB_QUEUES.maintenance, input: { fileIds }, req });
    runQueueAfterResponse(req.payload, JOB_QUEUES.maintenance);
    return doc;
  };

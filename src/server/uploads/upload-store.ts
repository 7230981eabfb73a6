import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/server/env';
import type { AcceptedUpload } from './inspect-upload';

/*
 * Files on disk, outside the public web root (UPLOADS_DIR, default data/uploads), each under a random id with no
 * extension: nothing a visitor sends decides a path, and nothing here is ever served except through a route that
 * checks who is asking. The metadata lives on the document that owns the files (see uploaded-files-field.ts).
 * No `import 'server-only'`: the delete task is part of payload.config.ts, which also runs outside Next.
 */

/** What the owning document keeps about each of its files. */
export type StoredFile = { fileId: string; name: string; mimeType: string; extension: string; size: number; sha256: string };

const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export const isFileId = (value: string) => FILE_ID.test(value);

const uploadsRoot = () => path.resolve(env().UPLOADS_DIR);

/** Where a file lives: sharded by the id's first two characters, so no folder grows huge. Only ids we made get here. */
export function storedPath(fileId: string, root = uploadsRoot()): string {
  if (!isFileId(fileId)) throw new Error('Not a stored file id');
  return path.join(root, fileId.slice(0, 2), fileId);
}

/** Deletes stored files; ones already gone are fine (a retried clean-up, or a file never written). */
export async function deleteStoredFiles(fileIds: string[], root = uploadsRoot()): Promise<void> {
  await Promise.all(fileIds.filter(isFileId).map((fileId) => rm(storedPath(fileId, root), { force: true })));
}

/**
 * Writes accepted files under new ids (readable by this process's user only) and returns what the owner keeps. All or
 * nothing: if one write fails, the ones already written are removed. If the owner then cannot be saved, call
 * `deleteStoredFiles` with the ids.
 */
export async function storeUploads(files: AcceptedUpload[], root = uploadsRoot()): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  try {
    for (const file of files) {
      const fileId = randomUUID();
      const target = storedPath(fileId, root);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await writeFile(target, file.bytes, { flag: 'wx', mode: 0o600 });
      stored.push({
        fileId,
        name: file.name,
        mimeType: file.mimeType,
        extension: file.kind.extension,
        size: file.bytes.length,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
      });
    }
    return stored;
  } catch (error) {
    await deleteStoredFiles(
      stored.map((file) => file.fileId),
      root,
    );
    throw error;
  }
}

/** A stored file's bytes, or null when it is not there (deleted with its owner, or never written). */
export async function readStoredFile(fileId: string, root = uploadsRoot()): Promise<Buffer | null> {
  try {
    return await readFile(storedPath(fileId, root));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

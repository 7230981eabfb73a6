import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Forbidden, NotFound, type Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedFileResponse } from '@/server/uploads/owned-file-response';
import { attachmentDisposition } from '@/server/uploads/file-names';
import { inspectUpload, type AcceptedUpload } from '@/server/uploads/inspect-upload';
import { deleteStoredFiles, readStoredFile, storedPath, storeUploads, type StoredFile } from '@/server/uploads/upload-store';
import { enquiryAttachments } from '@/server/uploads/upload-policies';
import { env } from '@/server/env';
import { samples } from '../support/file-samples';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'uploads-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const accepted = async (name: string, bytes: Buffer): Promise<AcceptedUpload> => {
  const check = await inspectUpload(name, bytes, enquiryAttachments);
  if (!check.ok) throw new Error(check.message);
  return check.file;
};

describe('storing visitors’ files', () => {
  it('writes each under a new random id, outside any web root, readable by this process only', async () => {
    const [stored] = await storeUploads([await accepted('menu.pdf', samples.pdf())], root);
    expect(stored).toMatchObject({ name: 'menu.pdf', mimeType: 'application/pdf', extension: 'pdf', size: samples.pdf().length });
    expect(stored!.sha256).toMatch(/^[0-9a-f]{64}$/);
    const file = storedPath(stored!.fileId, root);
    expect(path.basename(file)).toBe(stored!.fileId);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readStoredFile(stored!.fileId, root)).toEqual(samples.pdf());
  });

  it('never builds a path from anything but its own ids', () => {
    expect(() => storedPath('../../etc/passwd', root)).toThrow();
    expect(() => storedPath('menu.pdf', root)).toThrow();
  });

  it('deletes files, and a second delete is harmless', async () => {
    const stored = await storeUploads([await accepted('a.jpg', samples.jpeg()), await accepted('b.png', samples.png())], root);
    await deleteStoredFiles(
      stored.map((file) => file.fileId),
      root,
    );
    await deleteStoredFiles(
      stored.map((file) => file.fileId),
      root,
    );
    for (const file of stored) expect(await readStoredFile(file.fileId, root)).toBeNull();
  });

  it('keeps uploads under UPLOADS_DIR, in data/ by default', () => {
    expect(env().UPLOADS_DIR).toBe('data/uploads');
    expect(path.relative(process.cwd(), storedPath('0b5e9a1c-2d3f-4a5b-8c6d-7e8f9a0b1c2d'))).toBe(
      path.join('data', 'uploads', '0b', '0b5e9a1c-2d3f-4a5b-8c6d-7e8f9a0b1c2d'),
    );
  });
});

describe('downloading a file', () => {
  it('saves it under its original name with the extension of what it really is', () => {
    expect(attachmentDisposition('menu.pdf', 'pdf')).toBe(`attachment; filename="menu.pdf"; filename*=UTF-8''menu.pdf`);
    expect(attachmentDisposition('holiday.png', 'jpg')).toBe(`attachment; filename="holiday.jpg"; filename*=UTF-8''holiday.jpg`);
    expect(attachmentDisposition('Café "menu".pdf', 'pdf')).toBe(`attachment; filename="Cafe _menu_.pdf"; filename*=UTF-8''Caf%C3%A9%20%22menu%22.pdf`);
  });
});

describe('the download route a collection mounts (its response)', () => {
  const USER = { id: 1, collection: 'users', email: 'manager@marigold.example' };
  let file: StoredFile;
  const docs: Record<string, Record<string, unknown>> = {};

  /** Payload as the route sees it: who is signed in, and what the collection's read access lets them see. */
  const fakePayload = (signedIn: boolean, readable: (id: string) => 'yes' | 'not-found' | 'forbidden') =>
    ({
      auth: async () => ({ user: signedIn ? USER : null }),
      findByID: async ({ id }: { id: string }) => {
        const access = readable(id);
        if (access === 'forbidden') throw new Forbidden();
        if (access === 'not-found' || !docs[id]) throw new NotFound();
        return docs[id];
      },
    }) as unknown as Payload;

  const get = (payload: Payload, id: string, fileId: string, canRead?: () => boolean) =>
    ownedFileResponse(
      payload,
      { collection: 'pages', field: 'attachments', canRead },
      new Request(`http://localhost/staff-files/x/${id}/${fileId}`),
      { id, fileId },
      root,
    );

  beforeAll(async () => {
    file = (await storeUploads([await accepted('Floor plan.pdf', samples.pdf())], root))[0]!;
    docs['7'] = { id: 7, attachments: [file] };
  });

  it('serves the file as a download that the browser must not sniff or cache', async () => {
    const response = await get(
      fakePayload(true, () => 'yes'),
      '7',
      file.fileId,
    );
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="Floor plan.pdf"; filename*=UTF-8''Floor%20plan.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(Buffer.from(await response.arrayBuffer())).toEqual(samples.pdf());
  });

  it('asks a signed-out visitor to sign in, and tells everyone else who may not read it that it is not there', async () => {
    expect(
      (
        await get(
          fakePayload(false, () => 'yes'),
          '7',
          file.fileId,
        )
      ).status,
    ).toBe(401);
    expect(
      (
        await get(
          fakePayload(true, () => 'forbidden'),
          '7',
          file.fileId,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await get(
          fakePayload(true, () => 'not-found'),
          '7',
          file.fileId,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await get(
          fakePayload(true, () => 'yes'),
          '7',
          file.fileId,
          () => false,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await get(
          fakePayload(true, () => 'yes'),
          '7',
          '0b5e9a1c-2d3f-4a5b-8c6d-7e8f9a0b1c2d',
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await get(
          fakePayload(true, () => 'yes'),
          '7',
          '../../etc/passwd',
        )
      ).status,
    ).toBe(404);
    expect(await readdir(root)).not.toHaveLength(0);
  });
});

import { fileTypeFromBuffer } from 'file-type';
import { checkDocxArchive } from './docx-archive';
import { checkFileName, quotedName } from './file-names';
import { FILE_KINDS, kindsText, sizeText, type FileKind, type UploadPolicy } from './upload-policies';

/** A file that passed every check: its bytes, what they are, and the name staff will see. */
export type AcceptedUpload = { name: string; kind: FileKind; mimeType: string; bytes: Buffer };

type UploadCheck = { ok: true; file: AcceptedUpload } | { ok: false; message: string };

const refused = (rawName: string, reason: string): UploadCheck => ({ ok: false, message: `${quotedName(rawName)} ${reason}.` });

/**
 * Checks one file against a policy, in order: a usable name, not empty, not too large, and bytes that are one of the
 * accepted kinds (a renamed program, a text or SVG file called .pdf or .png, a macro-enabled or oversized-on-unpacking
 * Word file are all refused). Every refusal names the file and says why.
 */
export async function inspectUpload(rawName: string, bytes: Buffer, policy: UploadPolicy): Promise<UploadCheck> {
  const name = checkFileName(rawName);
  if (!name.ok) return refused(rawName, name.reason);
  if (bytes.length === 0) return refused(rawName, 'is empty');
  if (bytes.length > policy.maxFileBytes) return refused(rawName, `is larger than ${sizeText(policy.maxFileBytes)}`);

  const detected = await fileTypeFromBuffer(bytes);
  const kind = detected && policy.kinds.find((candidate) => candidate.mimeTypes.includes(detected.mime));
  if (!detected || !kind) return refused(rawName, `is not a ${kindsText(policy)} file`);

  if (kind === FILE_KINDS.docx) {
    const archive = await checkDocxArchive(bytes);
    if (!archive.ok) return refused(rawName, archive.reason);
  }
  return { ok: true, file: { name: name.name, kind, mimeType: detected.mime, bytes } };
}

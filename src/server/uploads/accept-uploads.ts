import { ValidationError } from '@/server/errors';
import { inspectUpload, type AcceptedUpload } from './inspect-upload';
import type { UploadPolicy } from './upload-policies';

/** What a form sends in a file field: `File`s from multipart form data (or from JSON, decoded by the endpoint). */
export type IncomingFile = { name: string; bytes: Buffer };

/** Empty file inputs send a nameless, empty part; it means "no file", not a bad one. */
const isEmptyInput = (entry: FormDataEntryValue) => typeof entry !== 'string' && entry.size === 0 && entry.name === '';

/** The files of one form field, as `acceptUploads` takes them. A text value where a file belongs is refused there. */
export async function filesFromForm(form: FormData, field: string): Promise<(IncomingFile | string)[]> {
  const entries = form.getAll(field).filter((entry) => !isEmptyInput(entry));
  return Promise.all(entries.map(async (entry) => (typeof entry === 'string' ? entry : { name: entry.name, bytes: Buffer.from(await entry.arrayBuffer()) })));
}

/**
 * Checks every file of one field against its policy, and refuses the lot (400, code 102, one message per file under
 * the field's name) if any is refused or there are too many: nothing is stored from a submission with a bad file.
 */
export async function acceptUploads(field: string, files: (IncomingFile | string)[], policy: UploadPolicy): Promise<AcceptedUpload[]> {
  if (files.length > policy.maxFiles) {
    throw new ValidationError({ [field]: policy.maxFiles === 1 ? 'Attach one file only.' : `Attach at most ${policy.maxFiles} files.` });
  }
  const problems: string[] = [];
  const accepted: AcceptedUpload[] = [];
  for (const file of files) {
    if (typeof file === 'string') {
      problems.push('A file was expected here, not text.');
      continue;
    }
    const check = await inspectUpload(file.name, file.bytes, policy);
    if (check.ok) accepted.push(check.file);
    else problems.push(check.message);
  }
  if (problems.length) throw new ValidationError({ [field]: problems.join(' ') });
  return accepted;
}

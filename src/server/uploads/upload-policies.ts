/*
 * What each kind of upload accepts. The type is decided by the file's bytes, never by its name or the type the
 * browser declared; a file whose bytes are not one of these types is refused whatever it is called.
 * Shared by the server and by forms in the browser (for their `accept` attribute and help text).
 */

export type FileKind = { mimeTypes: readonly string[]; extension: string; label: string };

export const FILE_KINDS = {
  jpeg: { mimeTypes: ['image/jpeg'], extension: 'jpg', label: 'JPEG' },
  png: { mimeTypes: ['image/png'], extension: 'png', label: 'PNG' },
  webp: { mimeTypes: ['image/webp'], extension: 'webp', label: 'WebP' },
  // iPhone photos; file-type calls a HEIF still with the "mif1" brand image/heif, and "heic"/"heix" image/heic.
  heic: { mimeTypes: ['image/heic', 'image/heif'], extension: 'heic', label: 'HEIC' },
  pdf: { mimeTypes: ['application/pdf'], extension: 'pdf', label: 'PDF' },
  docx: { mimeTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'], extension: 'docx', label: 'Word (.docx)' },
} as const satisfies Record<string, FileKind>;

export type UploadPolicy = {
  /** How many files one submission may carry. */
  maxFiles: number;
  /** The largest file, in bytes. */
  maxFileBytes: number;
  kinds: readonly FileKind[];
};

const MB = 1024 * 1024;

/** Contact and group enquiries: photos and PDFs (a menu, a floor plan, a receipt). */
export const enquiryAttachments: UploadPolicy = {
  maxFiles: 3,
  maxFileBytes: 5 * MB,
  kinds: [FILE_KINDS.jpeg, FILE_KINDS.png, FILE_KINDS.webp, FILE_KINDS.heic, FILE_KINDS.pdf],
};

/** A job application's CV (spec section 5: .pdf or .docx). */
export const cvUpload: UploadPolicy = {
  maxFiles: 1,
  maxFileBytes: 5 * MB,
  kinds: [FILE_KINDS.pdf, FILE_KINDS.docx],
};

/** "JPEG, PNG, WebP, HEIC or PDF": the kinds a policy takes, as people read them. */
export const kindsText = (policy: UploadPolicy): string => {
  const labels = policy.kinds.map((kind) => kind.label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : (labels[0] ?? '');
};

/** "5 MB" */
export const sizeText = (bytes: number): string => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** For a form's file input: the extensions and types a policy takes (a hint for the picker; the server decides). */
export const acceptAttribute = (policy: UploadPolicy): string => policy.kinds.flatMap((kind) => [`.${kind.extension}`, ...kind.mimeTypes]).join(',');

/**
 * The request body an upload endpoint accepts: three 5 MB files and the form's other fields in multipart form data,
 * or one file sent as base64 in JSON (a third larger). Every other endpoint keeps the small BODY_LIMIT_BYTES.
 */
export const UPLOAD_BODY_LIMIT_BYTES = 16 * MB;

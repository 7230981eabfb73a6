/*
 * A visitor's file name is only ever shown (to staff, and as the name a download is saved under); the file is stored
 * under a generated name. Still, a name with path separators, a null byte, control characters or characters that
 * reverse the text ("invoice‮fdp.exe" reads "invoiceexe.pdf") is a trick, not a name: it is refused, and the
 * visitor can rename the file and send it again.
 */

const MAX_NAME_LENGTH = 255;

/** Path separators, NUL and other control characters (C0, DEL, C1). */
const CONTROL_OR_SEPARATOR = /[\u0000-\u001f\u007f-\u009f/\\]/;

/** Bidirectional overrides and isolates, and zero-width characters, which disguise what a name says. */
const DISGUISING = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

type NameCheck = { ok: true; name: string } | { ok: false; reason: string };

/** The name as staff will see it (NFC, trimmed), or why it is refused. */
export function checkFileName(raw: string): NameCheck {
  const name = raw.normalize('NFC').trim();
  if (!name) return { ok: false, reason: 'has no name' };
  if (name.length > MAX_NAME_LENGTH) return { ok: false, reason: `has a name longer than ${MAX_NAME_LENGTH} characters` };
  if (CONTROL_OR_SEPARATOR.test(name)) return { ok: false, reason: 'has a name with characters a file name cannot have (such as / or \\)' };
  if (DISGUISING.test(name)) return { ok: false, reason: 'has a name with hidden characters that disguise its type' };
  if (/^\.+$/.test(name)) return { ok: false, reason: 'has no name' };
  return { ok: true, name };
}

/** How a refused file is named in a message: as sent, but printable (a null byte shown as U+0000, not swallowed). */
export const quotedName = (raw: string): string =>
  `“${[...raw.slice(0, 80)].map((char) => (/[\p{Cc}\p{Cf}]/u.test(char) ? `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}` : char)).join('')}${raw.length > 80 ? '…' : ''}”`;

/**
 * `Content-Disposition: attachment` for a download, saved under the original name with the extension of what the
 * file really is: an ASCII fallback, and the exact name in RFC 5987 form for browsers that read it.
 */
export function attachmentDisposition(name: string, extension: string): string {
  const base = name.replace(/\.[^.]*$/, '') || 'file';
  const full = `${base}.${extension}`;
  const ascii =
    full
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\;%]/g, '_')
      .trim() || `file.${extension}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(full)}`;
}

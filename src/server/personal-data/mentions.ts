/*
 * How erasure recognises an email address (or a link's key) in what we store. Forms lowercase an address now
 * (contact-fields.ts), but records from before kept it as typed, so case never matters; and an address inside a
 * longer one is not it: "ann@example.com" is neither in "joann@example.com" nor in "ann@example.com.au".
 * No `import 'server-only'`: scheduled tasks use it, and they are part of payload.config.ts, which also runs outside Next.
 */

import { comparableEmail } from '@/lib/contact-fields';

const escapeForPattern = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a stored address is `address`, in any case and whatever spaces were typed around it. */
export const isSameAddress = (stored: string | null | undefined, address: string): boolean =>
  typeof stored === 'string' && comparableEmail(stored) === comparableEmail(address);

/**
 * Whether `text` contains `needle` as a whole: not preceded by a character addresses are made of, nor followed by one
 * that would make it a longer domain or key. A full stop ending a sentence, a "<" or a "?code=" around it still count.
 */
export function mentions(text: string, needle: string): boolean {
  if (!needle) return false;
  return new RegExp(`(?<![A-Za-z0-9._%+-])${escapeForPattern(needle)}(?![A-Za-z0-9_-]|\\.[A-Za-z0-9])`, 'i').test(text);
}

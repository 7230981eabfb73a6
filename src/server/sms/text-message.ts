import { z } from 'zod';

/*
 * A text message as the queue carries it: plain JSON, checked when it is queued (a malformed one fails the code that
 * made it, not a worker minutes later). No `import 'server-only'`: the send task is part of payload.config.ts, which
 * also runs outside Next.
 */

/** Longest body sent: four SMS segments of plain text. A reminder is about 160 characters. */
const MAX_TEXT_CHARACTERS = 612;

/**
 * A UK or international number as diners type it ("07700 900123", "+44 7700 900123", "0044 7700 900123") in E.164
 * ("+447700900123"), as SMS providers take it; null for anything that is not a phone number.
 */
export function phoneNumberE164(value: string): string | null {
  const compact = value.replace(/[\s().-]/g, '');
  const international = compact.startsWith('+')
    ? compact.slice(1)
    : compact.startsWith('00')
      ? compact.slice(2)
      : compact.startsWith('0')
        ? `44${compact.slice(1)}`
        : null;
  return international !== null && /^[1-9]\d{7,14}$/.test(international) ? `+${international}` : null;
}

export const textMessageSchema = z.object({
  to: z.string().transform((value, context) => {
    const number = phoneNumberE164(value);
    if (!number) context.addIssue({ code: 'custom', message: 'Not a phone number' });
    return number ?? value;
  }),
  body: z.string().trim().min(1).max(MAX_TEXT_CHARACTERS),
  /** The restaurant the text is about (its document id): the Outbox files it there, for its managers to read. */
  restaurant: z.number().int().positive().optional(),
});

export type TextMessage = z.input<typeof textMessageSchema>;
export type CheckedTextMessage = z.output<typeof textMessageSchema>;

import { z } from 'zod';

/*
 * An email as the queue carries it: plain JSON, so it can wait in the jobs table while the mail server is down.
 * Checked when it is queued, so a malformed message fails the code that made it, not a worker minutes later.
 * No `import 'server-only'`: the send task is part of payload.config.ts, which also runs outside Next.
 */

/** "Name <address>" or a bare address; no line breaks, which would let a value add mail headers. */
const mailbox = z
  .string()
  .trim()
  .max(320)
  .regex(/^(?:[^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, 'Not an email address');

/** Headers a feature may add (List-Unsubscribe, Auto-Submitted, …); the ones the message itself sets are refused. */
const RESERVED_HEADERS = new Set(['from', 'to', 'cc', 'bcc', 'subject', 'reply-to', 'sender', 'date', 'message-id', 'content-type', 'mime-version']);
const headerName = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9-]*$/, 'Not a header name')
  .refine((name) => !RESERVED_HEADERS.has(name.toLowerCase()), 'Set this through the message, not a header');
const headerValue = z
  .string()
  .max(2000)
  .regex(/^[^\r\n]*$/, 'Header values are one line');

/** Attachment bytes are text in the job: a calendar file as it is, anything binary in base64 (and saying so). */
const attachment = z.object({
  filename: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[^/\\\0\r\n]+$/, 'Not a file name'),
  content: z.string(),
  contentType: z.string().min(3).max(200),
  encoding: z.literal('base64').optional(),
});

/** The whole message stays well under what a database row and a mail server take. */
const MAX_ATTACHMENT_CHARACTERS = 10 * 1024 * 1024;

export const emailMessageSchema = z.object({
  to: z.union([mailbox, z.array(mailbox).min(1).max(50)]),
  subject: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .regex(/^[^\r\n]*$/, 'The subject is one line'),
  text: z.string().min(1),
  html: z.string().optional(),
  replyTo: mailbox.optional(),
  headers: z.record(headerName, headerValue).optional(),
  attachments: z
    .array(attachment)
    .max(10)
    .refine((files) => files.reduce((total, file) => total + file.content.length, 0) <= MAX_ATTACHMENT_CHARACTERS, 'Attachments too large to queue')
    .optional(),
  /** The restaurant the email is about (its document id): the Outbox shows it to that restaurant's managers. */
  restaurant: z.number().int().positive().optional(),
});

export type EmailMessage = z.input<typeof emailMessageSchema>;
export type EmailAttachment = z.input<typeof attachment>;

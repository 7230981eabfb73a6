import type { SendEmailOptions, TaskConfig } from 'payload';
import { emailMessageSchema, type EmailMessage } from './email-message';

/**
 * Retries over about four hours (15 s, 30 s, 1 min … 2 h apart) before the job is marked failed, for staff to see
 * under Background jobs. Payload logs each failed attempt with its error.
 */
export const SEND_EMAIL_RETRIES = { attempts: 10, backoff: { type: 'exponential', delay: 15_000 } } as const;

/** The message in nodemailer's terms; `restaurant` rides along for the Outbox adapter, which files the email under it. */
export const toSendEmailOptions = (message: EmailMessage): SendEmailOptions & { restaurant?: number } => ({
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  replyTo: message.replyTo,
  headers: message.headers,
  attachments: message.attachments,
  restaurant: message.restaurant,
});

/**
 * Sends one queued email through Payload's email adapter: SMTP when SMTP_URL is set, else the Outbox collection.
 * A failure throws, and Payload retries the job with backoff; the job was claimed by this worker alone, so a message
 * is handed to the mail server once per attempt.
 */
export const sendEmailTask: TaskConfig<'send-email'> = {
  slug: 'send-email',
  label: 'Send an email',
  inputSchema: [{ name: 'message', type: 'json', required: true }],
  retries: SEND_EMAIL_RETRIES,
  handler: async ({ input, req }) => {
    const message = emailMessageSchema.parse(input.message);
    await req.payload.sendEmail(toSendEmailOptions(message));
    return { output: {} };
  },
};

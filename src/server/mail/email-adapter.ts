// No `import 'server-only'`: payload.config.ts loads this, also outside Next (Payload's CLI, the start script).
import { nodemailerAdapter } from '@payloadcms/email-nodemailer';
import type { EmailAdapter } from 'payload';
import { env } from '@/server/env';
import { outboxAdapter, type MailSender } from './outbox-adapter';

/** MAIL_FROM as mail headers write it, "Name <address>" (the name may be quoted) or a bare address, split in two. */
export function parseMailFrom(value: string): MailSender {
  const named = /^\s*"?([^"<>]*?)"?\s*<([^<>\s]+)>\s*$/.exec(value);
  if (named) return { name: named[1]!.trim(), address: named[2]! };
  // A bare address still needs a display name: Payload sends "name <address>" when a message gives no sender.
  return { name: 'Marigold Grill', address: value.trim() };
}

/**
 * nodemailer waits up to two minutes to connect and ten for a silent server; a queued email's worker should give up
 * within a minute and let the queue retry. Settings already in the URL's query (nodemailer reads them there) win.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

export function withSmtpTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, value] of Object.entries(SMTP_TIMEOUTS)) if (!url.searchParams.has(name)) url.searchParams.set(name, String(value));
  return url.toString();
}

/**
 * Mail goes out over SMTP when SMTP_URL is set; otherwise it is kept in the back-office outbox, so nothing is lost.
 * The transport is not verified when Payload starts: `next build` and start-up must not wait on (or fail for) a mail
 * server; a wrong SMTP_URL shows up as an error when the first message is sent.
 */
export function emailAdapter(): EmailAdapter | Promise<EmailAdapter> {
  const { SMTP_URL, MAIL_FROM } = env();
  const sender = parseMailFrom(MAIL_FROM);
  if (!SMTP_URL) return outboxAdapter(sender);
  return nodemailerAdapter({
    defaultFromAddress: sender.address,
    defaultFromName: sender.name,
    skipVerify: true,
    // nodemailer.createTransport reads an smtp:// or smtps:// URL (user, password, host, port, TLS) by itself.
    transportOptions: withSmtpTimeouts(SMTP_URL),
  });
}

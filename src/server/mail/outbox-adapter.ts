import type { EmailAdapter, SendEmailOptions } from 'payload';
import type { Outbox } from '@/payload-types';

/*
 * Payload's email adapter for a site without a mail server: every message becomes a record in the `outbox`
 * collection, where staff can read and forward it, instead of vanishing into the console (Payload's fallback).
 * No `import 'server-only'`: payload.config.ts loads this, and the config also runs outside Next (Payload's CLI,
 * scripts/prepare-database.ts), where that package throws.
 */

export type MailSender = { name: string; address: string };

/** What a message may carry beyond nodemailer's fields: the restaurant it is about, so that its managers can read it. */
export type OutboxMessage = SendEmailOptions & { restaurant?: number };

/** An attachment as the outbox keeps it: JSON, so a Buffer's bytes are written in base64 and say so. */
type StoredAttachment = { filename: string | null; contentType: string | null; content: string; encoding?: string };

type OutboxData = Omit<Outbox, 'id' | 'createdAt' | 'updatedAt'>;

type AddressLike = string | { name?: unknown; address?: unknown };

const formatAddress = (value: AddressLike): string => {
  if (typeof value === 'string') return value;
  const address = typeof value.address === 'string' ? value.address : '';
  return typeof value.name === 'string' && value.name ? `${value.name} <${address}>` : address;
};

/** nodemailer takes one address or a list, each a string or `{ name, address }`: the outbox shows one comma-separated line. */
const formatAddresses = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  const list: unknown[] = Array.isArray(value) ? value : [value];
  return list
    .filter((item): item is AddressLike => typeof item === 'string' || (typeof item === 'object' && item !== null))
    .map(formatAddress)
    .filter(Boolean)
    .join(', ');
};

/** Bodies and attachment contents the outbox can hold; a stream or a file path would need reading, which no sender here does. */
const asText = (value: unknown, what: string): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (Buffer.isBuffer(value)) return value.toString('utf8');
  throw new TypeError(`The outbox keeps ${what} given as a string or Buffer only.`);
};

const storeAttachment = (attachment: unknown): StoredAttachment => {
  const { filename, contentType, content, encoding } = (attachment ?? {}) as Record<string, unknown>;
  const common = {
    filename: typeof filename === 'string' ? filename : null,
    contentType: typeof contentType === 'string' ? contentType : null,
  };
  if (Buffer.isBuffer(content)) return { ...common, content: content.toString('base64'), encoding: 'base64' };
  if (typeof content === 'string') {
    // Content the sender already encoded (e.g. base64 text) keeps its label, or it would be read back as the encoded text.
    return typeof encoding === 'string' ? { ...common, content, encoding } : { ...common, content };
  }
  throw new TypeError(`The outbox keeps attachments given as a string or Buffer only (${common.filename ?? 'unnamed'}).`);
};

/** Extra headers (List-Unsubscribe, …) as name → value; nodemailer also takes a list of pairs, which queued mail never uses. */
const storeHeaders = (headers: object): Record<string, string> | null => {
  const entries = Object.entries(headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : null;
};

/** The outbox record for one message: pure, so the mapping is tested without a database. */
export function outboxRecord(message: OutboxMessage, sender: MailSender): OutboxData {
  const from = formatAddresses(message.from) || formatAddress(sender);
  const attachments: unknown[] = Array.isArray(message.attachments) ? message.attachments : [];
  const restaurant = message.restaurant;
  const headers = typeof message.headers === 'object' && message.headers !== null && !Array.isArray(message.headers) ? storeHeaders(message.headers) : null;
  return {
    to: formatAddresses(message.to),
    from,
    subject: typeof message.subject === 'string' && message.subject ? message.subject : '(no subject)',
    restaurant: typeof restaurant === 'number' && Number.isInteger(restaurant) ? restaurant : null,
    text: asText(message.text, 'text'),
    html: asText(message.html, 'HTML'),
    attachments: attachments.length ? attachments.map(storeAttachment) : null,
    headers,
  };
}

/** The result `payload.sendEmail` resolves to: the id of the outbox record, for the caller's log. */
type OutboxReceipt = { outboxId: number };

export const outboxAdapter =
  (sender: MailSender): EmailAdapter<OutboxReceipt> =>
  ({ payload }) => ({
    name: 'outbox',
    defaultFromAddress: sender.address,
    defaultFromName: sender.name,
    sendEmail: async (message) => {
      // Diners create bookings without an account, and the collection refuses `create` to everyone: this is the one writer.
      const record = await payload.create({ collection: 'outbox', data: outboxRecord(message, sender), overrideAccess: true });
      return { outboxId: record.id };
    },
  });

import type { Payload } from 'payload';
import type { CheckedTextMessage } from './text-message';

/*
 * Without an SMS provider, a text is kept in the back-office Outbox beside the emails (one list for staff to read),
 * marked as a text by its sender and subject. No `import 'server-only'`: the send task is part of payload.config.ts.
 */

const TEXT_OUTBOX_SENDER = 'Text message (SMS)';

/** The Outbox record's id. */
export async function keepTextInOutbox(payload: Payload, message: CheckedTextMessage): Promise<number> {
  const record = await payload.create({
    collection: 'outbox',
    data: {
      to: message.to,
      from: TEXT_OUTBOX_SENDER,
      subject: `Text message: ${message.body.slice(0, 60)}`,
      text: message.body,
      restaurant: message.restaurant ?? null,
    },
    overrideAccess: true,
  });
  return record.id;
}

import { Readable } from 'node:stream';
import type { Payload } from 'payload';
import { describe, expect, it, vi } from 'vitest';
import { parseMailFrom } from '@/server/mail/email-adapter';
import { outboxAdapter, type OutboxMessage } from '@/server/mail/outbox-adapter';

const sender = { name: 'Marigold Grill', address: 'bookings@marigold.example' };

const fakePayload = () => {
  const create = vi.fn().mockResolvedValue({ id: 42 });
  return { create, payload: { create } as unknown as Payload };
};

const send = async (message: OutboxMessage) => {
  const { create, payload } = fakePayload();
  const adapter = outboxAdapter(sender)({ payload });
  const result = await adapter.sendEmail(message);
  return { create, result, data: create.mock.calls[0]?.[0]?.data };
};

describe('outbox email adapter', () => {
  it('presents itself to Payload with the configured sender', () => {
    const adapter = outboxAdapter(sender)({ payload: fakePayload().payload });
    expect(adapter).toMatchObject({ name: 'outbox', defaultFromName: 'Marigold Grill', defaultFromAddress: 'bookings@marigold.example' });
  });

  it('writes each message to the outbox collection, past its access rules, and answers with the record id', async () => {
    const { create, result } = await send({ to: 'priya@example.com', subject: 'Your table', text: 'Hello', html: '<p>Hello</p>', restaurant: 7 });
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith({
      collection: 'outbox',
      overrideAccess: true,
      data: {
        to: 'priya@example.com',
        from: 'Marigold Grill <bookings@marigold.example>',
        subject: 'Your table',
        restaurant: 7,
        text: 'Hello',
        html: '<p>Hello</p>',
        attachments: null,
        headers: null,
      },
    });
    expect(result).toEqual({ outboxId: 42 });
  });

  it('writes addresses given as objects or lists on one line, and keeps the message’s own sender', async () => {
    const { data } = await send({
      to: [{ name: 'Priya Shah', address: 'priya@example.com' }, 'sam@example.com'],
      from: { name: 'Merry Hill', address: 'merryhill@marigold.example' },
      subject: 'Hi',
    });
    expect(data).toMatchObject({ to: 'Priya Shah <priya@example.com>, sam@example.com', from: 'Merry Hill <merryhill@marigold.example>', restaurant: null });
  });

  it('stores text attachments as text and binary ones as base64, saying so', async () => {
    const { data } = await send({
      to: 'priya@example.com',
      subject: 'Your table',
      attachments: [
        { filename: 'booking-MG7K2Q.ics', content: 'BEGIN:VCALENDAR\r\n', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
        { filename: 'logo.png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47]), contentType: 'image/png' },
      ],
    });
    expect(data.attachments).toEqual([
      { filename: 'booking-MG7K2Q.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: 'BEGIN:VCALENDAR\r\n' },
      { filename: 'logo.png', contentType: 'image/png', content: 'iVBORw==', encoding: 'base64' },
    ]);
  });

  it('refuses content it would have to read from a stream rather than lose it', async () => {
    await expect(send({ to: 'a@example.com', subject: 'x', attachments: [{ filename: 'big.csv', content: Readable.from(['a,b']) }] })).rejects.toThrow(
      /string or Buffer/,
    );
  });
});

describe('MAIL_FROM', () => {
  it('splits "Name <address>" and names a bare address after the brand', () => {
    expect(parseMailFrom('Marigold Grill <bookings@marigold.example>')).toEqual(sender);
    expect(parseMailFrom('"Marigold Grill, Merry Hill" <mh@marigold.example>')).toEqual({ name: 'Marigold Grill, Merry Hill', address: 'mh@marigold.example' });
    expect(parseMailFrom('tables@marigold.example')).toEqual({ name: 'Marigold Grill', address: 'tables@marigold.example' });
  });
});

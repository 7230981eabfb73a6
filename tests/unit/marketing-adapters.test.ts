import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { webhookCrm, SIGNATURE_HEADER } from '@/features/marketing/crm/webhook-crm';
import { csvField } from '@/features/marketing/subscriber-export';
import type { IncomingMessage } from 'node:http';
import { clientAddress } from '@/server/http/client-address';
import { createOutboundClient } from '@/server/http/outbound-client';

describe('CSV export fields', () => {
  it('quotes what needs quoting and never lets a spreadsheet run a typed formula', () => {
    expect(csvField('Sam')).toBe('Sam');
    expect(csvField('O"Neil, Jo')).toBe('"O""Neil, Jo"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+44 7700 900123')).toBe("'+44 7700 900123");
    expect(csvField(null)).toBe('');
  });
});

describe("the visitor's address", () => {
  const request = (peer: string, forwardedFor?: string) =>
    ({ socket: { remoteAddress: peer }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } }) as unknown as IncomingMessage;
  const proxies = ['127.0.0.1', '::1'];

  it('is the socket peer, unless the peer is a trusted proxy, which appended it to X-Forwarded-For', () => {
    expect(clientAddress(request('203.0.113.9', '198.51.100.1'), proxies)).toBe('203.0.113.9');
    expect(clientAddress(request('127.0.0.1', 'spoofed, 198.51.100.7'), proxies)).toBe('198.51.100.7');
    expect(clientAddress(request('::ffff:127.0.0.1', '198.51.100.7, 127.0.0.1'), proxies)).toBe('198.51.100.7');
    expect(clientAddress(request('::1'), proxies)).toBe('::1');
  });

  it('ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientAddress(request('127.0.0.1', '198.51.100.7'), [])).toBe('127.0.0.1');
  });
});

describe('the webhook CRM', () => {
  const received: { body: string; signature: string | undefined }[] = [];
  let status = 204;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ body, signature: request.headers[SIGNATURE_HEADER.toLowerCase()] as string | undefined });
      response.writeHead(status).end();
    });
  });
  const client = createOutboundClient({ maxSockets: 2, timeoutMs: 5_000 });
  afterAll(async () => {
    await client.close();
    server.close();
  });

  it('posts each change as JSON signed with HMAC-SHA256, and fails on an answer that is not 2xx so the job retries', async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    const secret = 's'.repeat(32);
    const crm = webhookCrm({ url, secret, client });
    const delivery = { type: 'subscriber.erased' as const, crmId: 'c0ffee', sentAt: '2026-11-23T12:00:00.000Z' };
    await crm.deliver(delivery);
    expect(JSON.parse(received[0]!.body)).toEqual(delivery);
    expect(received[0]!.signature).toBe(`sha256=${createHmac('sha256', secret).update(received[0]!.body).digest('hex')}`);
    status = 503;
    await expect(crm.deliver(delivery)).rejects.toThrow('The CRM answered 503 to subscriber.erased');
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundClient, outboundClient, outboundLimits, OutboundTimeoutError } from '@/server/http/outbound-client';

let server: Server;
let base: string;
let open = 0;
let peak = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    const query = new URL(req.url!, 'http://x').searchParams;
    // Only requests of the socket-limit test are counted; an earlier test's abandoned slow request may still be open.
    const counted = query.has('count');
    if (counted) peak = Math.max(peak, (open += 1));
    setTimeout(
      () => {
        if (counted) open -= 1;
        res.end('ok');
      },
      Number(query.get('delay') ?? 0),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('outbound HTTP client', () => {
  it('has the spec’s limits: booking 128 sockets / 60 s, net 50 sockets / 30 s', () => {
    expect(outboundLimits.booking).toEqual({ maxSockets: 128, timeoutMs: 60_000 });
    expect(outboundLimits.net).toEqual({ maxSockets: 50, timeoutMs: 30_000 });
    expect(outboundClient('booking').limits).toBe(outboundLimits.booking);
    expect(outboundClient('net')).toBe(outboundClient('net'));
  });

  it('gives up when a service is slower than the timeout', async () => {
    const client = createOutboundClient({ maxSockets: 2, timeoutMs: 200 });
    await expect(client.request(`${base}/?delay=1000`)).rejects.toBeInstanceOf(OutboundTimeoutError);
    expect((await client.request(`${base}/?delay=10`)).status).toBe(200);
    await client.close();
  });

  it('never opens more sockets than its limit', async () => {
    peak = 0;
    const client = createOutboundClient({ maxSockets: 3, timeoutMs: 5_000 });
    await Promise.all(Array.from({ length: 12 }, () => client.request(`${base}/?delay=50&count`).then((response) => response.text())));
    expect(peak).toBeLessThanOrEqual(3);
    expect(peak).toBeGreaterThan(1);
    await client.close();
  });
});

import { readdirSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerWithRoute } from '@/server/http/answer-with-route';
import { withText } from '@/server/http/response-text';
import { API_COMPRESSION_FROM_BYTES } from '@/server/http/compression';
import { directRouteFor, offerDirectRoutes, type RouteModule } from '@/server/http/direct-routes';

const appDirectory = path.resolve('src/app');

/** Every route file's folder under `folder`, as a path from src/app (`/api/booking/slots/[storeId]`). */
const routeFoldersUnder = (folder: string): string[] =>
  readdirSync(path.join(appDirectory, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'route.ts')
    .map((file) => `${folder}/${path.dirname(file)}`);

describe('the booking API answered by server.ts itself', () => {
  it('names each route file by its own folder, and every booking route file is there', async () => {
    // Loading the route files loads Payload's configuration, which reads the secret (nothing connects to a database).
    vi.stubEnv('PAYLOAD_SECRET', 'unit-test-secret-0123456789abcdef0123456789abcdef');
    const { bookingApiRoutes } = await import('@/server/http/booking-api-routes');
    vi.unstubAllEnvs();
    expect(Object.keys(bookingApiRoutes).sort()).toEqual(routeFoldersUnder('/api/booking').sort());
    for (const [folder, module] of Object.entries(bookingApiRoutes)) {
      const routeFile = (await import(path.join(appDirectory, folder, 'route.ts'))) as RouteModule;
      expect(module, folder).toBe(routeFile);
    }
  }, 30_000);
});

describe('directRouteFor', () => {
  const slots: RouteModule = { GET: async () => new Response('slots') };
  const create: RouteModule = { POST: async () => new Response('create') };
  const locations: RouteModule = { GET: async () => new Response('locations') };
  beforeAll(() => offerDirectRoutes({ '/api/booking/slots/[storeId]': slots, '/api/booking/create/[storeId]': create, '/api/booking/locations': locations }));

  it('finds the handler for the method, with the path parameters decoded', () => {
    expect(directRouteFor('GET', '/api/booking/slots/1001')).toEqual({ handler: slots.GET, params: { storeId: '1001' } });
    expect(directRouteFor('POST', '/api/booking/create/10%2001')).toEqual({ handler: create.POST, params: { storeId: '10 01' } });
    expect(directRouteFor('GET', '/api/booking/locations')).toEqual({ handler: locations.GET, params: {} });
  });

  it('leaves to Next what no offered route answers: other methods, paths and lengths, an empty parameter', () => {
    expect(directRouteFor('POST', '/api/booking/slots/1001')).toBeNull();
    expect(directRouteFor('HEAD', '/api/booking/slots/1001')).toBeNull();
    expect(directRouteFor('GET', '/api/booking/slots/')).toBeNull();
    expect(directRouteFor('GET', '/api/booking/slots')).toBeNull();
    expect(directRouteFor('GET', '/api/booking/slots/1001/more')).toBeNull();
    expect(directRouteFor('GET', '/api/booking/areas/1001')).toBeNull();
    expect(directRouteFor('GET', '/cdg/booking/slots/1001')).toBeNull();
  });
});

describe('answerWithRoute', () => {
  let server: Server;
  let handler: (request: Request) => Promise<Response>;
  let base: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      res.setHeader('X-Set-By-Server', 'kept');
      void answerWithRoute(req, res, (request) => handler(request), { storeId: '7' }, 'http://site.test');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** A raw request (fetch would undo the gzip), answering status, headers and the bytes as sent. */
  const send = (pathAndQuery: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = httpRequest(`${base}${pathAndQuery}`, { method: init.method ?? 'GET', headers: init.headers }, async (res) => {
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(await res.toArray()) });
      });
      req.on('error', reject);
      req.end(init.body);
    });

  it('hands the handler the request as sent, resolved against the site, and sends its answer with the server’s headers', async () => {
    let seen: { url: string; method: string; type: string | null; body: string } | undefined;
    handler = async (request) => {
      seen = { url: request.url, method: request.method, type: request.headers.get('content-type'), body: await request.text() };
      return Response.json({ ok: true }, { status: 201, headers: { 'Cache-Control': 'no-store', 'Set-Cookie': 'a=1' } });
    };
    const answer = await send('/api/booking/create/7?x=1', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Host: 'evil.example' },
      body: '{"adults":2}',
    });
    expect(seen).toEqual({ url: 'http://site.test/api/booking/create/7?x=1', method: 'POST', type: 'application/json', body: '{"adults":2}' });
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body.toString())).toEqual({ ok: true });
    expect(answer.headers['x-set-by-server']).toBe('kept');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['set-cookie']).toEqual(['a=1']);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  it('sends the text an answer was noted as made from without reading its body stream, counting bytes, not characters', async () => {
    const text = JSON.stringify({ dish: 'Café crème brûlée – £6.50' });
    let answered: Response | undefined;
    handler = async () => (answered = withText(new Response(text, { headers: { 'Content-Type': 'application/json' } }), text));
    const answer = await send('/api/booking/slots/7');
    expect(answer.body.toString()).toBe(text);
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(text));
    expect(answered?.bodyUsed).toBe(false);

    handler = async () => (answered = new Response(text));
    expect((await send('/api/booking/slots/7')).body.toString()).toBe(text);
    expect(answered?.bodyUsed).toBe(true);
  });

  it('gzips an answer too large for a first flight (14 kB or more) for a client that takes it, unless it says no-transform', async () => {
    const daysOfSlots = (days: number) => ({
      dates: Array.from({ length: days }, (_, day) => ({ day, times: Array.from({ length: 40 }, (__, slot) => ({ time: `${slot}`, canEnquire: false })) })),
    });
    const large = daysOfSlots(14);
    expect(JSON.stringify(large).length).toBeGreaterThanOrEqual(API_COMPRESSION_FROM_BYTES);
    handler = async () => Response.json(large, { headers: { 'Cache-Control': 'no-store' } });
    const zipped = await send('/api/booking/slots/7', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(gunzipSync(zipped.body).toString())).toEqual(large);
    const plain = await send('/api/booking/slots/7');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(large);

    const oneDay = daysOfSlots(1);
    handler = async () => Response.json(oneDay, { headers: { 'Cache-Control': 'no-store' } });
    const small = await send('/api/booking/slots/7', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual(oneDay);

    handler = async () => Response.json(large, { headers: { 'Cache-Control': 'no-store, no-transform' } });
    const untouched = await send('/api/booking/slots/7', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(untouched.headers['content-encoding']).toBeUndefined();
  });
});

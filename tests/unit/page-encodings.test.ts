import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { preferredEncoding } from '@/server/http/accept-encoding';
import { readPage } from '@/server/http/page-readings';
import { ResponseWrapper } from '@/server/http/response-wrapper';
import { scriptsAfterFirstPaint } from '@/server/http/scripts-after-first-paint';

const PAGE = `<!doctype html><html><head><script src="/_next/static/chunks/main.js" async=""></script></head><body><p>${'Our menu. '.repeat(300)}</p></body></html>`;
const SENT = scriptsAfterFirstPaint(PAGE);

/** The raw answer, undecoded (fetch would decode it). */
const rawGet = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject),
  );

describe('the encoding of a page a client takes best', () => {
  it('prefers brotli, then gzip, then the page as it is, by the weights the client gives', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.1')).toBe('gzip');
    expect(preferredEncoding('identity')).toBe('identity');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, identity')).toBe('identity');
    expect(preferredEncoding('GZIP;Q=0.5')).toBe('gzip');
    expect(preferredEncoding('')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
  });
});

describe('a cached page, compressed once', () => {
  it('keeps each encoding of a page it has read, made on the first visit that asks for it', async () => {
    const reading = readPage(PAGE, '', 's-maxage=3600');
    expect(readPage(PAGE, '', 's-maxage=3600')).toBe(reading);
    const gzip = reading.variant('gzip');
    expect(reading.variant('gzip')).toBe(gzip);
    expect(gunzipSync((await gzip).bytes).toString()).toBe(SENT);
    expect(brotliDecompressSync((await reading.variant('br')).bytes).toString()).toBe(SENT);
    // A page nobody may keep is read again for each visitor.
    expect(readPage(PAGE, '', 'private, no-store')).not.toBe(readPage(PAGE, '', 'private, no-store'));
  });

  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('is sent in the encoding the client takes best, each with its own length and ETag, and Vary: Accept-Encoding', async () => {
    server = createServer((req, res) => {
      res.setHeader('Content-Security-Policy', "object-src 'none'");
      const response = new ResponseWrapper(req, res);
      response.holdPages("object-src 'none'", []);
      response.compressLikeNext();
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 's-maxage=3600');
      res.end(PAGE);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const decode = { br: brotliDecompressSync, gzip: gunzipSync, identity: (body: Buffer) => body };
    const etags = new Set<string>();
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', 'identity'],
      ['deflate', 'identity'],
    ] as const) {
      const answer = await rawGet(base, { 'Accept-Encoding': accept });
      expect(answer.headers['content-encoding'] ?? 'identity', accept).toBe(encoding);
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(decode[encoding](answer.body).toString()).toBe(SENT);
      etags.add(String(answer.headers.etag));
      const again = await rawGet(base, { 'Accept-Encoding': accept, 'If-None-Match': String(answer.headers.etag) });
      expect(again.status).toBe(304);
    }
    expect(etags.size).toBe(3);
  });
});

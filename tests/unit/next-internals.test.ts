import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { Duplex } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { NEXT_COMPRESSION_MODULE, NEXT_RELEASE_COMPRESSION_MODULE, nextCompression } from '@/server/http/next-internals';
import { runnableInlineScripts } from '@/server/http/script-policy';
import { isSiteInlineScript } from '@/server/http/site-inline-scripts';

/*
 * What the HTTP front (server.ts, src/server/http) takes from Next.js beyond its public API, checked against the
 * installed package. Each test is named after the internal: when one fails after an upgrade, that internal moved or
 * changed shape, and the module named in the test's comment must follow it.
 */
const require = createRequire(import.meta.url);
const nextFile = (path: string) => readFileSync(require.resolve(`next/dist/${path}`), 'utf8');

describe('Next.js internals the HTTP front relies on', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  // response-wrapper.ts puts this middleware beneath itself (next.config.mjs turns Next's own call of it off).
  it(`${NEXT_COMPRESSION_MODULE}: a middleware that gzips a compressible answer through the methods it finds on the response`, async () => {
    const compress = nextCompression();
    expect(typeof compress).toBe('function');
    const seen: string[] = [];
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      // A stand-in for what lies beneath: the middleware must write through it, not around it.
      const { write, end } = res;
      res.write = function (this: ServerResponse, ...args: unknown[]) {
        seen.push('write');
        return (write as (...a: unknown[]) => boolean).apply(this, args);
      } as typeof res.write;
      res.end = function (this: ServerResponse, ...args: unknown[]) {
        seen.push('end');
        return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
      } as typeof res.end;
      compress(req, res, () => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end('x'.repeat(4_000));
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe('x'.repeat(4_000));
    expect(seen).toContain('end');
  });

  // response-wrapper.ts ends a compression stream a disconnected client left open, as Next's router-server.js does.
  it(`${NEXT_RELEASE_COMPRESSION_MODULE}: releaseCompressionStream, which finds the stream through res.on('drain')`, async () => {
    const { releaseCompressionStream } = require(NEXT_RELEASE_COMPRESSION_MODULE) as { releaseCompressionStream(res: ServerResponse): void };
    const found = new Promise<{ stream: unknown; destroyed: boolean }>((resolve) => {
      server = createServer((req, res) => {
        nextCompression()(req, res, () => {
          res.setHeader('Content-Type', 'text/html');
          res.write('x'.repeat(4_000));
          const stream = res.on('drain', () => undefined);
          releaseCompressionStream(res);
          resolve({ stream, destroyed: stream instanceof Duplex && stream.destroyed });
          res.destroy();
        });
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    await fetch(`http://127.0.0.1:${(server!.address() as AddressInfo).port}/`, { headers: { 'Accept-Encoding': 'gzip' } }).catch(() => undefined);
    const { stream, destroyed } = await found;
    expect(stream).toBeInstanceOf(Duplex);
    expect(destroyed).toBe(true);
  });

  // next.config.mjs sets compress: false so that the compression runs beneath the response wrapper, not above it.
  it('next/dist/server/lib/router-server.js: its own compression is off when config.compress is false', () => {
    expect(nextFile('server/lib/router-server.js')).toContain('config.compress) !== false');
  });

  // site-inline-scripts.ts recognises Next's page data by this shape (self.__next_f), and names those scripts by hash.
  it('next/dist/server/app-render/use-flight-response.js: the self.__next_f scripts of a page’s data', async () => {
    const { createInlinedDataReadableStream } = require('next/dist/server/app-render/use-flight-response.js') as {
      createInlinedDataReadableStream(flight: ReadableStream<Uint8Array>, nonce: string | undefined, formState: unknown): ReadableStream<Uint8Array>;
    };
    const flight = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('1:I["chunk"]\n2:{"text":"<script>alert(1)</script>"}\n'));
        controller.enqueue(new Uint8Array([0xff, 0xfe, 0x00]));
        controller.close();
      },
    });
    const html = Buffer.from(await new Response(createInlinedDataReadableStream(flight, undefined, ['form', 1])).arrayBuffer()).toString('utf8');
    const scripts = runnableInlineScripts(html).map(String);
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const script of scripts) expect(isSiteInlineScript(script), script).toBe(true);
  });

  // site-inline-scripts.ts recognises Turbopack's start of a page by this shape.
  it('next/dist/server/get-page-files.js: getTurbopackChunkGroupBootstrap’s globalThis["TURBOPACK"] lines', () => {
    const { getTurbopackChunkGroupBootstrap } = require('next/dist/server/get-page-files.js') as {
      getTurbopackChunkGroupBootstrap(params: Record<string, object>, global: string, pages: string[]): string | undefined;
    };
    const params = { otherChunks: ['static/chunks/0a1b.js', 'static/chunks/main-2c.js'], runtimeModuleIds: [12, 40] };
    const script = getTurbopackChunkGroupBootstrap({ '/page': params, '/layout': { runtimeModuleIds: [3] } }, 'TURBOPACK', ['/layout', '/page']);
    expect(isSiteInlineScript(script!)).toBe(true);
  });

  // The browser tests wait for Next's route announcer as the sign that a page has started (tests/e2e/*.spec.ts).
  it('next/dist/client/components/app-router-announcer.js: the next-route-announcer element', () => {
    expect(nextFile('client/components/app-router-announcer.js')).toContain("ANNOUNCER_TYPE = 'next-route-announcer'");
  });

  // scripts-after-first-paint.ts moves the <script src async=""> tags that Next's React writes for its chunks.
  it('next/dist/compiled/react-dom/server.edge: an async script is written as <script src="…" async="">', async () => {
    const { renderToReadableStream } = require('next/dist/compiled/react-dom/server.edge') as {
      renderToReadableStream(element: unknown): Promise<ReadableStream<Uint8Array>>;
    };
    const { createElement } = require('next/dist/compiled/react') as typeof import('react');
    const script = createElement('script', { src: '/_next/static/chunks/a.js', async: true });
    const stream = await renderToReadableStream(createElement('html', null, createElement('head', null, script), createElement('body', null, 'x')));
    expect(await new Response(stream).text()).toContain('<script src="/_next/static/chunks/a.js" async=""></script>');
  });

  // src/server/cache/expiry-listener.ts marks tags expired in the map Next's cache reads.
  it('next/dist/server/lib/incremental-cache/tags-manifest.external.js: tagsManifest, a Map of tags', () => {
    const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as { tagsManifest: unknown };
    expect(tagsManifest).toBeInstanceOf(Map);
  });
});

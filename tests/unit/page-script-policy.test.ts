import { createHash } from 'node:crypto';
import { createServer, get, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponseWrapper } from '@/server/http/response-wrapper';
import { inlineScriptHashes, runnableInlineScripts, scriptDirectives, scriptSourcesOf, unrecognisedInlineScripts } from '@/server/http/script-policy';
import { scriptsAfterFirstPaint } from '@/server/http/scripts-after-first-paint';

/** A GET with exactly these headers: Node's fetch adds Cache-Control: no-cache to any conditional request. */
const plainGet = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; length: number }>((resolve, reject) =>
    get(url, { headers }, (response) => {
      let length = 0;
      response.on('data', (chunk: Buffer) => (length += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, length }));
    }).on('error', reject),
  );

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const PAGE_DATA = 'self.__next_f.push([1,"a page’s data, with \\u003c/script> escaped"])';
const PAGE = `<!doctype html><html><head><script src="/_next/static/chunks/main.js" async=""></script>
<script>${BOOTSTRAP}</script><script type="application/ld+json">{"@type":"Restaurant"}</script></head>
<body><p>Hello</p><script id="data">${PAGE_DATA}</script><script type="module">import "/m.js"</script><script>${BOOTSTRAP}</script></body></html>`;
/** PAGE as it goes out: Next's script tag moved behind the first paint. */
const SENT = scriptsAfterFirstPaint(PAGE);

describe('inline script hashes', () => {
  it('name each inline script the site writes once, and no external script, data block or script it did not write', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([sha256(BOOTSTRAP), sha256(PAGE_DATA)]);
    expect(unrecognisedInlineScripts(PAGE)).toEqual(['import "/m.js"']);
  });

  it('read the bytes between the tags as the browser reads them (UTF-8, nothing decoded), and hash those', () => {
    expect(runnableInlineScripts('<script>a &amp; "£"</script>').map(String)).toEqual(['a &amp; "£"']);
    expect(runnableInlineScripts(Buffer.from('<scripts>x</script><script >y</script>')).map(String)).toEqual(['y']);
    const data = 'self.__next_f.push([1,"£ &amp; é"])';
    expect(inlineScriptHashes(Buffer.from(`<script>${data}</script>`))).toEqual([sha256(data)]);
  });

  it('allow the providers and the configured scripts’ origins, never inline code or eval', () => {
    const sources = scriptSourcesOf(['https://consent.example/cmp.js?v=2', undefined]);
    expect(sources).toContain('https://consent.example');
    expect(sources).toContain('https://js.braintreegateway.com');
    const directives = scriptDirectives(['hash'], sources);
    expect(directives).toMatch(/^script-src 'self' hash https:/);
    expect(directives).not.toMatch(/unsafe-(inline|eval)/);
    expect(directives).toContain("worker-src 'self' blob:");
  });
});

describe('a page held for its script policy', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A server answering as server.ts does: the base headers, the hold, compression (Next's) beneath it, and the app. */
  async function serve(app: (req: IncomingMessage, res: ServerResponse) => void) {
    server = createServer((req, res) => {
      res.setHeader('Content-Security-Policy', "object-src 'none'");
      const response = new ResponseWrapper(req, res);
      response.holdPages("object-src 'none'", ['https://provider.example']);
      response.compressLikeNext();
      app(req, res);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  /** A page written in pieces, as Next streams one. */
  const streamPage = (_req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.flushHeaders();
    const half = Math.floor(PAGE.length / 2);
    res.write(PAGE.slice(0, half));
    setTimeout(() => res.end(PAGE.slice(half)), 5);
  };

  for (const encoding of ['gzip', 'identity']) {
    it(`goes out whole with a policy naming its inline scripts (${encoding})`, async () => {
      const base = await serve(streamPage);
      const response = await fetch(base, { headers: { 'Accept-Encoding': encoding } });
      expect(response.headers.get('content-encoding') ?? 'identity').toBe(encoding);
      const text = await response.text();
      expect(text).toBe(SENT);
      expect(response.headers.get('content-security-policy')).toBe(
        `object-src 'none'; ${scriptDirectives(inlineScriptHashes(SENT), ['https://provider.example'])}`,
      );
      // The same, written out: main.js is fetched by a starter at the end of the body, and the policy names the
      // hashes of BOOTSTRAP (its two copies are one hash), of PAGE_DATA and of that starter, in that order.
      expect(text).not.toContain('<script src="/_next/static/chunks/main.js"');
      expect(text).toMatch(/\(\["\/_next\/static\/chunks\/main\.js"\],\[\]\)<\/script><\/body><\/html>$/);
      expect(response.headers.get('content-security-policy')).toBe(
        "object-src 'none'; script-src 'self' 'sha256-OBTN3RiyCV4Bq7dFqZ5a2pAXjnCcCYeTJMO2I/LYKeo=' 'sha256-ZCnAVRaqBCJa5JzbiMOs2R34a7MXfS9qLlvEQWHtPtE=' " +
          "'sha256-hVSjZtMpERP5EDMqTbhZMObnvdnHJq+VAMQUd+v7YJA=' https://provider.example; worker-src 'self' blob:",
      );
    });
  }

  it('with an ETag (a cached page), is named by its scripts on every visit, compressed or not', async () => {
    const base = await serve((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.setHeader('ETag', '"same-page"');
      res.end(PAGE);
    });
    for (const encoding of ['gzip', 'identity', 'gzip']) {
      const response = await fetch(base, { headers: { 'Accept-Encoding': encoding } });
      expect(await response.text()).toBe(SENT);
      expect(response.headers.get('content-security-policy')).toContain(sha256(PAGE_DATA));
    }
  });

  it('is named by an ETag of the bytes sent, and a GET naming it gets a 304 without a body or a policy', async () => {
    // Large enough to be compressed when asked (the compression's threshold is 1 kB).
    const page = PAGE.replace('<p>Hello</p>', `<p>${'Hello. '.repeat(400)}</p>`);
    const base = await serve((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.setHeader('Cache-Control', 's-maxage=3600');
      res.end(page);
    });
    for (const encoding of ['gzip', 'identity']) {
      const first = await fetch(base, { headers: { 'Accept-Encoding': encoding } });
      expect(first.headers.get('content-encoding') ?? 'identity').toBe(encoding);
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      expect((await fetch(base, { headers: { 'Accept-Encoding': encoding } })).headers.get('etag')).toBe(etag);
      const again = await plainGet(base, { 'Accept-Encoding': encoding, 'If-None-Match': `"other", W/${etag}` });
      expect(again.status).toBe(304);
      expect(again.length).toBe(0);
      expect(again.headers['content-security-policy']).toBeUndefined();
      expect(again.headers.etag).toBe(etag);
      const reloaded = await plainGet(base, { 'Accept-Encoding': encoding, 'If-None-Match': etag, 'Cache-Control': 'no-cache' });
      expect(reloaded.status).toBe(200);
      expect(reloaded.length).toBeGreaterThan(0);
      const posted = await fetch(base, { method: 'POST', headers: { 'Accept-Encoding': encoding, 'If-None-Match': etag } });
      expect(posted.status).toBe(200);
      expect(await posted.text()).toBe(scriptsAfterFirstPaint(page));
    }
    const gzip = (await fetch(base, { headers: { 'Accept-Encoding': 'gzip' } })).headers.get('etag');
    const identity = (await fetch(base, { headers: { 'Accept-Encoding': 'identity' } })).headers.get('etag');
    expect(gzip).not.toBe(identity);
  });

  it('remembers a cached page by its text, and never gives one page another’s ETag or policy', async () => {
    // Sent as one string each, as Next sends a cached page; the second differs only in its script, not in length.
    const pages = [PAGE, PAGE.replace('escaped', 'escapeD')];
    let next = 0;
    const base = await serve((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.setHeader('Cache-Control', 's-maxage=3600');
      res.end(pages[next++ % 2]);
    });
    for (const page of [...pages, ...pages].map(scriptsAfterFirstPaint)) {
      const response = await fetch(base, { headers: { 'Accept-Encoding': 'identity' } });
      expect(await response.text()).toBe(page);
      expect(response.headers.get('etag')).toBe(`"${createHash('sha1').update(page, 'utf8').digest('base64url')}"`);
      expect(response.headers.get('content-security-policy')).toBe(
        `object-src 'none'; ${scriptDirectives(inlineScriptHashes(page), ['https://provider.example'])}`,
      );
    }
  });

  it('says how long the page it sends is, not the one the app wrote (a cached page comes with its length)', async () => {
    const base = await serve((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.setHeader('Content-Length', Buffer.byteLength(PAGE));
      res.end(PAGE);
    });
    for (const encoding of ['identity', 'gzip']) {
      const response = await plainGet(base, { 'Accept-Encoding': encoding });
      expect(response.status).toBe(200);
      expect(Number(response.headers['content-length'])).toBe(response.length);
      if (encoding === 'identity') expect(response.length).toBe(Buffer.byteLength(SENT));
    }
    const head = await fetch(base, { method: 'HEAD', headers: { 'Accept-Encoding': 'identity' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).not.toBe(String(Buffer.byteLength(PAGE)));
  });

  it('gives a page nobody may keep no ETag', async () => {
    const base = await serve((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      res.end(PAGE);
    });
    const response = await fetch(base);
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain(sha256(PAGE_DATA));
  });

  it('keeps its status and the headers given to writeHead', async () => {
    const base = await serve((_req, res) => {
      res.writeHead(404, { 'Content-Type': 'text/html', 'X-Page': 'missing' });
      res.end(PAGE);
    });
    const response = await fetch(base);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-page')).toBe('missing');
    expect(response.headers.get('content-security-policy')).toContain(sha256(BOOTSTRAP));
  });

  it('leaves anything that is not a page as it was, streamed and compressed', async () => {
    const script = `console.log(${JSON.stringify('x'.repeat(4_000))})`;
    const base = await serve((_req, res) => {
      res.setHeader('Content-Type', 'text/javascript');
      res.write(script.slice(0, 100));
      res.end(script.slice(100));
    });
    const response = await fetch(base, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(script);
    expect(response.headers.get('content-security-policy')).toBe("object-src 'none'");
  });

  it('leaves an HTML answer that set its own policy (a sandboxed file) with that policy', async () => {
    const base = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': "default-src 'none'; sandbox" });
      res.end(PAGE);
    });
    const response = await fetch(base);
    expect(await response.text()).toBe(PAGE);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('sends no policy with a 304, so the browser keeps the one that came with its copy', async () => {
    const base = await serve((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.statusCode = 304;
      res.end();
    });
    const response = await fetch(base);
    expect(response.status).toBe(304);
    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});

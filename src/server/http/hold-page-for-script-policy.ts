import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, deflateSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { logger } from '../logger';
import { inlineScriptHashes, scriptDirectives } from './script-policy';
import { scriptsAfterFirstPaint } from './scripts-after-first-paint';
import { CONTENT_SECURITY_POLICY as CSP } from './security-headers';

function decodedBody(body: Buffer, encoding: string): Buffer {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

/** Compressed again as it came (Next's compression uses gzip or deflate at zlib's default level). */
function encodedBody(body: Buffer, encoding: string): Buffer {
  if (encoding === 'gzip') return gzipSync(body);
  if (encoding === 'br') return brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'deflate') return deflateSync(body);
  return body;
}

/**
 * A page's ETag: a hash of the bytes that go out, so each encoding has its own. Next's own ETag (turned off in
 * next.config.mjs) hashed the page's text in JavaScript, a character at a time, on every answer: about a seventh of
 * the CPU time a cached page took to serve. Node's native hash does the same job in a fraction of that.
 */
const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** If-None-Match names this ETag (or any, "*"); a weak validator matches its strong twin, as RFC 9110 lets a GET. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/** A page as it is sent: its bytes, its ETag (none for a page nobody may keep) and the hashes of its inline scripts. */
type PageReading = { bytes: Buffer | string; etag: string | undefined; hashes: string[] };

/**
 * Pages read lately. A cached page is sent again and again, and reading it each time (setting its scripts to run after
 * its first paint, turning its text into bytes, hashing them for its ETag, finding its inline scripts) would cost more
 * than serving it does. An uncompressed page comes from Next as one string, the same one each time, and is remembered
 * by that text; any other (compressed, or written in pieces) by a digest of its bytes. Either way with the bytes to
 * send: 200 pages of about 100 kB, some 20 MB at most. A page nobody may keep (a booking's manage page) is never
 * remembered.
 */
const PAGES_REMEMBERED = 200;
const readings = new Map<string, PageReading>();

function remember(key: string, reading: PageReading): PageReading {
  if (readings.size >= PAGES_REMEMBERED) readings.delete(readings.keys().next().value!);
  readings.set(key, reading);
  return reading;
}

function readPage(body: Buffer | string, encoding: string, cacheControl: string): PageReading {
  const keepable = !/no-store/.test(cacheControl);
  const shared = keepable && !/private/.test(cacheControl);
  const key = typeof body === 'string' ? body : etagOf(body);
  const remembered = shared ? readings.get(key) : undefined;
  if (remembered) return remembered;
  const asWritten = typeof body === 'string' ? body : decodedBody(body, encoding).toString('utf8');
  const asSent = scriptsAfterFirstPaint(asWritten);
  const page = Buffer.from(asSent);
  const bytes = typeof body === 'string' ? page : asSent === asWritten ? body : encodedBody(page, encoding);
  const reading = { bytes, etag: keepable ? etagOf(bytes) : undefined, hashes: inlineScriptHashes(page) };
  return shared ? remember(key, reading) : reading;
}

/** writeHead's headers argument (an object, or a flat list of names and values) applied as setHeader would. */
function applyHeaders(res: ServerResponse, headers: unknown) {
  if (Array.isArray(headers)) {
    for (let index = 0; index + 1 < headers.length; index += 2) res.setHeader(String(headers[index]), headers[index + 1] as string);
  } else if (headers && typeof headers === 'object') {
    for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) if (value !== undefined) res.setHeader(name, value);
  }
}

/**
 * Next writes its start-up code and each page's data as inline scripts, different on every page; a cached page is
 * the same bytes for everyone, which rules out a per-request nonce. So an HTML answer is held until it is whole (the
 * site's pages do not stream: no Suspense boundary waits for data), its framework scripts are set to run after its
 * first paint (scripts-after-first-paint.ts), its inline scripts are hashed, and it goes out with `basePolicy` plus
 * script directives naming exactly those scripts. Anything else passes straight through, as does an answer that set a
 * policy of its own.
 * Installed before Next answers, so Next's compression wraps this: the held bytes may be compressed, and are then
 * read and compressed again (once for each version of a cached page). The page's ETag is made here too, from the
 * bytes sent, and a GET naming it is answered 304. A 304 carries no policy: the browser keeps the one that came with
 * the page it already has.
 */
export function holdPageForScriptPolicy(res: ServerResponse, basePolicy: string, scriptSources: readonly string[]) {
  // Wrappers that Next adds later (compression) call these, so they stay in place and delegate once decided.
  const writeHead = res.writeHead as (this: ServerResponse, status: number, statusMessage?: string) => ServerResponse;
  const write = res.write as (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
  const end = res.end as (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse;
  const { flushHeaders } = res;
  let held: { status: number; statusMessage?: string; chunks: (Buffer | string)[] } | null = null;
  let passing = false;

  const sendHead = (response: ServerResponse, status: number, statusMessage?: string) =>
    statusMessage === undefined ? writeHead.call(response, status) : writeHead.call(response, status, statusMessage);

  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const statusMessage = typeof rest[0] === 'string' ? rest[0] : undefined;
    applyHeaders(this, rest.at(-1));
    if (status === 304) this.removeHeader(CSP);
    // While a page is held, Node asks for the head again with each write (it has not gone out): nothing to decide.
    if (passing || held) return passing ? sendHead(this, status, statusMessage) : this;
    // An answer that set a policy of its own (a visitor's file, sandboxed) keeps it.
    const isPage = String(this.getHeader('content-type') ?? '').startsWith('text/html') && this.getHeader(CSP) === basePolicy;
    if (status === 304 || !isPage) {
      passing = true;
      return sendHead(this, status, statusMessage);
    }
    held = { status, statusMessage, chunks: [] };
    return this;
  } as typeof res.writeHead;

  // The headers go out with the page; until it is decided what this answer is, there is nothing to flush.
  res.flushHeaders = function (this: ServerResponse) {
    if (!passing && !held) this.writeHead(this.statusCode);
    if (passing) flushHeaders.call(this);
  };

  // Text stays text (see readPage); anything else is copied into bytes as it comes.
  const isUtf8 = (encoding: unknown) => encoding === undefined || typeof encoding === 'function' || encoding === 'utf8' || encoding === 'utf-8';
  const hold = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    if (typeof chunk === 'string' && isUtf8(encoding)) held!.chunks.push(chunk);
    else held!.chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding as BufferEncoding));
  };
  const callbackAmong = (...args: unknown[]) => args.find((argument) => typeof argument === 'function') as (() => void) | undefined;

  res.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    if (!passing && !held) this.writeHead(this.statusCode);
    if (passing) return write.call(this, chunk, encoding, callback);
    hold(chunk, encoding);
    const done = callbackAmong(encoding, callback);
    if (done) process.nextTick(done);
    return true;
  } as typeof res.write;

  res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (!passing && !held && !this.headersSent) this.writeHead(this.statusCode);
    if (!held) return end.call(this, chunk, encoding, callback);
    hold(chunk, encoding);
    const page = held;
    held = null;
    passing = true;
    const [only] = page.chunks;
    const body = page.chunks.length === 1 && only !== undefined ? only : Buffer.concat(page.chunks.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));
    const done = callbackAmong(chunk, encoding, callback);
    let reading: PageReading = { bytes: body, etag: undefined, hashes: [] };
    try {
      reading = readPage(body, String(this.getHeader('content-encoding') ?? ''), String(this.getHeader('cache-control') ?? ''));
    } catch (error) {
      // Without the hashes the page's own scripts are refused too: a broken page, but never an open one.
      logger.error({ err: error }, 'a page could not be read to hash its scripts');
    }
    const { bytes, etag, hashes } = reading;
    if (etag !== undefined) {
      this.setHeader('ETag', etag);
      const { method, headers } = this.req;
      // A request saying no-cache wants the whole page, whatever copy it has (as Next's own check did).
      const revalidating = (method === 'GET' || method === 'HEAD') && !/no-cache/.test(headers['cache-control'] ?? '');
      if (revalidating && page.status === 200 && matchesIfNoneMatch(headers['if-none-match'], etag)) {
        // The browser's copy is current: no body, and no policy (it keeps the one that came with its copy).
        for (const name of ['content-length', 'content-type', 'content-encoding', CSP]) this.removeHeader(name);
        sendHead(this, 304);
        return end.call(this, done);
      }
    }
    this.setHeader(CSP, `${basePolicy}; ${scriptDirectives(hashes, scriptSources)}`);
    // The page sent is not the one written (its scripts come after the paint): a length Next gave (a cached page's,
    // when it is not compressed) would cut it short or leave the connection waiting for bytes that never come. A HEAD
    // has no page to measure, so it names no length.
    if (this.req.method === 'HEAD') this.removeHeader('Content-Length');
    else this.setHeader('Content-Length', Buffer.byteLength(bytes));
    sendHead(this, page.status, page.statusMessage);
    return end.call(this, bytes, done);
  } as typeof res.end;
}

import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { RETRY_AFTER_OUTAGE_SECONDS } from '../database-errors';
import { logger } from '../logger';
import { preferredEncoding } from './accept-encoding';
import { nextCompression, releaseCompressionStream } from './next-internals';
import { type PageEncoding, type PageReading, type PageVariant, readPage } from './page-readings';
import { refusalFor } from './refusals';
import { scriptDirectives } from './script-policy';
import { CONTENT_SECURITY_POLICY as CSP } from './security-headers';

type WriteHead = (this: ServerResponse, status: number, statusMessage?: string) => ServerResponse;
type Write = (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
type End = (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse;
type Methods = { writeHead: WriteHead; write: Write; end: End; flushHeaders: (this: ServerResponse) => void };

const methodsOf = (res: ServerResponse): Methods => ({
  writeHead: res.writeHead as WriteHead,
  write: res.write as Write,
  end: res.end as End,
  flushHeaders: res.flushHeaders,
});

/** writeHead's headers argument (an object, or a flat list of names and values) applied as setHeader would. */
function applyHeaders(res: ServerResponse, headers: unknown) {
  if (Array.isArray(headers)) {
    for (let index = 0; index + 1 < headers.length; index += 2) res.setHeader(String(headers[index]), headers[index + 1] as string);
  } else if (headers && typeof headers === 'object') {
    for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) if (value !== undefined) res.setHeader(name, value);
  }
}

/** If-None-Match names this ETag (or any, "*"); a weak validator matches its strong twin, as RFC 9110 lets a GET. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/** Vary with Accept-Encoding added (once; `*` already covers it), as Next's compression added it. */
function varyOnEncoding(res: ServerResponse) {
  const vary = String(res.getHeader('vary') ?? '');
  const names = vary.split(',').map((name) => name.trim().toLowerCase());
  if (names.includes('*') || names.includes('accept-encoding')) return;
  res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** Text stays text (see readPage); anything else is copied into bytes as it comes. */
const isUtf8 = (encoding: unknown) => encoding === undefined || typeof encoding === 'function' || encoding === 'utf8' || encoding === 'utf-8';
const callbackAmong = (...args: unknown[]) => args.find((argument) => typeof argument === 'function') as (() => void) | undefined;

type Held = { status: number; statusMessage?: string; chunks: (Buffer | string)[] };

/**
 * The one wrapper around a response's writeHead, write and end (the only code that replaces them), made at the start
 * of the request and given its jobs by the stages that need them:
 * - `replaceFailures`: while the database is unreachable, an answer that fails (5xx, for want of it) is replaced by a
 *   503 that says so, before any of it is sent; what the app goes on to write of its failed answer is dropped.
 * - `holdPages`: an HTML page of the site is held until it is whole (the site's pages do not stream: no Suspense
 *   boundary waits for data), its framework scripts are set to run after its first paint (scripts-after-first-paint.ts),
 *   its inline scripts are hashed, and it goes out with the base policy plus script directives naming exactly those
 *   scripts (docs/decisions/0032). It is also compressed here, once per version of a page, in the encoding the client
 *   prefers (page-readings.ts, docs/decisions/0060), with an ETag made from the bytes sent; a GET naming it gets a 304
 *   (without a policy: the browser keeps the one that came with its copy). An answer that set a policy of its own, and
 *   anything that is not a page, passes straight through.
 * - `compressLikeNext`: Next's own compression (turned off in next.config.mjs) is put beneath this wrapper, so that
 *   everything Next answers that is not a held page is compressed as Next would have compressed it.
 * Until a job is given the response is left as it is.
 */
export class ResponseWrapper {
  readonly #req: IncomingMessage;
  readonly #res: ServerResponse;
  /** Node's own methods, which write to the connection. */
  readonly #raw: Methods;
  /** What the wrapper hands a passing answer to: Node's own methods, or Next's compression over them. */
  #below: Methods;
  #installed = false;
  #state: 'open' | 'passing' | 'holding' | 'replaced' = 'open';
  #held: Held | null = null;
  #failureToReplace: (() => boolean) | null = null;
  #pagePolicy: { basePolicy: string; scriptSources: readonly string[] } | null = null;

  constructor(req: IncomingMessage, res: ServerResponse) {
    this.#req = req;
    this.#res = res;
    this.#raw = methodsOf(res);
    this.#below = this.#raw;
  }

  /** A 5xx answer is replaced by a 503 `temporarilyUnavailable` while `unreachable()` says so. */
  replaceFailures(unreachable: () => boolean): void {
    this.#failureToReplace = unreachable;
    this.#install();
  }

  /** HTML pages are held, named by their scripts, compressed once and given an ETag (see above). */
  holdPages(basePolicy: string, scriptSources: readonly string[]): void {
    this.#pagePolicy = { basePolicy, scriptSources };
    this.#install();
  }

  /** Next's compression, beneath this wrapper, for everything that passes through it. */
  compressLikeNext(): void {
    const res = this.#res;
    const wrapper = this.#installed ? methodsOf(res) : null;
    Object.assign(res, this.#below);
    nextCompression()(this.#req, res, () => undefined);
    this.#below = methodsOf(res);
    if (wrapper) Object.assign(res, wrapper);
    // On a client's disconnect the middleware never ends its zlib stream, which then outlives the request (as Next does).
    res.once('close', () => {
      if (!res.writableFinished) releaseCompressionStream(res);
    });
  }

  #install() {
    if (this.#installed) return;
    this.#installed = true;
    const res = this.#res;
    res.writeHead = ((status: number, ...rest: unknown[]) =>
      this.#writeHead(status, typeof rest[0] === 'string' ? rest[0] : undefined, rest.at(-1))) as typeof res.writeHead;
    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => this.#write(chunk, encoding, callback)) as typeof res.write;
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => this.#end(chunk, encoding, callback)) as typeof res.end;
    // The headers go out with the answer; until it is decided what this answer is, there is nothing to flush.
    res.flushHeaders = () => {
      if (this.#state === 'open') res.writeHead(res.statusCode);
      if (this.#state === 'passing') this.#below.flushHeaders.call(res);
    };
  }

  #sendHead(methods: Methods, status: number, statusMessage?: string) {
    const res = this.#res;
    return statusMessage === undefined ? methods.writeHead.call(res, status) : methods.writeHead.call(res, status, statusMessage);
  }

  #writeHead(status: number, statusMessage: string | undefined, headers: unknown): ServerResponse {
    const res = this.#res;
    // A replaced answer has gone: what the app goes on to give for its own is dropped, headers too.
    if (this.#state === 'replaced') return res;
    applyHeaders(res, headers);
    if (this.#state === 'passing') return this.#sendHead(this.#below, status, statusMessage);
    // While an answer is held, Node asks for the head again with each write (it has not gone out): nothing to decide.
    if (this.#state !== 'open') return res;
    if (status >= 500 && this.#failureToReplace?.()) {
      this.#replaceWithUnavailable();
      return res;
    }
    const policy = this.#pagePolicy;
    if (policy && status === 304) res.removeHeader(CSP);
    // An answer that set a policy of its own (a visitor's file, sandboxed) keeps it.
    const isPage = policy !== null && String(res.getHeader('content-type') ?? '').startsWith('text/html') && res.getHeader(CSP) === policy.basePolicy;
    if (status === 304 || !isPage) {
      this.#state = 'passing';
      return this.#sendHead(this.#below, status, statusMessage);
    }
    this.#state = 'holding';
    this.#held = { status, statusMessage, chunks: [] };
    return res;
  }

  /** The 503 in place of a failed answer, straight to the connection; headers the app set for it are dropped. */
  #replaceWithUnavailable() {
    const res = this.#res;
    this.#state = 'replaced';
    for (const name of res.getHeaderNames())
      if (!name.startsWith('x-') && !/^(content-security-policy|strict-transport|referrer|permissions)/.test(name)) res.removeHeader(name);
    const refusal = refusalFor(this.#req.url ?? '/', 'temporarilyUnavailable', { 'Retry-After': String(RETRY_AFTER_OUTAGE_SECONDS) });
    applyHeaders(res, refusal.headers);
    this.#raw.writeHead.call(res, refusal.status);
    this.#raw.end.call(res, refusal.body);
  }

  #hold(chunk: unknown, encoding: unknown) {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    if (typeof chunk === 'string' && isUtf8(encoding)) this.#held!.chunks.push(chunk);
    else this.#held!.chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding as BufferEncoding));
  }

  #write(chunk: unknown, encoding?: unknown, callback?: unknown): boolean {
    const res = this.#res;
    if (this.#state === 'open') res.writeHead(res.statusCode);
    if (this.#state === 'passing') return this.#below.write.call(res, chunk, encoding, callback);
    if (this.#state === 'replaced') return true;
    this.#hold(chunk, encoding);
    const done = callbackAmong(encoding, callback);
    if (done) process.nextTick(done);
    return true;
  }

  #end(chunk?: unknown, encoding?: unknown, callback?: unknown): ServerResponse {
    const res = this.#res;
    if (this.#state === 'open' && !res.headersSent) res.writeHead(res.statusCode);
    if (this.#state === 'replaced') return res;
    if (this.#state !== 'holding') return this.#below.end.call(res, chunk, encoding, callback);
    this.#hold(chunk, encoding);
    const page = this.#held!;
    this.#held = null;
    this.#state = 'passing';
    const done = callbackAmong(chunk, encoding, callback);
    void this.#sendPage(page, done);
    return res;
  }

  async #sendPage(page: Held, done: (() => void) | undefined) {
    const res = this.#res;
    const { basePolicy, scriptSources } = this.#pagePolicy!;
    const [only] = page.chunks;
    const body =
      page.chunks.length === 1 && only !== undefined ? only : Buffer.concat(page.chunks.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));
    const cacheControl = String(res.getHeader('cache-control') ?? '');
    let hashes: string[] = [];
    let variant: PageVariant = { bytes: typeof body === 'string' ? Buffer.from(body) : body, etag: undefined };
    try {
      const reading: PageReading = readPage(body, String(res.getHeader('content-encoding') ?? ''), cacheControl);
      // Compressed as Next's compression would have: not an answer saying no-transform, nor a HEAD (it has no body).
      const transformable = !/\bno-transform\b/.test(cacheControl);
      if (transformable) varyOnEncoding(res);
      const encoding: PageEncoding = transformable && this.#req.method !== 'HEAD' ? preferredEncoding(this.#req.headers['accept-encoding']) : 'identity';
      variant = await reading.variant(encoding);
      hashes = reading.hashes;
      if (encoding === 'identity') res.removeHeader('Content-Encoding');
      else res.setHeader('Content-Encoding', encoding);
    } catch (error) {
      // Without the hashes the page's own scripts are refused too: a broken page, but never an open one.
      logger.error({ err: error }, 'a page could not be read to hash its scripts');
    }
    if (res.destroyed) return;
    const { bytes, etag } = variant;
    if (etag !== undefined) {
      res.setHeader('ETag', etag);
      const { method, headers } = this.#req;
      // A request saying no-cache wants the whole page, whatever copy it has (as Next's own check did).
      const revalidating = (method === 'GET' || method === 'HEAD') && !/no-cache/.test(headers['cache-control'] ?? '');
      if (revalidating && page.status === 200 && matchesIfNoneMatch(headers['if-none-match'], etag)) {
        // The browser's copy is current: no body, and no policy (it keeps the one that came with its copy).
        for (const name of ['content-length', 'content-type', 'content-encoding', CSP]) res.removeHeader(name);
        this.#sendHead(this.#raw, 304);
        this.#raw.end.call(res, done);
        return;
      }
    }
    res.setHeader(CSP, `${basePolicy}; ${scriptDirectives(hashes, scriptSources)}`);
    // The page sent is not the one written (its scripts come after the paint, it may be compressed): a length Next
    // gave would cut it short or leave the connection waiting for bytes that never come. A HEAD has no page to
    // measure, so it names no length.
    if (this.#req.method === 'HEAD') res.removeHeader('Content-Length');
    else res.setHeader('Content-Length', bytes.length);
    this.#sendHead(this.#raw, page.status, page.statusMessage);
    this.#raw.end.call(res, bytes, done);
  }
}

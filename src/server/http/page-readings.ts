import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants as zlibConstants, gunzipSync, gzip, inflateSync } from 'node:zlib';
import { inlineScriptHashes } from './script-policy';
import { scriptsAfterFirstPaint } from './scripts-after-first-paint';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The encodings a page is kept in. Compressed ones are made once per page version, in zlib's thread pool. */
export type PageEncoding = 'br' | 'gzip' | 'identity';

/** One version of a page as it is sent: its bytes and, for a page someone may keep, their ETag. */
export type PageVariant = { bytes: Buffer; etag: string | undefined };

/** A page as it is sent: the hashes of its inline scripts, and its bytes in each encoding asked for so far. */
export type PageReading = { hashes: string[]; variant(encoding: PageEncoding): Promise<PageVariant> };

/**
 * A page's ETag: a hash of the bytes that go out, so each encoding has its own. Next's own ETag (turned off in
 * next.config.mjs) hashed the page's text in JavaScript, a character at a time, on every answer: about a seventh of
 * the CPU time a cached page took to serve. Node's native hash does the same job in a fraction of that.
 */
const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

function decodedBody(body: Buffer, encoding: string): Buffer {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

/** gzip at zlib's default level, as Next's compression sent it; brotli at 5, a tenth of the time 11 takes for ~5 % more. */
function compressed(page: Buffer, encoding: Exclude<PageEncoding, 'identity'>): Promise<Buffer> {
  return encoding === 'gzip' ? gzipAsync(page) : brotliAsync(page, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
}

/**
 * Pages read lately. A cached page is sent again and again, and reading it each time (setting its scripts to run after
 * its first paint, turning its text into bytes, hashing them for its ETag, finding its inline scripts, compressing it)
 * would cost more than serving it does. An uncompressed page comes from Next as one string, the same one each time,
 * and is remembered by that text; any other (written in pieces) by a digest of its bytes. Either way with the bytes
 * to send, in each encoding asked for: 200 pages of about 100 kB (and some 30 kB compressed), some 30 MB at most. A
 * page nobody may keep (a booking's manage page) is never remembered.
 */
const PAGES_REMEMBERED = 200;
const readings = new Map<string, PageReading>();

function remember(key: string, reading: PageReading): PageReading {
  if (readings.size >= PAGES_REMEMBERED) readings.delete(readings.keys().next().value!);
  readings.set(key, reading);
  return reading;
}

/**
 * The page the app wrote, as it is to be sent. `encoding` is the one the app wrote it in: none, since Next's
 * compression runs beneath the response wrapper; were a route to compress a page itself, it is read decoded.
 */
export function readPage(body: Buffer | string, encoding: string, cacheControl: string): PageReading {
  const keepable = !/no-store/.test(cacheControl);
  const shared = keepable && !/private/.test(cacheControl);
  const key = typeof body === 'string' ? body : etagOf(body);
  const remembered = shared ? readings.get(key) : undefined;
  if (remembered) return remembered;
  const asWritten = typeof body === 'string' ? body : decodedBody(body, encoding).toString('utf8');
  const page = Buffer.from(scriptsAfterFirstPaint(asWritten));
  const variantOf = (bytes: Buffer): PageVariant => ({ bytes, etag: keepable ? etagOf(bytes) : undefined });
  const variants = new Map<PageEncoding, Promise<PageVariant>>([['identity', Promise.resolve(variantOf(page))]]);
  const reading: PageReading = {
    hashes: inlineScriptHashes(page),
    variant(wanted) {
      let variant = variants.get(wanted);
      if (!variant) {
        variant = compressed(page, wanted as Exclude<PageEncoding, 'identity'>).then(variantOf);
        // Once made, kept for the next visitor who asks for it (a failure is not: the next one tries again).
        variants.set(wanted, variant);
        variant.catch(() => variants.delete(wanted));
      }
      return variant;
    },
  };
  return shared ? remember(key, reading) : reading;
}

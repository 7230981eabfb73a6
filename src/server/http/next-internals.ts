import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';

/*
 * The parts of Next.js that are not its public API and that the HTTP front relies on, each loaded from where Next 16
 * keeps it. tests/unit/next-internals.test.ts checks every one against the installed package, naming the one that
 * moved or changed shape after an upgrade; site-inline-scripts.ts and scripts-after-first-paint.ts read the shapes
 * of Next's page output, which that test checks too.
 */
const require = createRequire(import.meta.url);

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** The compression middleware Next puts in front of its answers (next/dist/server/lib/router-server.js). */
export const NEXT_COMPRESSION_MODULE = 'next/dist/compiled/compression';
/** How Next ends a compression stream a disconnected client left open (next/dist/server/lib/router-server.js). */
export const NEXT_RELEASE_COMPRESSION_MODULE = 'next/dist/server/lib/release-compression-stream';

let compression: Middleware | undefined;

/** Next's compression (gzip or deflate, at 1 kB and up, for compressible types), as one middleware for every answer. */
export function nextCompression(): Middleware {
  compression ??= (require(NEXT_COMPRESSION_MODULE) as () => Middleware)();
  return compression;
}

export const releaseCompressionStream = (res: ServerResponse): void =>
  (require(NEXT_RELEASE_COMPRESSION_MODULE) as { releaseCompressionStream(res: ServerResponse): void }).releaseCompressionStream(res);

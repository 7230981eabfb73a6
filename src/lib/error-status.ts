/**
 * The error page shows the failure's own status (spec section 2). Next.js sends the browser nothing of a server
 * error but its `digest`, and keeps a digest the error already has, so errors that know their status carry it there:
 * "MG-STATUS;503;16;k3j9x2" is status 503 with service-result code 16 (whose message the page shows). The last part
 * keeps each error's digest its own, as Next.js expects when it matches logged errors to digests.
 */
const PREFIX = 'MG-STATUS';

export const statusDigest = (status: number, code?: number) => `${PREFIX};${status};${code ?? ''};${Math.random().toString(36).slice(2, 10)}`;

type ErrorStatus = { status: number; code?: number };

const isHttpError = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599;

/**
 * The status an error carries: from its digest when it came from the server; from a `status` or `statusCode` when
 * it was thrown in the browser (a failed fetch, say); 404 when a page's validation failed; else 500.
 */
export function errorStatus(error: { digest?: string; name?: string; status?: unknown; statusCode?: unknown }): ErrorStatus {
  const [prefix, status, code] = error.digest?.split(';') ?? [];
  if (prefix === PREFIX && isHttpError(Number(status))) return { status: Number(status), ...(code ? { code: Number(code) } : {}) };
  if (error.name === 'ZodError' || error.name === 'ValidationError') return { status: 404 };
  if (isHttpError(error.status)) return { status: error.status };
  if (isHttpError(error.statusCode)) return { status: error.statusCode };
  return { status: 500 };
}

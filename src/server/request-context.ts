import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * No `import 'server-only'`: server.ts starts each request's context, and the code Next bundles reads it.
 */

type RequestContext = { requestId: string };

/**
 * One store per process, on globalThis: server.ts and the routes Next bundles load this module separately, and a log
 * line written deep in a route must find the id server.ts gave its request.
 */
const STORE = Symbol.for('marigold.request-context');
const processWide = globalThis as { [STORE]?: AsyncLocalStorage<RequestContext> };
const store = (processWide[STORE] ??= new AsyncLocalStorage<RequestContext>());

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a trusted proxy sent (nginx's $request_id is 32 hex digits), if it looks like one; nothing else is copied. */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,64}$/;
export const acceptableRequestId = (value: string | string[] | undefined): string | undefined =>
  typeof value === 'string' && REQUEST_ID_PATTERN.test(value) ? value : undefined;

/** Runs `handle` with `requestId` as the current request's id, for everything it calls and awaits. */
export const withRequestId = <T>(requestId: string, handle: () => T): T => store.run({ requestId }, handle);

/** The id of the request being handled, when there is one. */
export const currentRequestId = (): string | undefined => store.getStore()?.requestId;

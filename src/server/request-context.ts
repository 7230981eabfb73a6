import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * No `import 'server-only'`: server.ts starts each request's context, and the code Next bundles reads it.
 */

/** A task left for after the response; it must handle its own failures (nothing is left to answer by then). */
type AfterResponseTask = () => Promise<void>;

type RequestContext = { requestId: string; afterResponse: AfterResponseTask[]; responded: boolean };

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

/** What a request's response tells: when it has closed (sent, or the connection gone). */
type ClosingResponse = { once(event: 'close', listener: () => void): unknown };

/**
 * Runs `handle` as the handling of one request: everything it calls and awaits sees `requestId` as the current
 * request's id, and the tasks it leaves with `afterResponse` run once `response` has closed, still under that id.
 */
export function handleRequest<T>(requestId: string, response: ClosingResponse, handle: () => T): T {
  const context: RequestContext = { requestId, afterResponse: [], responded: false };
  response.once('close', () => {
    context.responded = true;
    store.run(context, () => context.afterResponse.forEach((task) => void task()));
  });
  return store.run(context, handle);
}

/**
 * Leaves `task` to run once the current request's response has been sent, so the visitor never waits for it; at once
 * when it has been already (work a request carries on with after answering). Outside a request (scripts, tests) there
 * is no "after the response": false, and the caller decides what then.
 */
export function afterResponse(task: AfterResponseTask): boolean {
  const context = store.getStore();
  if (context?.responded) void task();
  else context?.afterResponse.push(task);
  return context !== undefined;
}

/** The id of the request being handled, when there is one. */
export const currentRequestId = (): string | undefined => store.getStore()?.requestId;

import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * No `import 'server-only'`: server.ts starts each request's context, and the code Next bundles reads it.
 */

/** A task left for after the response; it must handle its own failures (nothing is left to answer by then). */
type AfterResponseTask = () => Promise<void>;

type RequestContext = { requestId: string; afterResponse: AfterResponseTask[]; responded: boolean };

/** What this process is handling: each request's context, how many requests are open, and when one last opened or closed. */
type ProcessRequests = { store: AsyncLocalStorage<RequestContext>; open: number; lastChange: number; quietWaiters: (() => void)[] };

/**
 * One per process, on globalThis: server.ts and the routes Next bundles load this module separately, and a log line
 * written deep in a route must find the id server.ts gave its request.
 */
const PROCESS_REQUESTS = Symbol.for('marigold.request-context');
const processWide = globalThis as { [PROCESS_REQUESTS]?: ProcessRequests };
const requests = (processWide[PROCESS_REQUESTS] ??= { store: new AsyncLocalStorage<RequestContext>(), open: 0, lastChange: 0, quietWaiters: [] });
const { store } = requests;

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
  requests.open += 1;
  requests.lastChange = Date.now();
  response.once('close', () => {
    context.responded = true;
    requests.open -= 1;
    requests.lastChange = Date.now();
    store.run(context, () => context.afterResponse.forEach((task) => void task()));
    if (requests.open === 0) requests.quietWaiters.splice(0).forEach((wake) => wake());
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

/** Runs `work` as no request's: background work started by a request but done for many (its log lines carry no id). */
export const outsideAnyRequest = <T>(work: () => T): T => store.exit(work);

/** How long no request must have been open before the process counts as quiet: longer than a busy client's pause between two requests. */
export const QUIET_AFTER_MS = 50;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves when the last open request closes, or at `deadline`. */
function lastRequestClosed(deadline: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, deadline - Date.now());
    function done() {
      clearTimeout(timer);
      const waiting = requests.quietWaiters.indexOf(done);
      if (waiting >= 0) requests.quietWaiters.splice(waiting, 1);
      resolve();
    }
    requests.quietWaiters.push(done);
  });
}

/**
 * Resolves once no request has been open in this process for QUIET_AFTER_MS, or at `deadline` (epoch ms) if that
 * comes first: for work that can wait a little (a booking's email) and should not take CPU from visitors waiting for
 * an answer. Each check first lets the event loop take in what has arrived, since work that never awaits real I/O
 * (Payload on SQLite) would otherwise find no request open while requests wait unread.
 */
export async function whenNoRequestIsOpen(deadline: number): Promise<void> {
  for (;;) {
    await nextTurn();
    const now = Date.now();
    if (now >= deadline) return;
    if (requests.open > 0) await lastRequestClosed(deadline);
    else if (now - requests.lastChange >= QUIET_AFTER_MS) return;
    else await sleep(Math.min(deadline, requests.lastChange + QUIET_AFTER_MS) - now);
  }
}

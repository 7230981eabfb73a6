/*
 * No `import 'server-only'`: server.ts reads it, and the code Next bundles writes it (like direct-routes.ts).
 */

/**
 * The text an API answer was made from, kept beside its Response, so that answer-with-route.ts writes the text as it is
 * instead of reading it back out of the Response's body stream: that read cost a slot search about a twentieth of its
 * CPU. Any other reader (Next, in development) reads the body as usual; an answer not made here falls back to that.
 * One map per process, on globalThis: Next's bundle and server.ts each load their own copy of this module.
 */
const TEXTS = Symbol.for('marigold.response-texts');
const processWide = globalThis as { [TEXTS]?: WeakMap<Response, string> };
const texts = (processWide[TEXTS] ??= new WeakMap());

/** `response`, noted as made from `text` (which must be its whole body). */
export function withText(response: Response, text: string): Response {
  texts.set(response, text);
  return response;
}

/** The text `response` was made from, when withText noted it. */
export const textOf = (response: Response): string | undefined => texts.get(response);

import { answeringPathOf } from '@/features/routing/legacy-api-aliases.mjs';

/**
 * The path of the route that will answer `url`, however it is spelt. It is read as Next reads it, by the URL standard:
 * no query or fragment, dot segments resolved (/api/x/../token and /api/%2e/token are /api/token), a trailing slash
 * they leave ignored, other escapes kept (Next's router does not decode /api/%74oken: its catch-all answers that).
 * Then through the older API's aliases.
 */
export function answeringPath(url: string): string {
  let path: string;
  try {
    path = new URL(`http://site${url.startsWith('/') ? '' : '/'}${url}`).pathname;
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    path = url.split(/[?#]/, 1)[0]!;
  }
  return answeringPathOf(path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
}

import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { serviceResultBody, serviceResults } from '@/features/api/service-results';

/** The spec's JSON API, its older paths under /cdg, and Payload's REST API. */
export const isApiPath = (url: string) => url.startsWith('/api/') || url.startsWith('/cdg/') || url.startsWith('/cms-api/');

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

type RefusalName = 'foreignOrigin' | 'tooManyRequests' | 'temporarilyUnavailable';
type Refusal = { status: number; headers: OutgoingHttpHeaders; body: string };

/** A refusal in front of the app: a service result to the API, a short page with a way back to a browser's form post. */
export function refusalFor(url: string, name: RefusalName, headers: Record<string, string> = {}): Refusal {
  const body = serviceResultBody(name);
  const { status } = serviceResults[name];
  if (isApiPath(url)) {
    return { status, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }, body: JSON.stringify(body) };
  }
  return {
    status,
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    // Self-contained (no stylesheet or font to fetch): it must show while the app or its database cannot answer.
    body:
      `<!doctype html><html lang="en-GB"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${body.title} · Marigold Grill</title><body style="margin:0;font-family:system-ui,sans-serif;color:#3c3c3c">` +
      `<header style="background:#fdc533;padding:1rem"><p style="max-width:36rem;margin:0 auto;font-weight:900;font-size:1.25rem">Marigold Grill</p></header>` +
      `<main style="max-width:36rem;margin:2.5rem auto;padding:0 1rem"><h1 style="font-size:1.75rem">${body.title}</h1><p style="line-height:1.5">${body.message}</p>` +
      `<p><a href="/" style="display:inline-block;margin-top:0.5rem;background:#3c3c3c;color:#fff;padding:0.75rem 1.5rem;border-radius:999px;font-weight:800;text-decoration:none">Back to the home page</a></p></main></body></html>`,
  };
}

export function refuse(req: IncomingMessage, res: ServerResponse, name: RefusalName, headers: Record<string, string> = {}) {
  const refusal = refusalFor(req.url ?? '/', name, headers);
  res.writeHead(refusal.status, refusal.headers);
  res.end(refusal.body);
}

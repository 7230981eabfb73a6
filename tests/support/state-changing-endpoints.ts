/**
 * Every address of the site that changes something, found the way Next finds them, so a new one is covered by the
 * tests that use this list without anyone adding it: the route handlers under src/app that export POST, PUT, PATCH or
 * DELETE, the older paths next.config.mjs rewrites onto them (/cdg/…), and the server actions of the site's own forms
 * (from the build's server-reference manifest: which action each page carries). Payload's admin pages and their
 * server function are Payload's own (its CSRF rules and staff sessions) and are left out; its REST API is a route
 * handler here and is in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LEGACY_API_ALIASES } from '@/features/routing/legacy-api-aliases.mjs';

export const STATE_CHANGING_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

export type RouteEndpoint = { kind: 'route'; method: string; route: string; file: string };
/** A server action, posted to a page that carries it, as a form without JavaScript or as React's fetch. */
export type ActionEndpoint = { kind: 'action'; method: 'POST'; route: string; actionId: string; action: string };
export type Endpoint = RouteEndpoint | ActionEndpoint;

const appDir = path.join('src', 'app');

/** Which of `wanted` a route file exports: `export const POST`, `export async function POST`, `export { x as POST }`. */
export function exportedMethods(source: string, wanted: readonly string[] = STATE_CHANGING_METHODS): string[] {
  const methods = new Set<string>();
  for (const match of source.matchAll(new RegExp(`export\\s+(?:const|(?:async\\s+)?function)\\s+(${wanted.join('|')})\\b`, 'g'))) methods.add(match[1]!);
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const name of match[1]!.split(',').map((entry) =>
      entry
        .trim()
        .split(/\s+as\s+/)
        .at(-1)!,
    )) {
      if (wanted.includes(name)) methods.add(name);
    }
  }
  return [...methods];
}

/** A folder under src/app as the address Next serves it at: route groups vanish, dynamic segments stay as written. */
export const routeOfFolder = (folder: string) =>
  `/${folder
    .split(/[\\/]/)
    .filter((segment) => segment && !/^\(.*\)$/.test(segment))
    .join('/')}`.replace(/\/$/, '') || '/';

/** Every route handler file under src/app. */
export function routeFiles(dir = appDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

export function routeHandlerEndpoints(): RouteEndpoint[] {
  return routeFiles()
    .sort()
    .flatMap((file) => {
      const route = routeOfFolder(path.relative(appDir, path.dirname(file)));
      return exportedMethods(readFileSync(file, 'utf8')).map((method) => ({ kind: 'route' as const, method, route, file }));
    });
}

/** The older API's aliases (`/old/…` → `/new/…`, which server.ts's redirects stage rewrites), applied to the route handlers under /new. */
export async function rewrittenEndpoints(endpoints: readonly RouteEndpoint[]): Promise<RouteEndpoint[]> {
  return LEGACY_API_ALIASES.flatMap(({ alias: from, route: to }) =>
    endpoints
      .filter((endpoint) => endpoint.route.startsWith(`${to}/`))
      .map((endpoint) => ({ ...endpoint, route: `${from}${endpoint.route.slice(to.length)}` })),
  );
}

type ServerReferenceManifest = { node: Record<string, { workers: Record<string, unknown>; filename: string; exportedName: string }> };

/** The site's server actions and the pages that carry each, from the build that the test servers run. */
export function serverActionEndpoints(manifestFile = path.join('.next', 'server', 'server-reference-manifest.json')): ActionEndpoint[] {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ServerReferenceManifest;
  return Object.entries(manifest.node).flatMap(([actionId, { workers, filename, exportedName }]) =>
    filename.startsWith('src/') && !filename.includes('(payload)')
      ? Object.keys(workers)
          .filter((worker) => worker.startsWith('app/') && worker.endsWith('/page') && !worker.includes('(payload)'))
          .map((worker) => ({
            kind: 'action' as const,
            method: 'POST' as const,
            route: routeOfFolder(worker.slice('app/'.length, -'/page'.length)),
            actionId,
            action: `${filename}#${exportedName}`,
          }))
      : [],
  );
}

export async function stateChangingEndpoints(): Promise<Endpoint[]> {
  const routes = routeHandlerEndpoints();
  return [...routes, ...(await rewrittenEndpoints(routes)), ...serverActionEndpoints()];
}

export const endpointName = (endpoint: Endpoint) =>
  endpoint.kind === 'route' ? `${endpoint.method} ${endpoint.route}` : `action ${endpoint.action} on ${endpoint.route}`;

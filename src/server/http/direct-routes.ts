/*
 * No `import 'server-only'`: server.ts looks routes up here, and the code Next bundles offers them (src/instrumentation.ts).
 */

type Params = Record<string, string>;

/** A route handler as Next calls it: a route.ts file's GET or POST. */
export type RouteHandler = (request: Request, context: { params: Promise<Params> }) => Promise<Response>;

/**
 * A route file, as far as server.ts may call it; anything else it exports (HEAD, OPTIONS, other methods) is left to
 * Next. Methods, not properties: a file's handler names its own parameters (`{ storeId: string }`), which the path
 * supplies by the same names.
 */
export type RouteModule = {
  GET?(request: Request, context: { params: Promise<Params> }): Promise<Response>;
  POST?(request: Request, context: { params: Promise<Params> }): Promise<Response>;
};
const DIRECT_METHODS = ['GET', 'POST'] as const;
type DirectMethod = (typeof DIRECT_METHODS)[number];

type DirectRoute = { segments: readonly string[]; module: RouteModule };

/**
 * One table per process, on globalThis: it is filled from Next's bundle (which has the route files) and read by
 * server.ts (which does not). Empty until Next has started; filled in development too, where server.ts does not read
 * it (Next recompiles the route files as they change, and must answer them itself).
 */
const ROUTES = Symbol.for('marigold.direct-routes');
const processWide = globalThis as { [ROUTES]?: readonly DirectRoute[] };

/** A dynamic segment as the app folder names it: `[storeId]`. */
const PARAM_SEGMENT = /^\[(\w+)\]$/;

/** Offers route files to server.ts, by their path in src/app (`/api/booking/slots/[storeId]`). */
export function offerDirectRoutes(routes: Record<string, RouteModule>): void {
  processWide[ROUTES] = Object.entries(routes).map(([path, module]) => ({ segments: path.split('/'), module }));
}

/**
 * The handler and path parameters that answer `method` on `path` (no query string, percent-decodable), or null when no
 * offered route does. Parameters are decoded, as Next decodes them.
 */
export function directRouteFor(method: string, path: string): { handler: RouteHandler; params: Params } | null {
  const asked = path.split('/');
  for (const { segments, module } of processWide[ROUTES] ?? []) {
    const handler = DIRECT_METHODS.includes(method as DirectMethod) ? module[method as DirectMethod] : undefined;
    if (!handler || segments.length !== asked.length) continue;
    const params: Params = {};
    const matches = segments.every((segment, index) => {
      const name = PARAM_SEGMENT.exec(segment)?.[1];
      if (name) params[name] = decodeURIComponent(asked[index]!);
      return name ? asked[index] !== '' : segment === asked[index];
    });
    if (matches) return { handler, params };
  }
  return null;
}

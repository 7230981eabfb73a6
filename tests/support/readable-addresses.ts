/**
 * Every address of the site a visitor or a client reads, found the way Next finds them, so a new page or GET endpoint
 * is fuzzed without anyone listing it: the site's pages (page.tsx under src/app, Payload's admin left to Payload) and
 * the route handlers that export GET, with the older /cdg paths server.ts rewrites onto them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { exportedMethods, rewrittenEndpoints, routeFiles, routeOfFolder, type RouteEndpoint } from './state-changing-endpoints';

const appDir = path.join('src', 'app');

function pageFiles(dir = appDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '(payload)' ? [] : pageFiles(full);
    return /^page\.(tsx|ts|jsx|js)$/.test(entry.name) ? [full] : [];
  });
}

export async function readableAddresses(): Promise<string[]> {
  const pages = pageFiles().map((file) => routeOfFolder(path.relative(appDir, path.dirname(file))));
  const getRoutes: RouteEndpoint[] = routeFiles()
    .filter((file) => exportedMethods(readFileSync(file, 'utf8'), ['GET']).length > 0)
    .map((file) => ({ kind: 'route', method: 'GET', route: routeOfFolder(path.relative(appDir, path.dirname(file))), file }));
  const aliases = await rewrittenEndpoints(getRoutes);
  return [...new Set([...pages, ...getRoutes.map((endpoint) => endpoint.route), ...aliases.map((endpoint) => endpoint.route)])].sort();
}

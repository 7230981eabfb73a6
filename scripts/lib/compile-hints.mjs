// After `next build`: marks the public site's scripts with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`,
// Chrome 136 and later; other browsers read a comment). The bundler wraps every module in a function that runs as the
// page starts, and V8 compiles a function lazily, when first called: on the page's main thread, in the long task that
// starts React. With the hint, V8 compiles the whole file on a background thread while it downloads. Lighthouse's
// blocking time on `/` and on a restaurant page about halved (docs/decisions/0040).
// Marked: every script a site page names (the framework's, each route's client components') and those its parts load
// when they are needed (the map, a form's checks, the booking journey), which run as soon as they arrive too. Not
// marked: the back-office's large bundles, which would be compiled whole, used or not, on every staff page.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const BACK_OFFICE = '(payload)';

/** The build's manifests of the site's routes (not the back-office's). */
function* routeManifests(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory() && entry.name !== BACK_OFFICE) yield* routeManifests(full);
    else if (entry.name.endsWith('_client-reference-manifest.js') || entry.name === 'react-loadable-manifest.json') yield full;
  }
}

/** The chunks a manifest names: a route's client components', or those its `next/dynamic` parts load. */
function chunksNamedIn(file) {
  if (file.endsWith('.json')) return Object.values(JSON.parse(readFileSync(file, 'utf8'))).flatMap(({ files }) => files);
  // A client reference manifest is a script that assigns to globalThis.__RSC_MANIFEST: run it in a sandbox of its own.
  const sandbox = vm.createContext({});
  vm.runInContext(readFileSync(file, 'utf8'), sandbox);
  return Object.values(sandbox.__RSC_MANIFEST ?? {}).flatMap((manifest) => [
    ...Object.values(manifest.entryJSFiles ?? {}).flat(),
    ...Object.values(manifest.clientModules ?? {}).flatMap(({ chunks }) => chunks.map((chunk) => chunk.replace(/^\/_next\//, ''))),
  ]);
}

/** The public site's scripts, relative to `.next`: the framework's and every chunk the site's route manifests name. */
export function siteScripts(nextDirectory) {
  const scripts = new Set(JSON.parse(readFileSync(path.join(nextDirectory, 'build-manifest.json'), 'utf8')).rootMainFiles);
  for (const file of routeManifests(path.join(nextDirectory, 'server', 'app'))) for (const chunk of chunksNamedIn(file)) scripts.add(chunk);
  return [...scripts].filter((script) => script.endsWith('.js'));
}

/** Adds the hint to each of the site's scripts that lacks it; returns how many it marked. Safe to run twice. */
export function addCompileHints(root) {
  const nextDirectory = path.join(root, '.next');
  let marked = 0;
  for (const script of siteScripts(nextDirectory)) {
    const file = path.join(nextDirectory, script);
    const source = readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + source);
    marked += 1;
  }
  return marked;
}

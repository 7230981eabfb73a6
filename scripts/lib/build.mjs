// Builds the site with `next build` when the build is missing or older than any source file.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { addCompileHints } from './compile-hints.mjs';

const sources = ['src', 'public', 'next.config.mjs', 'package-lock.json', 'tsconfig.json'];

function newestSourceChange(root) {
  let newest = 0;
  const visit = (entry) => {
    const stats = statSync(entry);
    if (stats.isDirectory()) for (const child of readdirSync(entry)) visit(path.join(entry, child));
    else newest = Math.max(newest, stats.mtimeMs);
  };
  for (const entry of sources) if (existsSync(path.join(root, entry))) visit(path.join(root, entry));
  return newest;
}

function buildIsCurrent(root) {
  const marker = path.join(root, '.next', 'BUILD_ID');
  return existsSync(marker) && statSync(marker).mtimeMs >= newestSourceChange(root);
}

export function ensureBuild(root, { force = false } = {}) {
  if (!force && buildIsCurrent(root)) return;
  console.log('Building the site (about a minute)…');
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'next'), ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  addCompileHints(root);
}

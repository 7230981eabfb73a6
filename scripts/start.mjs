// `npm start`: builds the site when the build is missing or older than the source, prepares the database
// (migrations, then demo content into an empty database), and serves on HOST:PORT.
// `npm run dev` (--dev): the same without the build, with Next's development server and hot reload.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ensureBuild } from './lib/build.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
mkdirSync('data', { recursive: true });

/** Secrets are never defaulted in code: without one in the environment, a random one is made once and kept in data/. */
function ensureSecret() {
  if (process.env.PAYLOAD_SECRET) return;
  const file = path.join('data', 'secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  process.env.PAYLOAD_SECRET = readFileSync(file, 'utf8').trim();
}

/**
 * Node exits 13 when the main module's loading never settles. Node 20 running TypeScript through tsx's loader does
 * that now and then with prepare-database's large module graph (the whole content model and the demo chain): 1 run
 * in 30 to 40 on these machines, before a line of the script has run (it sets a failing exit code first, so a stall in
 * its own work exits 1). That is safe to try again (docs/decisions/0045).
 */
const LOADING_NEVER_SETTLED = 13;

function prepareDatabase(attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const { status } = spawnSync(tsx, ['scripts/prepare-database.ts'], { stdio: 'inherit', env: process.env });
    if (status === 0) return;
    if (status !== LOADING_NEVER_SETTLED || attempt === attempts) process.exit(status ?? 1);
    console.warn(`Preparing the database: its script never finished loading (exit ${status}); trying again.`);
  }
}

const dev = process.argv.includes('--dev');
ensureSecret();
process.env.NODE_ENV = dev ? 'development' : 'production';
process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, '--no-deprecation'].filter(Boolean).join(' ');

if (!dev && process.env.SKIP_BUILD !== '1') ensureBuild(root);
const tsx = path.join('node_modules', '.bin', 'tsx');
prepareDatabase();

// Node itself runs the server, with tsx as its loader: the tsx command would stand between, relaying SIGTERM, and it
// kills a server that does not acknowledge the signal within 30 ms (a busy one under load) instead of letting it finish
// its open requests.
const server = spawn(process.execPath, ['--import', 'tsx', 'server.ts', ...(dev ? ['--dev'] : [])], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

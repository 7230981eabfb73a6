// Starts a private PostgreSQL server in a temporary folder, for tests and for generating migrations.
// It needs the PostgreSQL server binaries (Debian: postgresql-15); .ci/run installs them.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function findPostgresBin() {
  const candidates = [process.env.PG_BIN, ...listVersions('/usr/lib/postgresql').map((v) => `/usr/lib/postgresql/${v}/bin`)];
  return candidates.find((dir) => dir && existsSync(path.join(dir, 'pg_ctl')));
}

function listVersions(root) {
  if (!existsSync(root)) return [];
  return readdirSync(root).sort((a, b) => Number(b) - Number(a));
}

/** PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user. */
function runAs(binary, args) {
  const asRoot = process.getuid?.() === 0;
  const command = asRoot ? 'su' : binary;
  const fullArgs = asRoot ? ['postgres', '-s', '/bin/sh', '-c', [binary, ...args].map(quote).join(' ')] : args;
  const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${path.basename(binary)} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

const quote = (value) => `'${String(value).replace(/'/g, `'\\''`)}'`;

export async function startThrowawayPostgres({ port }) {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found (install postgresql, or set PG_BIN).');
  const dir = mkdtempSync(path.join(tmpdir(), 'marigold-pg-'));
  chmodSync(dir, 0o777);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  const data = path.join(dir, 'data');
  runAs(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']);
  const start = () =>
    runAs(path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      'start',
    ]);
  // As if the machine it runs on were lost: no clean shutdown, open connections cut.
  const halt = () => runAs(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
  start();
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    createDatabase: (name) => runAs(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]),
    /** Stops the server, keeping its data, until `resume`: a database outage. */
    pause: halt,
    resume: start,
    stop: () => {
      halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

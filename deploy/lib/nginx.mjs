// A private nginx (Debian's package, run as this user) serving deploy/nginx/marigold-grill.conf.template on loopback.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';

export function findNginx() {
  return [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((candidate) => candidate && existsSync(candidate));
}

/** The site's server block with its {{…}} values filled in. */
function renderSiteConfig(root, values) {
  const template = readFileSync(path.join(root, 'deploy', 'nginx', 'marigold-grill.conf.template'), 'utf8');
  return template.replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`No value for {{${name}}} in the nginx template`);
    return values[name];
  });
}

/**
 * Starts nginx in the foreground of a child process, with everything it writes (pid, logs, temporary bodies, the
 * micro-cache) under `work`. As root its workers would run as `nobody` and could not read the build: they run as
 * this user instead.
 */
export async function startNginx({ root, work, port, upstreams, staticRoot }) {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx not found (Debian: apt-get install nginx-light, or set NGINX_BIN).');
  for (const dir of ['logs', 'temp', 'cache']) mkdirSync(path.join(work, dir), { recursive: true });
  const site = renderSiteConfig(root, {
    LISTEN: `127.0.0.1:${port}`,
    UPSTREAMS: upstreams.map((upstream) => `server ${upstream} max_fails=3 fail_timeout=2s;`).join('\n  '),
    STATIC_ROOT: staticRoot,
    CACHE_DIR: path.join(work, 'cache'),
  });
  const temp = (name) => `${name}_temp_path ${path.join(work, 'temp', name)};`;
  const main = [
    process.getuid?.() === 0 ? `user ${userInfo().username};` : '',
    'worker_processes 2;',
    `pid ${path.join(work, 'nginx.pid')};`,
    `error_log ${path.join(work, 'logs', 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  sendfile on;',
    `  access_log ${path.join(work, 'logs', 'access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    site,
    '}',
  ].join('\n');
  const config = path.join(work, 'nginx.conf');
  writeFileSync(config, main);
  const check = spawnSync(nginx, ['-t', '-p', work, '-c', config], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);

  const child = spawn(nginx, ['-p', work, '-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (
    !(await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start; see ${path.join(work, 'logs', 'error.log')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on('exit', () => resolve());
        child.kill('SIGQUIT'); // nginx's graceful stop
      }),
  };
}

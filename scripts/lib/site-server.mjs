// Starts the built site as `npm start` would, on its own port and database, for tests and benchmarks.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';

export async function startSiteServer({ root, name, port, databaseUrl, env = {}, logDir }) {
  mkdirSync(logDir, { recursive: true });
  // The server writes its log file itself: through a pipe, its lines would wait for this process, which spends the
  // test run blocked in spawnSync, and a full pipe would stop the server mid-request.
  const log = openSync(path.join(logDir, `${name}.log`), 'a');
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    detached: true, // its own process group, so stopping it also stops the server it starts
    env: {
      ...process.env,
      SKIP_BUILD: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'test-secret-0123456789abcdef0123456789abcdef',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} server exited with ${child.exitCode}; see ${path.join(logDir, `${name}.log`)}`);
    const ready = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  if (Date.now() >= deadline) throw new Error(`${name} server did not start within 180 s`);
  return {
    url,
    /** The process group's leader (scripts/start.mjs): a signal to `-pid` reaches the server too. */
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on('exit', () => resolve());
        process.kill(-child.pid, 'SIGTERM');
        setTimeout(() => child.exitCode === null && process.kill(-child.pid, 'SIGKILL'), 10_000).unref();
      }),
  };
}

/**
 * SIGTERM under load, over real HTTP, against a process of its own (on a private copy of the test site's SQLite
 * database, so stopping it takes nothing from the other tests): every request the process took is answered in full,
 * one that arrives after it stopped listening is refused at connect (a balancer sends it elsewhere), never cut off
 * half-way or answered with a 5xx, and the process then closes its database and exits 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { newVisitorAddress } from '../support/visitor';

const databaseUrl = process.env.TEST_SQLITE_DATABASE_URL;
const secret = process.env.TEST_PAYLOAD_SECRET;

/** How a request ended: answered (in full or not), or not taken at all (refused or reset before any answer). */
type Outcome = { kind: 'answered'; status: number; complete: boolean } | { kind: 'not taken'; code: string };

/** One request on a connection of its own (as nginx talks to an upstream), classified by how it ended. */
function fetchOnce(base: string, pathname: string, slowBodyMs = 0): Promise<Outcome> {
  return new Promise((resolve) => {
    const post = slowBodyMs > 0;
    const req = request(new URL(pathname, base), {
      method: post ? 'POST' : 'GET',
      agent: false,
      headers: { 'X-Forwarded-For': newVisitorAddress(), ...(post && { Origin: new URL(base).origin, 'Content-Type': 'application/json' }) },
    });
    let answered = false;
    req.on('response', (response) => {
      answered = true;
      response.resume();
      // `complete` is false when the connection closed before the whole answer came.
      response.on('close', () => resolve({ kind: 'answered', status: response.statusCode ?? 0, complete: response.complete }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (!answered) resolve({ kind: 'not taken', code: error.code ?? error.message });
    });
    if (!post) return void req.end();
    // A body that takes its time: the request is open in the server when the signal comes.
    req.write('{"clearCache":');
    setTimeout(() => req.end('true}'), slowBodyMs);
  });
}

/** Until the site answers its health check; when it exits instead, the error carries the last of what it said. */
async function waitUntilHealthy(base: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode} while starting:\n${output().slice(-3000)}`);
    const healthy = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the site did not start within 120 s');
}

const work = mkdtempSync(path.join(tmpdir(), 'marigold-shutdown-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.runIf(databaseUrl && secret)('graceful shutdown', { timeout: 180_000 }, () => {
  it('finishes every request it took when SIGTERM comes under load, then closes the database and exits 0', async () => {
    const copy = path.join(work, 'site.db');
    const source = createClient({ url: databaseUrl! });
    await source.execute({ sql: 'VACUUM INTO ?', args: [copy] });
    source.close();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let log = '';
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        SKIP_BUILD: '1',
        HOST: '127.0.0.1',
        PORT: String(port),
        SITE_URL: base,
        DATABASE_URL: `file:${copy}`,
        PAYLOAD_SECRET: secret,
        MEDIA_DIR: path.join(work, 'media'),
        TRUST_PROXY: '127.0.0.1,::1',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await waitUntilHealthy(base, child, () => log);
      // Warm the pages the load uses, so the load is the site's normal work rather than first renders.
      for (const pathname of ['/', '/cookie-policy', '/restaurants/london/covent-garden']) expect((await fetchOnce(base, pathname)).kind).toBe('answered');

      // Load: eight visitors requesting pages one after another until the site no longer takes their request.
      const pages = ['/', '/cookie-policy', '/restaurants/london/covent-garden', '/restaurants'];
      const visitor = async (index: number) => {
        const outcomes: Outcome[] = [];
        for (let round = 0; ; round += 1) {
          const outcome = await fetchOnce(base, pages[(index + round) % pages.length]!);
          outcomes.push(outcome);
          if (outcome.kind !== 'answered') return outcomes;
        }
      };
      const load = Array.from({ length: 8 }, (_, index) => visitor(index));
      // Requests still arriving when the signal comes: their bodies take 1.5 s.
      const openRequests = Array.from({ length: 3 }, () => fetchOnce(base, '/api/token', 1_500));

      await new Promise((resolve) => setTimeout(resolve, 1_000));
      child.kill('SIGTERM');
      const open = await Promise.all(openRequests);
      const visitors = await Promise.all(load);
      const code = await exited;

      // Every request the process took was answered in full, none with a server error; each visitor's last request
      // found the process gone: refused at connect, or reset before any answer when it was still in the listen queue
      // as the process stopped listening (a balancer retries both elsewhere).
      const taken = [...open, ...visitors.flatMap((outcomes) => outcomes.slice(0, -1))];
      expect(taken.length).toBeGreaterThan(8 + 3);
      for (const outcome of taken) expect(outcome).toMatchObject({ kind: 'answered', complete: true });
      for (const outcome of taken) expect(outcome.kind === 'answered' && outcome.status).toBeLessThan(500);
      for (const outcomes of visitors) expect(['ECONNREFUSED', 'ECONNRESET']).toContain((outcomes.at(-1) as { code?: string }).code);
      // The exit code, with the process's last words when it is not 0.
      expect({ code, log: code === 0 ? '' : log.slice(-3000) }).toEqual({ code: 0, log: '' });
      expect(log).toContain('stopped: requests finished, database closed');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});

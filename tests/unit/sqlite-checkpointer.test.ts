import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'libsql';
import { afterAll, it } from 'vitest';
import { checkpointOffTheRequestPath } from '@/features/booking/ledger/sqlite-checkpointer';

const dir = mkdtempSync(path.join(tmpdir(), 'checkpoints-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const autocheckpointOf = (db: Database.Database) => Number((db.prepare('PRAGMA wal_autocheckpoint').raw().get() as unknown[])[0]);

async function until(condition: () => boolean, what: string) {
  for (const started = Date.now(); !condition(); await new Promise((resolve) => setTimeout(resolve, 20))) {
    if (Date.now() - started > 5_000) throw new Error(`Not within 5 s: ${what}`);
  }
}

it('a worker thread copies the log into the database file, while the writer no longer checkpoints in its commits', async () => {
  const file = path.join(dir, 'site.db');
  const writer = new Database(`file:${file}`);
  writer.exec('PRAGMA journal_mode = WAL; CREATE TABLE rows (body TEXT)');
  checkpointOffTheRequestPath(`file:${file}`, writer);
  await until(() => autocheckpointOf(writer) === 0, 'the writer hands checkpoints over');

  // 2,000 pages of rows, far past the 1,000 at which the writer would have checkpointed them itself.
  const insert = writer.prepare('INSERT INTO rows VALUES (?)');
  for (let i = 0; i < 2_000; i++) insert.run('x'.repeat(4_000));
  // Only a checkpoint writes pages into the database file itself; the commits went to the log.
  await until(() => statSync(file).size > 2_000 * 4_000, 'the database file holds the rows');
});

it('when the worker cannot open the database, the writer checkpoints in its commits again', async () => {
  const writer = new Database(':memory:');
  writer.exec('PRAGMA wal_autocheckpoint = 0');
  checkpointOffTheRequestPath(`file:${path.join(dir, 'no-such-folder', 'site.db')}`, writer);
  await until(() => autocheckpointOf(writer) === 1_000, 'the writer checkpoints again');
});

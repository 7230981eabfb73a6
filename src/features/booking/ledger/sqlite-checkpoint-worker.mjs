// The SQLite checkpointer's worker thread (sqlite-checkpointer.ts; bench/sqlite-commits.mjs runs it too): every
// `everyMs` a PASSIVE checkpoint, which copies the write-ahead log's committed pages into the database file without
// waiting for a writer or holding one up. Plain JavaScript, started by its path, so that no bundler has to find it.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'libsql';

const db = new Database(workerData.url);
db.exec('PRAGMA busy_timeout = 1000');
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)').raw();
parentPort.postMessage('ready');
setInterval(() => {
  try {
    checkpoint.get();
  } catch {
    // Busy with another process's checkpoint: the next tick tries again.
  }
}, workerData.everyMs);

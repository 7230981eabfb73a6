import 'server-only';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { logger } from '@/server/logger';

/** How often the checkpointer copies the write-ahead log back into the database file. */
const CHECKPOINT_EVERY_MS = 250;
/** SQLite's own default: what the booking writer goes back to if the checkpointer cannot run. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1000;

/** The worker's file, by its path from the project's root, where `npm start` runs the server. */
const WORKER_FILE = path.join(process.cwd(), 'src/features/booking/ledger/sqlite-checkpoint-worker.mjs');

/**
 * Checkpoints the SQLite database off the request path (docs/decisions/0066). By default the connection whose commit
 * takes the write-ahead log past 1,000 pages copies them into the database file and syncs it, inside that commit: on
 * the booking writer, that stalls the thread every request is answered on. With years of bookings behind it the copy
 * lands on pages spread over a large file and costs more, which is most of what a history adds to a create's p95.
 *
 * A worker thread instead runs a PASSIVE checkpoint (it never waits for, or holds up, a writer) every 250 ms on a
 * connection of its own; once it is running, `connection` stops checkpointing itself. Should the worker fail to
 * start or stop, `connection` checkpoints as SQLite does by default again, so the log never grows without bound.
 */
export function checkpointOffTheRequestPath(url: string, connection: { exec(sql: string): unknown }) {
  const worker = new Worker(WORKER_FILE, { workerData: { url, everyMs: CHECKPOINT_EVERY_MS } });
  worker.unref();
  worker.once('message', () => connection.exec('PRAGMA wal_autocheckpoint = 0'));
  let inline = false;
  const checkpointInline = (why: string) => {
    if (inline) return;
    inline = true;
    connection.exec(`PRAGMA wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`);
    logger.warn({ why }, 'SQLite checkpoints are back on the booking writer');
  };
  worker.once('error', (error) => checkpointInline(error.message));
  worker.once('exit', (code) => checkpointInline(`checkpoint worker exited with ${code}`));
}

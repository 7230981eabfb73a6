import type { Client } from '@libsql/client';
import type { Pool } from 'pg';
import type { Job, Payload, UpdateJobsArgs } from 'payload';

/*
 * Payload 3.90 claims jobs in two steps: it reads the runnable jobs, then sets `processing` on each by id. Nothing
 * stops two workers (two processes on one SQLite file, two instances on one PostgreSQL database, or the after-response
 * run and the schedule in one process) reading the same job before either writes, and both then run it: a diner
 * would get the same email twice. On SQLite Payload has no transactions at all; on PostgreSQL its READ COMMITTED
 * transaction lets the second update overwrite the first.
 *
 * This replaces that claim with a compare-and-set per job: one UPDATE that sets `processing` only while the job is
 * still runnable (not processing, not completed, not failed, due). The database decides who wins: SQLite runs the
 * statement under its write lock, and PostgreSQL re-checks the condition on the row it waited for. The loser's update
 * changes no row, and that worker leaves the job alone. Every other use of `updateJobs` passes through unchanged.
 */

const claimSql = {
  sqlite:
    'UPDATE payload_jobs SET processing = 1, updated_at = ?2 WHERE id = ?1 AND processing = 0 AND completed_at IS NULL ' +
    'AND COALESCE(has_error, 0) = 0 AND (wait_until IS NULL OR wait_until <= ?2) RETURNING id',
  postgres:
    'UPDATE payload_jobs SET processing = true, updated_at = $2 WHERE id = $1 AND processing = false AND completed_at IS NULL ' +
    'AND has_error IS NOT TRUE AND (wait_until IS NULL OR wait_until <= $2) RETURNING id',
} as const;

type ClaimOne = (id: number | string, now: string) => Promise<boolean>;

function claimStatement(payload: Payload): ClaimOne {
  if (payload.db.name === 'postgres') {
    const { pool } = payload.db as unknown as { pool: Pool };
    return async (id, now) => (await pool.query(claimSql.postgres, [id, now])).rowCount === 1;
  }
  const { client } = payload.db as unknown as { client: Client };
  return async (id, now) => (await client.execute({ sql: claimSql.sqlite, args: [id, now] })).rows.length === 1;
}

/** How Payload's runner asks for jobs: set `processing` on those matching a query, nothing else. */
export const isClaim = (args: UpdateJobsArgs): args is UpdateJobsArgs & { where: NonNullable<UpdateJobsArgs['where']> } =>
  args.id === undefined &&
  args.where !== undefined &&
  args.data.processing === true &&
  Object.keys(args.data).every((key) => key === 'processing' || key === 'updatedAt');

/** Installs the atomic claim on this Payload instance's database adapter (once, from `onInit`). */
export function claimJobsAtomically(payload: Payload): void {
  const db = payload.db;
  const updateJobs = db.updateJobs.bind(db);
  const claimOne = claimStatement(payload);

  db.updateJobs = async (args) => {
    if (!isClaim(args)) return updateJobs(args);
    const { docs } = await db.find<Job>({ collection: 'payload-jobs', where: args.where, sort: args.sort, limit: args.limit ?? 0, pagination: false });
    const now = new Date().toISOString();
    const claimed: Job[] = [];
    // One at a time: each claim is a short write, and on SQLite they would queue for the write lock anyway.
    for (const job of docs) {
      if (await claimOne(job.id, now)) claimed.push({ ...job, processing: true, updatedAt: now });
    }
    return args.returning === false ? null : claimed;
  };
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Rate limits now count in rate-limiter-flexible (src/server/http/rate-limits.ts): the rows and their clean-up task go.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Scheduled runs of the removed task would otherwise wait for a task that no longer exists.
  await db.run(sql`DELETE FROM \`payload_jobs_log\` WHERE \`task_slug\` = 'forget-rate-limit-hits';`)
  await db.run(sql`DELETE FROM \`payload_jobs\` WHERE \`task_slug\` = 'forget-rate-limit-hits';`)
  await db.run(sql`DROP TABLE \`rate_limit_hits\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`rate_limit_hits\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`expires_at\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`rate_limit_hits_key_idx\` ON \`rate_limit_hits\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`rate_limit_hits_expires_at_idx\` ON \`rate_limit_hits\` (\`expires_at\`);`)
}

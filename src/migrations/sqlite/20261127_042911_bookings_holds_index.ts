import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The tables a restaurant's bookings hold around a time, read by every slot search and booking (HOLDS_WHERE in ledger.ts).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`storeId_startsAt_idx\` ON \`bookings\` (\`store_id\`,\`starts_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`storeId_startsAt_idx\`;`)
}

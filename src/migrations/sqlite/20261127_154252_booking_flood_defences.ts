import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`hold_until\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`source\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`diner_key\` text;`)
  await db.run(sql`CREATE INDEX \`bookings_source_idx\` ON \`bookings\` (\`source\`);`)
  await db.run(sql`CREATE INDEX \`bookings_diner_key_idx\` ON \`bookings\` (\`diner_key\`);`)
  await db.run(sql`ALTER TABLE \`booking_settings\` ADD \`confirm_by_email\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`bookings_source_idx\`;`)
  await db.run(sql`DROP INDEX \`bookings_diner_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`hold_until\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`source\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`diner_key\`;`)
  await db.run(sql`ALTER TABLE \`booking_settings\` DROP COLUMN \`confirm_by_email\`;`)
}

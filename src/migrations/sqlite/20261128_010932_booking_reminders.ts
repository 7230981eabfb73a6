import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`reminded_at\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`reminder_answer\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`reminder_answered_at\` text;`)
  await db.run(sql`ALTER TABLE \`booking_settings\` ADD \`reminder_hours\` numeric DEFAULT 24;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`reminded_at\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`reminder_answer\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`reminder_answered_at\`;`)
  await db.run(sql`ALTER TABLE \`booking_settings\` DROP COLUMN \`reminder_hours\`;`)
}

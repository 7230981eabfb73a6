import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Each booking is written owing its diner's first email, and a task sends what a request could not (owed-booking-emails.ts).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`confirmation_email_pending\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`bookings_confirmation_email_pending_idx\` ON \`bookings\` (\`confirmation_email_pending\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`bookings_confirmation_email_pending_idx\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`confirmation_email_pending\`;`)
}

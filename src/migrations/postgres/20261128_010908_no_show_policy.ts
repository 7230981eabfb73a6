import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "no_show_clearances" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"restaurant_id" integer NOT NULL,
  	"store_id" numeric NOT NULL,
  	"diner_key" varchar NOT NULL,
  	"booking_reference" varchar NOT NULL,
  	"no_shows_cleared" numeric NOT NULL,
  	"cleared_by_id" integer,
  	"cleared_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "booking_settings" ADD COLUMN "no_shows_before_card" numeric DEFAULT 2;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "no_show_clearances_id" integer;
  ALTER TABLE "no_show_clearances" ADD CONSTRAINT "no_show_clearances_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "no_show_clearances" ADD CONSTRAINT "no_show_clearances_cleared_by_id_users_id_fk" FOREIGN KEY ("cleared_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "no_show_clearances_restaurant_idx" ON "no_show_clearances" USING btree ("restaurant_id");
  CREATE INDEX "no_show_clearances_cleared_by_idx" ON "no_show_clearances" USING btree ("cleared_by_id");
  CREATE INDEX "no_show_clearances_cleared_at_idx" ON "no_show_clearances" USING btree ("cleared_at");
  CREATE INDEX "no_show_clearances_updated_at_idx" ON "no_show_clearances" USING btree ("updated_at");
  CREATE INDEX "no_show_clearances_created_at_idx" ON "no_show_clearances" USING btree ("created_at");
  CREATE INDEX "dinerKey_storeId_idx" ON "no_show_clearances" USING btree ("diner_key","store_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_no_show_clearances_fk" FOREIGN KEY ("no_show_clearances_id") REFERENCES "public"."no_show_clearances"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_no_show_clearances_id_idx" ON "payload_locked_documents_rels" USING btree ("no_show_clearances_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "no_show_clearances" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "no_show_clearances" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_no_show_clearances_fk";
  
  DROP INDEX "payload_locked_documents_rels_no_show_clearances_id_idx";
  ALTER TABLE "booking_settings" DROP COLUMN "no_shows_before_card";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "no_show_clearances_id";`)
}

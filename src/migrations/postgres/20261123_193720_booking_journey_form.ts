import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_pages_tiles_form" ADD VALUE 'booking';
  ALTER TYPE "public"."enum__pages_v_version_tiles_form" ADD VALUE 'booking';
  ALTER TYPE "public"."enum_restaurants_hero_tiles_form" ADD VALUE 'booking';
  ALTER TYPE "public"."enum__restaurants_v_version_hero_tiles_form" ADD VALUE 'booking';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_tiles" ALTER COLUMN "form_type" SET DATA TYPE text;
  ALTER TABLE "pages_tiles" ALTER COLUMN "form_type" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum_pages_tiles_form";
  CREATE TYPE "public"."enum_pages_tiles_form" AS ENUM('none');
  ALTER TABLE "pages_tiles" ALTER COLUMN "form_type" SET DEFAULT 'none'::"public"."enum_pages_tiles_form";
  ALTER TABLE "pages_tiles" ALTER COLUMN "form_type" SET DATA TYPE "public"."enum_pages_tiles_form" USING "form_type"::"public"."enum_pages_tiles_form";
  ALTER TABLE "_pages_v_version_tiles" ALTER COLUMN "form_type" SET DATA TYPE text;
  ALTER TABLE "_pages_v_version_tiles" ALTER COLUMN "form_type" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum__pages_v_version_tiles_form";
  CREATE TYPE "public"."enum__pages_v_version_tiles_form" AS ENUM('none');
  ALTER TABLE "_pages_v_version_tiles" ALTER COLUMN "form_type" SET DEFAULT 'none'::"public"."enum__pages_v_version_tiles_form";
  ALTER TABLE "_pages_v_version_tiles" ALTER COLUMN "form_type" SET DATA TYPE "public"."enum__pages_v_version_tiles_form" USING "form_type"::"public"."enum__pages_v_version_tiles_form";
  ALTER TABLE "restaurants_hero_tiles" ALTER COLUMN "form_type" SET DATA TYPE text;
  ALTER TABLE "restaurants_hero_tiles" ALTER COLUMN "form_type" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum_restaurants_hero_tiles_form";
  CREATE TYPE "public"."enum_restaurants_hero_tiles_form" AS ENUM('none');
  ALTER TABLE "restaurants_hero_tiles" ALTER COLUMN "form_type" SET DEFAULT 'none'::"public"."enum_restaurants_hero_tiles_form";
  ALTER TABLE "restaurants_hero_tiles" ALTER COLUMN "form_type" SET DATA TYPE "public"."enum_restaurants_hero_tiles_form" USING "form_type"::"public"."enum_restaurants_hero_tiles_form";
  ALTER TABLE "_restaurants_v_version_hero_tiles" ALTER COLUMN "form_type" SET DATA TYPE text;
  ALTER TABLE "_restaurants_v_version_hero_tiles" ALTER COLUMN "form_type" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum__restaurants_v_version_hero_tiles_form";
  CREATE TYPE "public"."enum__restaurants_v_version_hero_tiles_form" AS ENUM('none');
  ALTER TABLE "_restaurants_v_version_hero_tiles" ALTER COLUMN "form_type" SET DEFAULT 'none'::"public"."enum__restaurants_v_version_hero_tiles_form";
  ALTER TABLE "_restaurants_v_version_hero_tiles" ALTER COLUMN "form_type" SET DATA TYPE "public"."enum__restaurants_v_version_hero_tiles_form" USING "form_type"::"public"."enum__restaurants_v_version_hero_tiles_form";`)
}

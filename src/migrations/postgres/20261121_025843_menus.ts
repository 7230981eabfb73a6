import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_menus_sections_items_allergens_celery" AS ENUM('contains', 'may-contain');
  CREATE TYPE "public"."enum_menus_sections_items_allergens_gluten" AS ENUM('contains', 'may-contain');
  CREATE TYPE "public"."enum_menus_sections_items_allergens_crustaceans" AS ENUM('contains', 'may-contain');
  CREATE TYPE "public"."enum_menus_sections_items_allergens_eggs" AS ENUM('contains', 'may-contain');
  CREATE TYPE "public"."enum_menus_sections_items_allergens_fish" AS ENUM('contains', 'may-contain');
  CREATE TYPE "public"."enum_menus_sections_items_allergens_lupin" AS ENUM('contains', 'may-contain');
  CREATE TYPE "public"."enum_menus_sections_items_allergens_milk" AS ENUM('contains', 'may-contain');
  CREATE TYPE "public"."enum_menus_sections_items_allergens_molluscs" AS ENUM('contains', 'may-contain');
  CREATE TYPE "public"."enum_menus_sections_items_allergens_mustard" AS ENUM('contains', 'may-contain');
  CREATE TYPE "public"."enum_menus_sections_items_allergens_nuts" AS ENUM('contains', 'may-contain');
  CREATE TYPE "public"."enum_menus_sections_items_allergens_peanuts" AS ENUM('contains', 'may-contain');
  CREATE TYPE "public"."enum_menus_sections_items_allergens_sesame" AS ENUM('contains', 'may-contain');
  CREATE TYPE "public"."enum_menus_sections_items_allergens_soya" AS ENUM('contains', 'may-contain');
  CREATE TYPE "public"."enum_menus_sections_items_allergens_sulphites" AS ENUM('contains', 'may-contain');
  CREATE TYPE "public"."enum_menus_audience" AS ENUM('adults', 'children');
  CREATE TYPE "public"."enum_menus_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__menus_v_version_sections_items_allergens_celery" AS ENUM('contains', 'may-contain');
  CREATE TYPE "public"."enum__menus_v_version_sections_items_allergens_gluten" AS ENUM('contains', 'may-contain');
  CREATE TYPE "public"."enum__menus_v_version_sections_items_allergens_crustaceans" AS ENUM('contains', 'may-contain');
  CREATE TYPE "public"."enum__menus_v_version_sections_items_allergens_eggs" AS ENUM('contains', 'may-contain');
  CREATE TYPE "public"."enum__menus_v_version_sections_items_allergens_fish" AS ENUM('contains', 'may-contain');
  CREATE TYPE "public"."enum__menus_v_version_sections_items_allergens_lupin" AS ENUM('contains', 'may-contain');
  CREATE TYPE "public"."enum__menus_v_version_sections_items_allergens_milk" AS ENUM('contains', 'may-contain');
  CREATE TYPE "public"."enum__menus_v_version_sections_items_allergens_molluscs" AS ENUM('contains', 'may-contain');
  CREATE TYPE "public"."enum__menus_v_version_sections_items_allergens_mustard" AS ENUM('contains', 'may-contain');
  CREATE TYPE "public"."enum__menus_v_version_sections_items_allergens_nuts" AS ENUM('contains', 'may-contain');
  CREATE TYPE "public"."enum__menus_v_version_sections_items_allergens_peanuts" AS ENUM('contains', 'may-contain');
  CREATE TYPE "public"."enum__menus_v_version_sections_items_allergens_sesame" AS ENUM('contains', 'may-contain');
  CREATE TYPE "public"."enum__menus_v_version_sections_items_allergens_soya" AS ENUM('contains', 'may-contain');
  CREATE TYPE "public"."enum__menus_v_version_sections_items_allergens_sulphites" AS ENUM('contains', 'may-contain');
  CREATE TYPE "public"."enum__menus_v_version_audience" AS ENUM('adults', 'children');
  CREATE TYPE "public"."enum__menus_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_dietary_tags_schema_diet" AS ENUM('VeganDiet', 'VegetarianDiet', 'GlutenFreeDiet', 'HalalDiet', 'LowCalorieDiet', 'LowLactoseDiet');
  CREATE TABLE "menus_sections_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"price" numeric,
  	"description" varchar,
  	"allergens_celery" "enum_menus_sections_items_allergens_celery",
  	"allergens_gluten" "enum_menus_sections_items_allergens_gluten",
  	"allergens_crustaceans" "enum_menus_sections_items_allergens_crustaceans",
  	"allergens_eggs" "enum_menus_sections_items_allergens_eggs",
  	"allergens_fish" "enum_menus_sections_items_allergens_fish",
  	"allergens_lupin" "enum_menus_sections_items_allergens_lupin",
  	"allergens_milk" "enum_menus_sections_items_allergens_milk",
  	"allergens_molluscs" "enum_menus_sections_items_allergens_molluscs",
  	"allergens_mustard" "enum_menus_sections_items_allergens_mustard",
  	"allergens_nuts" "enum_menus_sections_items_allergens_nuts",
  	"allergens_peanuts" "enum_menus_sections_items_allergens_peanuts",
  	"allergens_sesame" "enum_menus_sections_items_allergens_sesame",
  	"allergens_soya" "enum_menus_sections_items_allergens_soya",
  	"allergens_sulphites" "enum_menus_sections_items_allergens_sulphites",
  	"kcal" numeric,
  	"portion" varchar
  );
  
  CREATE TABLE "menus_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "menus" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"description" varchar,
  	"audience" "enum_menus_audience" DEFAULT 'adults',
  	"sort_order" numeric DEFAULT 0,
  	"served_everywhere" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_menus_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "menus_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"restaurants_id" integer,
  	"dietary_tags_id" integer
  );
  
  CREATE TABLE "_menus_v_version_sections_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"price" numeric,
  	"description" varchar,
  	"allergens_celery" "enum__menus_v_version_sections_items_allergens_celery",
  	"allergens_gluten" "enum__menus_v_version_sections_items_allergens_gluten",
  	"allergens_crustaceans" "enum__menus_v_version_sections_items_allergens_crustaceans",
  	"allergens_eggs" "enum__menus_v_version_sections_items_allergens_eggs",
  	"allergens_fish" "enum__menus_v_version_sections_items_allergens_fish",
  	"allergens_lupin" "enum__menus_v_version_sections_items_allergens_lupin",
  	"allergens_milk" "enum__menus_v_version_sections_items_allergens_milk",
  	"allergens_molluscs" "enum__menus_v_version_sections_items_allergens_molluscs",
  	"allergens_mustard" "enum__menus_v_version_sections_items_allergens_mustard",
  	"allergens_nuts" "enum__menus_v_version_sections_items_allergens_nuts",
  	"allergens_peanuts" "enum__menus_v_version_sections_items_allergens_peanuts",
  	"allergens_sesame" "enum__menus_v_version_sections_items_allergens_sesame",
  	"allergens_soya" "enum__menus_v_version_sections_items_allergens_soya",
  	"allergens_sulphites" "enum__menus_v_version_sections_items_allergens_sulphites",
  	"kcal" numeric,
  	"portion" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_menus_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_menus_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_audience" "enum__menus_v_version_audience" DEFAULT 'adults',
  	"version_sort_order" numeric DEFAULT 0,
  	"version_served_everywhere" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__menus_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_menus_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"restaurants_id" integer,
  	"dietary_tags_id" integer
  );
  
  CREATE TABLE "dietary_tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"code" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"schema_diet" "enum_dietary_tags_schema_diet",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "menus_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "dietary_tags_id" integer;
  ALTER TABLE "menus_sections_items" ADD CONSTRAINT "menus_sections_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_sections" ADD CONSTRAINT "menus_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_restaurants_fk" FOREIGN KEY ("restaurants_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_dietary_tags_fk" FOREIGN KEY ("dietary_tags_id") REFERENCES "public"."dietary_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_sections_items" ADD CONSTRAINT "_menus_v_version_sections_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_sections" ADD CONSTRAINT "_menus_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v" ADD CONSTRAINT "_menus_v_parent_id_menus_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menus_v_rels" ADD CONSTRAINT "_menus_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_menus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_rels" ADD CONSTRAINT "_menus_v_rels_restaurants_fk" FOREIGN KEY ("restaurants_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_rels" ADD CONSTRAINT "_menus_v_rels_dietary_tags_fk" FOREIGN KEY ("dietary_tags_id") REFERENCES "public"."dietary_tags"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "menus_sections_items_order_idx" ON "menus_sections_items" USING btree ("_order");
  CREATE INDEX "menus_sections_items_parent_id_idx" ON "menus_sections_items" USING btree ("_parent_id");
  CREATE INDEX "menus_sections_order_idx" ON "menus_sections" USING btree ("_order");
  CREATE INDEX "menus_sections_parent_id_idx" ON "menus_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "menus_slug_idx" ON "menus" USING btree ("slug");
  CREATE INDEX "menus_updated_at_idx" ON "menus" USING btree ("updated_at");
  CREATE INDEX "menus_created_at_idx" ON "menus" USING btree ("created_at");
  CREATE INDEX "menus__status_idx" ON "menus" USING btree ("_status");
  CREATE INDEX "menus_rels_order_idx" ON "menus_rels" USING btree ("order");
  CREATE INDEX "menus_rels_parent_idx" ON "menus_rels" USING btree ("parent_id");
  CREATE INDEX "menus_rels_path_idx" ON "menus_rels" USING btree ("path");
  CREATE INDEX "menus_rels_restaurants_id_idx" ON "menus_rels" USING btree ("restaurants_id");
  CREATE INDEX "menus_rels_dietary_tags_id_idx" ON "menus_rels" USING btree ("dietary_tags_id");
  CREATE INDEX "_menus_v_version_sections_items_order_idx" ON "_menus_v_version_sections_items" USING btree ("_order");
  CREATE INDEX "_menus_v_version_sections_items_parent_id_idx" ON "_menus_v_version_sections_items" USING btree ("_parent_id");
  CREATE INDEX "_menus_v_version_sections_order_idx" ON "_menus_v_version_sections" USING btree ("_order");
  CREATE INDEX "_menus_v_version_sections_parent_id_idx" ON "_menus_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_menus_v_parent_idx" ON "_menus_v" USING btree ("parent_id");
  CREATE INDEX "_menus_v_version_version_slug_idx" ON "_menus_v" USING btree ("version_slug");
  CREATE INDEX "_menus_v_version_version_updated_at_idx" ON "_menus_v" USING btree ("version_updated_at");
  CREATE INDEX "_menus_v_version_version_created_at_idx" ON "_menus_v" USING btree ("version_created_at");
  CREATE INDEX "_menus_v_version_version__status_idx" ON "_menus_v" USING btree ("version__status");
  CREATE INDEX "_menus_v_created_at_idx" ON "_menus_v" USING btree ("created_at");
  CREATE INDEX "_menus_v_updated_at_idx" ON "_menus_v" USING btree ("updated_at");
  CREATE INDEX "_menus_v_latest_idx" ON "_menus_v" USING btree ("latest");
  CREATE INDEX "_menus_v_rels_order_idx" ON "_menus_v_rels" USING btree ("order");
  CREATE INDEX "_menus_v_rels_parent_idx" ON "_menus_v_rels" USING btree ("parent_id");
  CREATE INDEX "_menus_v_rels_path_idx" ON "_menus_v_rels" USING btree ("path");
  CREATE INDEX "_menus_v_rels_restaurants_id_idx" ON "_menus_v_rels" USING btree ("restaurants_id");
  CREATE INDEX "_menus_v_rels_dietary_tags_id_idx" ON "_menus_v_rels" USING btree ("dietary_tags_id");
  CREATE UNIQUE INDEX "dietary_tags_slug_idx" ON "dietary_tags" USING btree ("slug");
  CREATE INDEX "dietary_tags_updated_at_idx" ON "dietary_tags" USING btree ("updated_at");
  CREATE INDEX "dietary_tags_created_at_idx" ON "dietary_tags" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_menus_fk" FOREIGN KEY ("menus_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dietary_tags_fk" FOREIGN KEY ("dietary_tags_id") REFERENCES "public"."dietary_tags"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_menus_id_idx" ON "payload_locked_documents_rels" USING btree ("menus_id");
  CREATE INDEX "payload_locked_documents_rels_dietary_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("dietary_tags_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "menus_sections_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menus_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menus" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menus_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menus_v_version_sections_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menus_v_version_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menus_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menus_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dietary_tags" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "menus_sections_items" CASCADE;
  DROP TABLE "menus_sections" CASCADE;
  DROP TABLE "menus" CASCADE;
  DROP TABLE "menus_rels" CASCADE;
  DROP TABLE "_menus_v_version_sections_items" CASCADE;
  DROP TABLE "_menus_v_version_sections" CASCADE;
  DROP TABLE "_menus_v" CASCADE;
  DROP TABLE "_menus_v_rels" CASCADE;
  DROP TABLE "dietary_tags" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_menus_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_dietary_tags_fk";
  
  DROP INDEX "payload_locked_documents_rels_menus_id_idx";
  DROP INDEX "payload_locked_documents_rels_dietary_tags_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "menus_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "dietary_tags_id";
  DROP TYPE "public"."enum_menus_sections_items_allergens_celery";
  DROP TYPE "public"."enum_menus_sections_items_allergens_gluten";
  DROP TYPE "public"."enum_menus_sections_items_allergens_crustaceans";
  DROP TYPE "public"."enum_menus_sections_items_allergens_eggs";
  DROP TYPE "public"."enum_menus_sections_items_allergens_fish";
  DROP TYPE "public"."enum_menus_sections_items_allergens_lupin";
  DROP TYPE "public"."enum_menus_sections_items_allergens_milk";
  DROP TYPE "public"."enum_menus_sections_items_allergens_molluscs";
  DROP TYPE "public"."enum_menus_sections_items_allergens_mustard";
  DROP TYPE "public"."enum_menus_sections_items_allergens_nuts";
  DROP TYPE "public"."enum_menus_sections_items_allergens_peanuts";
  DROP TYPE "public"."enum_menus_sections_items_allergens_sesame";
  DROP TYPE "public"."enum_menus_sections_items_allergens_soya";
  DROP TYPE "public"."enum_menus_sections_items_allergens_sulphites";
  DROP TYPE "public"."enum_menus_audience";
  DROP TYPE "public"."enum_menus_status";
  DROP TYPE "public"."enum__menus_v_version_sections_items_allergens_celery";
  DROP TYPE "public"."enum__menus_v_version_sections_items_allergens_gluten";
  DROP TYPE "public"."enum__menus_v_version_sections_items_allergens_crustaceans";
  DROP TYPE "public"."enum__menus_v_version_sections_items_allergens_eggs";
  DROP TYPE "public"."enum__menus_v_version_sections_items_allergens_fish";
  DROP TYPE "public"."enum__menus_v_version_sections_items_allergens_lupin";
  DROP TYPE "public"."enum__menus_v_version_sections_items_allergens_milk";
  DROP TYPE "public"."enum__menus_v_version_sections_items_allergens_molluscs";
  DROP TYPE "public"."enum__menus_v_version_sections_items_allergens_mustard";
  DROP TYPE "public"."enum__menus_v_version_sections_items_allergens_nuts";
  DROP TYPE "public"."enum__menus_v_version_sections_items_allergens_peanuts";
  DROP TYPE "public"."enum__menus_v_version_sections_items_allergens_sesame";
  DROP TYPE "public"."enum__menus_v_version_sections_items_allergens_soya";
  DROP TYPE "public"."enum__menus_v_version_sections_items_allergens_sulphites";
  DROP TYPE "public"."enum__menus_v_version_audience";
  DROP TYPE "public"."enum__menus_v_version_status";
  DROP TYPE "public"."enum_dietary_tags_schema_diet";`)
}

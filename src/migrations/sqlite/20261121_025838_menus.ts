import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`menus_sections_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`price\` numeric,
  	\`description\` text,
  	\`allergens_celery\` text,
  	\`allergens_gluten\` text,
  	\`allergens_crustaceans\` text,
  	\`allergens_eggs\` text,
  	\`allergens_fish\` text,
  	\`allergens_lupin\` text,
  	\`allergens_milk\` text,
  	\`allergens_molluscs\` text,
  	\`allergens_mustard\` text,
  	\`allergens_nuts\` text,
  	\`allergens_peanuts\` text,
  	\`allergens_sesame\` text,
  	\`allergens_soya\` text,
  	\`allergens_sulphites\` text,
  	\`kcal\` numeric,
  	\`portion\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menus_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`menus_sections_items_order_idx\` ON \`menus_sections_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`menus_sections_items_parent_id_idx\` ON \`menus_sections_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`menus_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`menus_sections_order_idx\` ON \`menus_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`menus_sections_parent_id_idx\` ON \`menus_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`menus\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`description\` text,
  	\`audience\` text DEFAULT 'adults',
  	\`sort_order\` numeric DEFAULT 0,
  	\`served_everywhere\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`menus_slug_idx\` ON \`menus\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`menus_updated_at_idx\` ON \`menus\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`menus_created_at_idx\` ON \`menus\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`menus__status_idx\` ON \`menus\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`menus_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`restaurants_id\` integer,
  	\`dietary_tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`restaurants_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dietary_tags_id\`) REFERENCES \`dietary_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`menus_rels_order_idx\` ON \`menus_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_parent_idx\` ON \`menus_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_path_idx\` ON \`menus_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_restaurants_id_idx\` ON \`menus_rels\` (\`restaurants_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_dietary_tags_id_idx\` ON \`menus_rels\` (\`dietary_tags_id\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_version_sections_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`price\` numeric,
  	\`description\` text,
  	\`allergens_celery\` text,
  	\`allergens_gluten\` text,
  	\`allergens_crustaceans\` text,
  	\`allergens_eggs\` text,
  	\`allergens_fish\` text,
  	\`allergens_lupin\` text,
  	\`allergens_milk\` text,
  	\`allergens_molluscs\` text,
  	\`allergens_mustard\` text,
  	\`allergens_nuts\` text,
  	\`allergens_peanuts\` text,
  	\`allergens_sesame\` text,
  	\`allergens_soya\` text,
  	\`allergens_sulphites\` text,
  	\`kcal\` numeric,
  	\`portion\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_menus_v_version_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_version_sections_items_order_idx\` ON \`_menus_v_version_sections_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_sections_items_parent_id_idx\` ON \`_menus_v_version_sections_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_version_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_menus_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_version_sections_order_idx\` ON \`_menus_v_version_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_sections_parent_id_idx\` ON \`_menus_v_version_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_description\` text,
  	\`version_audience\` text DEFAULT 'adults',
  	\`version_sort_order\` numeric DEFAULT 0,
  	\`version_served_everywhere\` integer DEFAULT true,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_parent_idx\` ON \`_menus_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_slug_idx\` ON \`_menus_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_updated_at_idx\` ON \`_menus_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_created_at_idx\` ON \`_menus_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version__status_idx\` ON \`_menus_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_created_at_idx\` ON \`_menus_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_updated_at_idx\` ON \`_menus_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_latest_idx\` ON \`_menus_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`restaurants_id\` integer,
  	\`dietary_tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_menus_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`restaurants_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dietary_tags_id\`) REFERENCES \`dietary_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_order_idx\` ON \`_menus_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_parent_idx\` ON \`_menus_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_path_idx\` ON \`_menus_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_restaurants_id_idx\` ON \`_menus_v_rels\` (\`restaurants_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_dietary_tags_id_idx\` ON \`_menus_v_rels\` (\`dietary_tags_id\`);`)
  await db.run(sql`CREATE TABLE \`dietary_tags\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`code\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`schema_diet\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`dietary_tags_slug_idx\` ON \`dietary_tags\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`dietary_tags_updated_at_idx\` ON \`dietary_tags\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`dietary_tags_created_at_idx\` ON \`dietary_tags\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`menus_id\` integer REFERENCES menus(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`dietary_tags_id\` integer REFERENCES dietary_tags(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_menus_id_idx\` ON \`payload_locked_documents_rels\` (\`menus_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dietary_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`dietary_tags_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`menus_sections_items\`;`)
  await db.run(sql`DROP TABLE \`menus_sections\`;`)
  await db.run(sql`DROP TABLE \`menus\`;`)
  await db.run(sql`DROP TABLE \`menus_rels\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_version_sections_items\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_version_sections\`;`)
  await db.run(sql`DROP TABLE \`_menus_v\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_rels\`;`)
  await db.run(sql`DROP TABLE \`dietary_tags\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`restaurants_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`restaurants_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "restaurants_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "restaurants_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_restaurants_id_idx\` ON \`payload_locked_documents_rels\` (\`restaurants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tile_id\` text,
  	\`key\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`image_id\` integer,
  	\`link_link_text\` text,
  	\`link_link_url\` text,
  	\`link_open_in_new_tab\` integer DEFAULT false,
  	\`background_color\` text DEFAULT 'white',
  	\`width\` text DEFAULT 'full',
  	\`height\` text DEFAULT 'auto',
  	\`animation_effect\` text DEFAULT 'none',
  	\`background_animation_effect\` text DEFAULT 'none',
  	\`form_type\` text DEFAULT 'none',
  	\`video_mobile_id\` integer,
  	\`video_desktop_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_desktop_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_tiles_order_idx\` ON \`pages_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_tiles_parent_id_idx\` ON \`pages_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_tiles_image_idx\` ON \`pages_tiles\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_tiles_video_mobile_idx\` ON \`pages_tiles\` (\`video_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_tiles_video_desktop_idx\` ON \`pages_tiles\` (\`video_desktop_id\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tile_id\` text,
  	\`key\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`image_id\` integer,
  	\`link_link_text\` text,
  	\`link_link_url\` text,
  	\`link_open_in_new_tab\` integer DEFAULT false,
  	\`background_color\` text DEFAULT 'white',
  	\`width\` text DEFAULT 'full',
  	\`height\` text DEFAULT 'auto',
  	\`animation_effect\` text DEFAULT 'none',
  	\`background_animation_effect\` text DEFAULT 'none',
  	\`form_type\` text DEFAULT 'none',
  	\`video_mobile_id\` integer,
  	\`video_desktop_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_desktop_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_tiles_order_idx\` ON \`_pages_v_version_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_tiles_parent_id_idx\` ON \`_pages_v_version_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_tiles_image_idx\` ON \`_pages_v_version_tiles\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_tiles_video_mobile_idx\` ON \`_pages_v_version_tiles\` (\`video_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_tiles_video_desktop_idx\` ON \`_pages_v_version_tiles\` (\`video_desktop_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`restaurants_date_overrides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`open_time\` text,
  	\`close_time\` text,
  	\`click_collect_close\` text,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`restaurants_date_overrides_order_idx\` ON \`restaurants_date_overrides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`restaurants_date_overrides_parent_id_idx\` ON \`restaurants_date_overrides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`restaurants_hero_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tile_id\` text,
  	\`key\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`image_id\` integer,
  	\`link_link_text\` text,
  	\`link_link_url\` text,
  	\`link_open_in_new_tab\` integer DEFAULT false,
  	\`background_color\` text DEFAULT 'white',
  	\`width\` text DEFAULT 'full',
  	\`height\` text DEFAULT 'auto',
  	\`animation_effect\` text DEFAULT 'none',
  	\`background_animation_effect\` text DEFAULT 'none',
  	\`form_type\` text DEFAULT 'none',
  	\`video_mobile_id\` integer,
  	\`video_desktop_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_desktop_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`restaurants_hero_tiles_order_idx\` ON \`restaurants_hero_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`restaurants_hero_tiles_parent_id_idx\` ON \`restaurants_hero_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`restaurants_hero_tiles_image_idx\` ON \`restaurants_hero_tiles\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`restaurants_hero_tiles_video_mobile_idx\` ON \`restaurants_hero_tiles\` (\`video_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`restaurants_hero_tiles_video_desktop_idx\` ON \`restaurants_hero_tiles\` (\`video_desktop_id\`);`)
  await db.run(sql`CREATE TABLE \`restaurants_amenities\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`restaurants_amenities_order_idx\` ON \`restaurants_amenities\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`restaurants_amenities_parent_idx\` ON \`restaurants_amenities\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`restaurants_awards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`year\` numeric,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`restaurants_awards_order_idx\` ON \`restaurants_awards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`restaurants_awards_parent_id_idx\` ON \`restaurants_awards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`restaurants_awards_image_idx\` ON \`restaurants_awards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`restaurants_media_icons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`open_in_new_tab\` integer DEFAULT false,
  	\`icon_id\` integer,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`restaurants_media_icons_order_idx\` ON \`restaurants_media_icons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`restaurants_media_icons_parent_id_idx\` ON \`restaurants_media_icons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`restaurants_media_icons_icon_idx\` ON \`restaurants_media_icons\` (\`icon_id\`);`)
  await db.run(sql`CREATE TABLE \`restaurants_delivery_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`provider\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`restaurants_delivery_links_order_idx\` ON \`restaurants_delivery_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`restaurants_delivery_links_parent_id_idx\` ON \`restaurants_delivery_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`restaurants\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`store_id\` numeric,
  	\`slug\` text,
  	\`city\` text,
  	\`city_name\` text,
  	\`lat\` numeric,
  	\`lng\` numeric,
  	\`enable_bookings\` integer DEFAULT true,
  	\`click_collect\` integer DEFAULT false,
  	\`hide_restaurant_detail_page\` integer DEFAULT false,
  	\`book_a_table_widget_id\` text,
  	\`address_line1\` text,
  	\`address_line2\` text,
  	\`address_town\` text,
  	\`address_postcode\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`monday_open\` text DEFAULT '11:30',
  	\`monday_close\` text DEFAULT '22:00',
  	\`monday_click_collect_close\` text,
  	\`tuesday_open\` text DEFAULT '11:30',
  	\`tuesday_close\` text DEFAULT '22:00',
  	\`tuesday_click_collect_close\` text,
  	\`wednesday_open\` text DEFAULT '11:30',
  	\`wednesday_close\` text DEFAULT '22:00',
  	\`wednesday_click_collect_close\` text,
  	\`thursday_open\` text DEFAULT '11:30',
  	\`thursday_close\` text DEFAULT '22:00',
  	\`thursday_click_collect_close\` text,
  	\`friday_open\` text DEFAULT '11:30',
  	\`friday_close\` text DEFAULT '22:00',
  	\`friday_click_collect_close\` text,
  	\`saturday_open\` text DEFAULT '11:30',
  	\`saturday_close\` text DEFAULT '22:00',
  	\`saturday_click_collect_close\` text,
  	\`sunday_open\` text DEFAULT '11:30',
  	\`sunday_close\` text DEFAULT '22:00',
  	\`sunday_click_collect_close\` text,
  	\`about\` text,
  	\`takeaway_url\` text,
  	\`click_collect_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`restaurants_store_id_idx\` ON \`restaurants\` (\`store_id\`);`)
  await db.run(sql`CREATE INDEX \`restaurants_slug_idx\` ON \`restaurants\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`restaurants_city_idx\` ON \`restaurants\` (\`city\`);`)
  await db.run(sql`CREATE INDEX \`restaurants_updated_at_idx\` ON \`restaurants\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`restaurants_created_at_idx\` ON \`restaurants\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`restaurants__status_idx\` ON \`restaurants\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_restaurants_v_version_date_overrides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`open_time\` text,
  	\`close_time\` text,
  	\`click_collect_close\` text,
  	\`note\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_restaurants_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_date_overrides_order_idx\` ON \`_restaurants_v_version_date_overrides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_date_overrides_parent_id_idx\` ON \`_restaurants_v_version_date_overrides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_restaurants_v_version_hero_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tile_id\` text,
  	\`key\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`image_id\` integer,
  	\`link_link_text\` text,
  	\`link_link_url\` text,
  	\`link_open_in_new_tab\` integer DEFAULT false,
  	\`background_color\` text DEFAULT 'white',
  	\`width\` text DEFAULT 'full',
  	\`height\` text DEFAULT 'auto',
  	\`animation_effect\` text DEFAULT 'none',
  	\`background_animation_effect\` text DEFAULT 'none',
  	\`form_type\` text DEFAULT 'none',
  	\`video_mobile_id\` integer,
  	\`video_desktop_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_desktop_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_restaurants_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_hero_tiles_order_idx\` ON \`_restaurants_v_version_hero_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_hero_tiles_parent_id_idx\` ON \`_restaurants_v_version_hero_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_hero_tiles_image_idx\` ON \`_restaurants_v_version_hero_tiles\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_hero_tiles_video_mobile_idx\` ON \`_restaurants_v_version_hero_tiles\` (\`video_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_hero_tiles_video_desktop_idx\` ON \`_restaurants_v_version_hero_tiles\` (\`video_desktop_id\`);`)
  await db.run(sql`CREATE TABLE \`_restaurants_v_version_amenities\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_restaurants_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_amenities_order_idx\` ON \`_restaurants_v_version_amenities\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_amenities_parent_idx\` ON \`_restaurants_v_version_amenities\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_restaurants_v_version_awards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`year\` numeric,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_restaurants_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_awards_order_idx\` ON \`_restaurants_v_version_awards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_awards_parent_id_idx\` ON \`_restaurants_v_version_awards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_awards_image_idx\` ON \`_restaurants_v_version_awards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_restaurants_v_version_media_icons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`open_in_new_tab\` integer DEFAULT false,
  	\`icon_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_restaurants_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_media_icons_order_idx\` ON \`_restaurants_v_version_media_icons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_media_icons_parent_id_idx\` ON \`_restaurants_v_version_media_icons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_media_icons_icon_idx\` ON \`_restaurants_v_version_media_icons\` (\`icon_id\`);`)
  await db.run(sql`CREATE TABLE \`_restaurants_v_version_delivery_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`provider\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_restaurants_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_delivery_links_order_idx\` ON \`_restaurants_v_version_delivery_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_delivery_links_parent_id_idx\` ON \`_restaurants_v_version_delivery_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_restaurants_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_store_id\` numeric,
  	\`version_slug\` text,
  	\`version_city\` text,
  	\`version_city_name\` text,
  	\`version_lat\` numeric,
  	\`version_lng\` numeric,
  	\`version_enable_bookings\` integer DEFAULT true,
  	\`version_click_collect\` integer DEFAULT false,
  	\`version_hide_restaurant_detail_page\` integer DEFAULT false,
  	\`version_book_a_table_widget_id\` text,
  	\`version_address_line1\` text,
  	\`version_address_line2\` text,
  	\`version_address_town\` text,
  	\`version_address_postcode\` text,
  	\`version_phone\` text,
  	\`version_email\` text,
  	\`version_monday_open\` text DEFAULT '11:30',
  	\`version_monday_close\` text DEFAULT '22:00',
  	\`version_monday_click_collect_close\` text,
  	\`version_tuesday_open\` text DEFAULT '11:30',
  	\`version_tuesday_close\` text DEFAULT '22:00',
  	\`version_tuesday_click_collect_close\` text,
  	\`version_wednesday_open\` text DEFAULT '11:30',
  	\`version_wednesday_close\` text DEFAULT '22:00',
  	\`version_wednesday_click_collect_close\` text,
  	\`version_thursday_open\` text DEFAULT '11:30',
  	\`version_thursday_close\` text DEFAULT '22:00',
  	\`version_thursday_click_collect_close\` text,
  	\`version_friday_open\` text DEFAULT '11:30',
  	\`version_friday_close\` text DEFAULT '22:00',
  	\`version_friday_click_collect_close\` text,
  	\`version_saturday_open\` text DEFAULT '11:30',
  	\`version_saturday_close\` text DEFAULT '22:00',
  	\`version_saturday_click_collect_close\` text,
  	\`version_sunday_open\` text DEFAULT '11:30',
  	\`version_sunday_close\` text DEFAULT '22:00',
  	\`version_sunday_click_collect_close\` text,
  	\`version_about\` text,
  	\`version_takeaway_url\` text,
  	\`version_click_collect_url\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_restaurants_v_parent_idx\` ON \`_restaurants_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_version_store_id_idx\` ON \`_restaurants_v\` (\`version_store_id\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_version_slug_idx\` ON \`_restaurants_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_version_city_idx\` ON \`_restaurants_v\` (\`version_city\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_version_updated_at_idx\` ON \`_restaurants_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_version_created_at_idx\` ON \`_restaurants_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_version__status_idx\` ON \`_restaurants_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_created_at_idx\` ON \`_restaurants_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_updated_at_idx\` ON \`_restaurants_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_latest_idx\` ON \`_restaurants_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`users_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`restaurants_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`restaurants_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_rels_order_idx\` ON \`users_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_parent_idx\` ON \`users_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_path_idx\` ON \`users_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_restaurants_id_idx\` ON \`users_rels\` (\`restaurants_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_restaurants_id_idx\` ON \`payload_locked_documents_rels\` (\`restaurants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_masthead_items_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_text\` text NOT NULL,
  	\`link_url\` text NOT NULL,
  	\`open_in_new_tab\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_masthead_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_masthead_items_links_order_idx\` ON \`site_settings_masthead_items_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_masthead_items_links_parent_id_idx\` ON \`site_settings_masthead_items_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_masthead_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_text\` text NOT NULL,
  	\`link_url\` text NOT NULL,
  	\`open_in_new_tab\` integer DEFAULT false,
  	\`style\` text DEFAULT 'link',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_masthead_items_order_idx\` ON \`site_settings_masthead_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_masthead_items_parent_id_idx\` ON \`site_settings_masthead_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_social_media_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_text\` text NOT NULL,
  	\`link_url\` text NOT NULL,
  	\`open_in_new_tab\` integer DEFAULT false,
  	\`description\` text,
  	\`link_media_id\` integer NOT NULL,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_social_media_items_order_idx\` ON \`site_settings_social_media_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_social_media_items_parent_id_idx\` ON \`site_settings_social_media_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_social_media_items_link_media_idx\` ON \`site_settings_social_media_items\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_footer_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_text\` text NOT NULL,
  	\`link_url\` text NOT NULL,
  	\`open_in_new_tab\` integer DEFAULT false,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_footer_items_order_idx\` ON \`site_settings_footer_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_footer_items_parent_id_idx\` ON \`site_settings_footer_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_id\` text NOT NULL,
  	\`site_name\` text NOT NULL,
  	\`back_to_top_icon_id\` integer,
  	\`global_banner_enabled\` integer DEFAULT false,
  	\`global_banner_text\` text,
  	\`global_banner_link_text\` text,
  	\`global_banner_link_url\` text,
  	\`global_banner_open_in_new_tab\` integer DEFAULT false,
  	\`popup_enabled\` integer DEFAULT false,
  	\`popup_popup_id\` text DEFAULT 'popup-1',
  	\`popup_heading\` text,
  	\`popup_body\` text,
  	\`popup_image_id\` integer,
  	\`popup_link_text\` text,
  	\`popup_link_url\` text,
  	\`popup_open_in_new_tab\` integer DEFAULT false,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`back_to_top_icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`popup_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_back_to_top_icon_idx\` ON \`site_settings\` (\`back_to_top_icon_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_popup_popup_image_idx\` ON \`site_settings\` (\`popup_image_id\`);`)
  await db.run(sql`CREATE TABLE \`form_choices_enquiry_types\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_choices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_choices_enquiry_types_order_idx\` ON \`form_choices_enquiry_types\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`form_choices_enquiry_types_parent_id_idx\` ON \`form_choices_enquiry_types\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_choices_interests\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_choices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_choices_interests_order_idx\` ON \`form_choices_interests\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`form_choices_interests_parent_id_idx\` ON \`form_choices_interests\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_choices_genders\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_choices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_choices_genders_order_idx\` ON \`form_choices_genders\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`form_choices_genders_parent_id_idx\` ON \`form_choices_genders\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_choices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_tiles\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_tiles\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`restaurants_date_overrides\`;`)
  await db.run(sql`DROP TABLE \`restaurants_hero_tiles\`;`)
  await db.run(sql`DROP TABLE \`restaurants_amenities\`;`)
  await db.run(sql`DROP TABLE \`restaurants_awards\`;`)
  await db.run(sql`DROP TABLE \`restaurants_media_icons\`;`)
  await db.run(sql`DROP TABLE \`restaurants_delivery_links\`;`)
  await db.run(sql`DROP TABLE \`restaurants\`;`)
  await db.run(sql`DROP TABLE \`_restaurants_v_version_date_overrides\`;`)
  await db.run(sql`DROP TABLE \`_restaurants_v_version_hero_tiles\`;`)
  await db.run(sql`DROP TABLE \`_restaurants_v_version_amenities\`;`)
  await db.run(sql`DROP TABLE \`_restaurants_v_version_awards\`;`)
  await db.run(sql`DROP TABLE \`_restaurants_v_version_media_icons\`;`)
  await db.run(sql`DROP TABLE \`_restaurants_v_version_delivery_links\`;`)
  await db.run(sql`DROP TABLE \`_restaurants_v\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`users_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`site_settings_masthead_items_links\`;`)
  await db.run(sql`DROP TABLE \`site_settings_masthead_items\`;`)
  await db.run(sql`DROP TABLE \`site_settings_social_media_items\`;`)
  await db.run(sql`DROP TABLE \`site_settings_footer_items\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`form_choices_enquiry_types\`;`)
  await db.run(sql`DROP TABLE \`form_choices_interests\`;`)
  await db.run(sql`DROP TABLE \`form_choices_genders\`;`)
  await db.run(sql`DROP TABLE \`form_choices\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_tiles_bg" AS ENUM('yellow', 'dark-grey', 'red', 'off-white', 'blue', 'orange', 'green', 'pink', 'white');
  CREATE TYPE "public"."enum_pages_tiles_w" AS ENUM('full', 'two-thirds', 'half', 'third');
  CREATE TYPE "public"."enum_pages_tiles_h" AS ENUM('auto', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_pages_tiles_anim" AS ENUM('none', 'fade-in', 'slide-up');
  CREATE TYPE "public"."enum_pages_tiles_bg_anim" AS ENUM('none', 'slow-zoom');
  CREATE TYPE "public"."enum_pages_tiles_form" AS ENUM('none');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_tiles_bg" AS ENUM('yellow', 'dark-grey', 'red', 'off-white', 'blue', 'orange', 'green', 'pink', 'white');
  CREATE TYPE "public"."enum__pages_v_version_tiles_w" AS ENUM('full', 'two-thirds', 'half', 'third');
  CREATE TYPE "public"."enum__pages_v_version_tiles_h" AS ENUM('auto', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__pages_v_version_tiles_anim" AS ENUM('none', 'fade-in', 'slide-up');
  CREATE TYPE "public"."enum__pages_v_version_tiles_bg_anim" AS ENUM('none', 'slow-zoom');
  CREATE TYPE "public"."enum__pages_v_version_tiles_form" AS ENUM('none');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_restaurants_hero_tiles_bg" AS ENUM('yellow', 'dark-grey', 'red', 'off-white', 'blue', 'orange', 'green', 'pink', 'white');
  CREATE TYPE "public"."enum_restaurants_hero_tiles_w" AS ENUM('full', 'two-thirds', 'half', 'third');
  CREATE TYPE "public"."enum_restaurants_hero_tiles_h" AS ENUM('auto', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_restaurants_hero_tiles_anim" AS ENUM('none', 'fade-in', 'slide-up');
  CREATE TYPE "public"."enum_restaurants_hero_tiles_bg_anim" AS ENUM('none', 'slow-zoom');
  CREATE TYPE "public"."enum_restaurants_hero_tiles_form" AS ENUM('none');
  CREATE TYPE "public"."enum_restaurants_amenities" AS ENUM('wifi', 'wheelchair-access', 'accessible-toilet', 'baby-changing', 'high-chairs', 'kids-menu', 'free-parking', 'outdoor-seating', 'dog-friendly', 'air-conditioning', 'sports-screens', 'hearing-loop');
  CREATE TYPE "public"."enum_restaurants_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__restaurants_v_version_hero_tiles_bg" AS ENUM('yellow', 'dark-grey', 'red', 'off-white', 'blue', 'orange', 'green', 'pink', 'white');
  CREATE TYPE "public"."enum__restaurants_v_version_hero_tiles_w" AS ENUM('full', 'two-thirds', 'half', 'third');
  CREATE TYPE "public"."enum__restaurants_v_version_hero_tiles_h" AS ENUM('auto', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__restaurants_v_version_hero_tiles_anim" AS ENUM('none', 'fade-in', 'slide-up');
  CREATE TYPE "public"."enum__restaurants_v_version_hero_tiles_bg_anim" AS ENUM('none', 'slow-zoom');
  CREATE TYPE "public"."enum__restaurants_v_version_hero_tiles_form" AS ENUM('none');
  CREATE TYPE "public"."enum__restaurants_v_version_amenities" AS ENUM('wifi', 'wheelchair-access', 'accessible-toilet', 'baby-changing', 'high-chairs', 'kids-menu', 'free-parking', 'outdoor-seating', 'dog-friendly', 'air-conditioning', 'sports-screens', 'hearing-loop');
  CREATE TYPE "public"."enum__restaurants_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'marketing', 'restaurant-manager', 'hr');
  CREATE TYPE "public"."enum_site_settings_masthead_items_style" AS ENUM('link', 'button');
  CREATE TABLE "pages_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tile_id" varchar,
  	"key" varchar,
  	"heading" varchar,
  	"body" jsonb,
  	"image_id" integer,
  	"link_link_text" varchar,
  	"link_link_url" varchar,
  	"link_open_in_new_tab" boolean DEFAULT false,
  	"background_color" "enum_pages_tiles_bg" DEFAULT 'white',
  	"width" "enum_pages_tiles_w" DEFAULT 'full',
  	"height" "enum_pages_tiles_h" DEFAULT 'auto',
  	"animation_effect" "enum_pages_tiles_anim" DEFAULT 'none',
  	"background_animation_effect" "enum_pages_tiles_bg_anim" DEFAULT 'none',
  	"form_type" "enum_pages_tiles_form" DEFAULT 'none',
  	"video_mobile_id" integer,
  	"video_desktop_id" integer
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_pages_v_version_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tile_id" varchar,
  	"key" varchar,
  	"heading" varchar,
  	"body" jsonb,
  	"image_id" integer,
  	"link_link_text" varchar,
  	"link_link_url" varchar,
  	"link_open_in_new_tab" boolean DEFAULT false,
  	"background_color" "enum__pages_v_version_tiles_bg" DEFAULT 'white',
  	"width" "enum__pages_v_version_tiles_w" DEFAULT 'full',
  	"height" "enum__pages_v_version_tiles_h" DEFAULT 'auto',
  	"animation_effect" "enum__pages_v_version_tiles_anim" DEFAULT 'none',
  	"background_animation_effect" "enum__pages_v_version_tiles_bg_anim" DEFAULT 'none',
  	"form_type" "enum__pages_v_version_tiles_form" DEFAULT 'none',
  	"video_mobile_id" integer,
  	"video_desktop_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "restaurants_date_overrides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"start_date" varchar,
  	"end_date" varchar,
  	"open_time" varchar,
  	"close_time" varchar,
  	"click_collect_close" varchar,
  	"note" varchar
  );
  
  CREATE TABLE "restaurants_hero_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tile_id" varchar,
  	"key" varchar,
  	"heading" varchar,
  	"body" jsonb,
  	"image_id" integer,
  	"link_link_text" varchar,
  	"link_link_url" varchar,
  	"link_open_in_new_tab" boolean DEFAULT false,
  	"background_color" "enum_restaurants_hero_tiles_bg" DEFAULT 'white',
  	"width" "enum_restaurants_hero_tiles_w" DEFAULT 'full',
  	"height" "enum_restaurants_hero_tiles_h" DEFAULT 'auto',
  	"animation_effect" "enum_restaurants_hero_tiles_anim" DEFAULT 'none',
  	"background_animation_effect" "enum_restaurants_hero_tiles_bg_anim" DEFAULT 'none',
  	"form_type" "enum_restaurants_hero_tiles_form" DEFAULT 'none',
  	"video_mobile_id" integer,
  	"video_desktop_id" integer
  );
  
  CREATE TABLE "restaurants_amenities" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_restaurants_amenities",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "restaurants_awards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"year" numeric,
  	"image_id" integer
  );
  
  CREATE TABLE "restaurants_media_icons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_text" varchar,
  	"link_url" varchar,
  	"open_in_new_tab" boolean DEFAULT false,
  	"icon_id" integer
  );
  
  CREATE TABLE "restaurants_delivery_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"provider" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "restaurants" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"store_id" numeric,
  	"slug" varchar,
  	"city" varchar,
  	"city_name" varchar,
  	"lat" numeric,
  	"lng" numeric,
  	"enable_bookings" boolean DEFAULT true,
  	"click_collect" boolean DEFAULT false,
  	"hide_restaurant_detail_page" boolean DEFAULT false,
  	"book_a_table_widget_id" varchar,
  	"address_line1" varchar,
  	"address_line2" varchar,
  	"address_town" varchar,
  	"address_postcode" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"monday_open" varchar DEFAULT '11:30',
  	"monday_close" varchar DEFAULT '22:00',
  	"monday_click_collect_close" varchar,
  	"tuesday_open" varchar DEFAULT '11:30',
  	"tuesday_close" varchar DEFAULT '22:00',
  	"tuesday_click_collect_close" varchar,
  	"wednesday_open" varchar DEFAULT '11:30',
  	"wednesday_close" varchar DEFAULT '22:00',
  	"wednesday_click_collect_close" varchar,
  	"thursday_open" varchar DEFAULT '11:30',
  	"thursday_close" varchar DEFAULT '22:00',
  	"thursday_click_collect_close" varchar,
  	"friday_open" varchar DEFAULT '11:30',
  	"friday_close" varchar DEFAULT '22:00',
  	"friday_click_collect_close" varchar,
  	"saturday_open" varchar DEFAULT '11:30',
  	"saturday_close" varchar DEFAULT '22:00',
  	"saturday_click_collect_close" varchar,
  	"sunday_open" varchar DEFAULT '11:30',
  	"sunday_close" varchar DEFAULT '22:00',
  	"sunday_click_collect_close" varchar,
  	"about" jsonb,
  	"takeaway_url" varchar,
  	"click_collect_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_restaurants_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_restaurants_v_version_date_overrides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"start_date" varchar,
  	"end_date" varchar,
  	"open_time" varchar,
  	"close_time" varchar,
  	"click_collect_close" varchar,
  	"note" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_restaurants_v_version_hero_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tile_id" varchar,
  	"key" varchar,
  	"heading" varchar,
  	"body" jsonb,
  	"image_id" integer,
  	"link_link_text" varchar,
  	"link_link_url" varchar,
  	"link_open_in_new_tab" boolean DEFAULT false,
  	"background_color" "enum__restaurants_v_version_hero_tiles_bg" DEFAULT 'white',
  	"width" "enum__restaurants_v_version_hero_tiles_w" DEFAULT 'full',
  	"height" "enum__restaurants_v_version_hero_tiles_h" DEFAULT 'auto',
  	"animation_effect" "enum__restaurants_v_version_hero_tiles_anim" DEFAULT 'none',
  	"background_animation_effect" "enum__restaurants_v_version_hero_tiles_bg_anim" DEFAULT 'none',
  	"form_type" "enum__restaurants_v_version_hero_tiles_form" DEFAULT 'none',
  	"video_mobile_id" integer,
  	"video_desktop_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_restaurants_v_version_amenities" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__restaurants_v_version_amenities",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_restaurants_v_version_awards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"year" numeric,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_restaurants_v_version_media_icons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_text" varchar,
  	"link_url" varchar,
  	"open_in_new_tab" boolean DEFAULT false,
  	"icon_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_restaurants_v_version_delivery_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"provider" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_restaurants_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_store_id" numeric,
  	"version_slug" varchar,
  	"version_city" varchar,
  	"version_city_name" varchar,
  	"version_lat" numeric,
  	"version_lng" numeric,
  	"version_enable_bookings" boolean DEFAULT true,
  	"version_click_collect" boolean DEFAULT false,
  	"version_hide_restaurant_detail_page" boolean DEFAULT false,
  	"version_book_a_table_widget_id" varchar,
  	"version_address_line1" varchar,
  	"version_address_line2" varchar,
  	"version_address_town" varchar,
  	"version_address_postcode" varchar,
  	"version_phone" varchar,
  	"version_email" varchar,
  	"version_monday_open" varchar DEFAULT '11:30',
  	"version_monday_close" varchar DEFAULT '22:00',
  	"version_monday_click_collect_close" varchar,
  	"version_tuesday_open" varchar DEFAULT '11:30',
  	"version_tuesday_close" varchar DEFAULT '22:00',
  	"version_tuesday_click_collect_close" varchar,
  	"version_wednesday_open" varchar DEFAULT '11:30',
  	"version_wednesday_close" varchar DEFAULT '22:00',
  	"version_wednesday_click_collect_close" varchar,
  	"version_thursday_open" varchar DEFAULT '11:30',
  	"version_thursday_close" varchar DEFAULT '22:00',
  	"version_thursday_click_collect_close" varchar,
  	"version_friday_open" varchar DEFAULT '11:30',
  	"version_friday_close" varchar DEFAULT '22:00',
  	"version_friday_click_collect_close" varchar,
  	"version_saturday_open" varchar DEFAULT '11:30',
  	"version_saturday_close" varchar DEFAULT '22:00',
  	"version_saturday_click_collect_close" varchar,
  	"version_sunday_open" varchar DEFAULT '11:30',
  	"version_sunday_close" varchar DEFAULT '22:00',
  	"version_sunday_click_collect_close" varchar,
  	"version_about" jsonb,
  	"version_takeaway_url" varchar,
  	"version_click_collect_url" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__restaurants_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "users_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"restaurants_id" integer
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"restaurants_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_masthead_items_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_text" varchar NOT NULL,
  	"link_url" varchar NOT NULL,
  	"open_in_new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "site_settings_masthead_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_text" varchar NOT NULL,
  	"link_url" varchar NOT NULL,
  	"open_in_new_tab" boolean DEFAULT false,
  	"style" "enum_site_settings_masthead_items_style" DEFAULT 'link'
  );
  
  CREATE TABLE "site_settings_social_media_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_text" varchar NOT NULL,
  	"link_url" varchar NOT NULL,
  	"open_in_new_tab" boolean DEFAULT false,
  	"description" varchar,
  	"link_media_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings_footer_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_text" varchar NOT NULL,
  	"link_url" varchar NOT NULL,
  	"open_in_new_tab" boolean DEFAULT false,
  	"description" varchar
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" varchar NOT NULL,
  	"site_name" varchar NOT NULL,
  	"back_to_top_icon_id" integer,
  	"global_banner_enabled" boolean DEFAULT false,
  	"global_banner_text" varchar,
  	"global_banner_link_text" varchar,
  	"global_banner_link_url" varchar,
  	"global_banner_open_in_new_tab" boolean DEFAULT false,
  	"popup_enabled" boolean DEFAULT false,
  	"popup_popup_id" varchar DEFAULT 'popup-1',
  	"popup_heading" varchar,
  	"popup_body" varchar,
  	"popup_image_id" integer,
  	"popup_link_text" varchar,
  	"popup_link_url" varchar,
  	"popup_open_in_new_tab" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "form_choices_enquiry_types" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "form_choices_interests" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "form_choices_genders" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "form_choices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "pages_tiles" ADD CONSTRAINT "pages_tiles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_tiles" ADD CONSTRAINT "pages_tiles_video_mobile_id_media_id_fk" FOREIGN KEY ("video_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_tiles" ADD CONSTRAINT "pages_tiles_video_desktop_id_media_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_tiles" ADD CONSTRAINT "pages_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_tiles" ADD CONSTRAINT "_pages_v_version_tiles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_version_tiles" ADD CONSTRAINT "_pages_v_version_tiles_video_mobile_id_media_id_fk" FOREIGN KEY ("video_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_version_tiles" ADD CONSTRAINT "_pages_v_version_tiles_video_desktop_id_media_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_version_tiles" ADD CONSTRAINT "_pages_v_version_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "restaurants_date_overrides" ADD CONSTRAINT "restaurants_date_overrides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "restaurants_hero_tiles" ADD CONSTRAINT "restaurants_hero_tiles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "restaurants_hero_tiles" ADD CONSTRAINT "restaurants_hero_tiles_video_mobile_id_media_id_fk" FOREIGN KEY ("video_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "restaurants_hero_tiles" ADD CONSTRAINT "restaurants_hero_tiles_video_desktop_id_media_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "restaurants_hero_tiles" ADD CONSTRAINT "restaurants_hero_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "restaurants_amenities" ADD CONSTRAINT "restaurants_amenities_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "restaurants_awards" ADD CONSTRAINT "restaurants_awards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "restaurants_awards" ADD CONSTRAINT "restaurants_awards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "restaurants_media_icons" ADD CONSTRAINT "restaurants_media_icons_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "restaurants_media_icons" ADD CONSTRAINT "restaurants_media_icons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "restaurants_delivery_links" ADD CONSTRAINT "restaurants_delivery_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_restaurants_v_version_date_overrides" ADD CONSTRAINT "_restaurants_v_version_date_overrides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_restaurants_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_restaurants_v_version_hero_tiles" ADD CONSTRAINT "_restaurants_v_version_hero_tiles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_restaurants_v_version_hero_tiles" ADD CONSTRAINT "_restaurants_v_version_hero_tiles_video_mobile_id_media_id_fk" FOREIGN KEY ("video_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_restaurants_v_version_hero_tiles" ADD CONSTRAINT "_restaurants_v_version_hero_tiles_video_desktop_id_media_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_restaurants_v_version_hero_tiles" ADD CONSTRAINT "_restaurants_v_version_hero_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_restaurants_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_restaurants_v_version_amenities" ADD CONSTRAINT "_restaurants_v_version_amenities_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_restaurants_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_restaurants_v_version_awards" ADD CONSTRAINT "_restaurants_v_version_awards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_restaurants_v_version_awards" ADD CONSTRAINT "_restaurants_v_version_awards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_restaurants_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_restaurants_v_version_media_icons" ADD CONSTRAINT "_restaurants_v_version_media_icons_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_restaurants_v_version_media_icons" ADD CONSTRAINT "_restaurants_v_version_media_icons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_restaurants_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_restaurants_v_version_delivery_links" ADD CONSTRAINT "_restaurants_v_version_delivery_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_restaurants_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_restaurants_v" ADD CONSTRAINT "_restaurants_v_parent_id_restaurants_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_restaurants_fk" FOREIGN KEY ("restaurants_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_restaurants_fk" FOREIGN KEY ("restaurants_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_masthead_items_links" ADD CONSTRAINT "site_settings_masthead_items_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_masthead_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_masthead_items" ADD CONSTRAINT "site_settings_masthead_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_social_media_items" ADD CONSTRAINT "site_settings_social_media_items_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_social_media_items" ADD CONSTRAINT "site_settings_social_media_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_footer_items" ADD CONSTRAINT "site_settings_footer_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_back_to_top_icon_id_media_id_fk" FOREIGN KEY ("back_to_top_icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_popup_image_id_media_id_fk" FOREIGN KEY ("popup_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_choices_enquiry_types" ADD CONSTRAINT "form_choices_enquiry_types_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_choices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_choices_interests" ADD CONSTRAINT "form_choices_interests_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_choices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_choices_genders" ADD CONSTRAINT "form_choices_genders_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_choices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_tiles_order_idx" ON "pages_tiles" USING btree ("_order");
  CREATE INDEX "pages_tiles_parent_id_idx" ON "pages_tiles" USING btree ("_parent_id");
  CREATE INDEX "pages_tiles_image_idx" ON "pages_tiles" USING btree ("image_id");
  CREATE INDEX "pages_tiles_video_mobile_idx" ON "pages_tiles" USING btree ("video_mobile_id");
  CREATE INDEX "pages_tiles_video_desktop_idx" ON "pages_tiles" USING btree ("video_desktop_id");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "_pages_v_version_tiles_order_idx" ON "_pages_v_version_tiles" USING btree ("_order");
  CREATE INDEX "_pages_v_version_tiles_parent_id_idx" ON "_pages_v_version_tiles" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_tiles_image_idx" ON "_pages_v_version_tiles" USING btree ("image_id");
  CREATE INDEX "_pages_v_version_tiles_video_mobile_idx" ON "_pages_v_version_tiles" USING btree ("video_mobile_id");
  CREATE INDEX "_pages_v_version_tiles_video_desktop_idx" ON "_pages_v_version_tiles" USING btree ("video_desktop_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "restaurants_date_overrides_order_idx" ON "restaurants_date_overrides" USING btree ("_order");
  CREATE INDEX "restaurants_date_overrides_parent_id_idx" ON "restaurants_date_overrides" USING btree ("_parent_id");
  CREATE INDEX "restaurants_hero_tiles_order_idx" ON "restaurants_hero_tiles" USING btree ("_order");
  CREATE INDEX "restaurants_hero_tiles_parent_id_idx" ON "restaurants_hero_tiles" USING btree ("_parent_id");
  CREATE INDEX "restaurants_hero_tiles_image_idx" ON "restaurants_hero_tiles" USING btree ("image_id");
  CREATE INDEX "restaurants_hero_tiles_video_mobile_idx" ON "restaurants_hero_tiles" USING btree ("video_mobile_id");
  CREATE INDEX "restaurants_hero_tiles_video_desktop_idx" ON "restaurants_hero_tiles" USING btree ("video_desktop_id");
  CREATE INDEX "restaurants_amenities_order_idx" ON "restaurants_amenities" USING btree ("order");
  CREATE INDEX "restaurants_amenities_parent_idx" ON "restaurants_amenities" USING btree ("parent_id");
  CREATE INDEX "restaurants_awards_order_idx" ON "restaurants_awards" USING btree ("_order");
  CREATE INDEX "restaurants_awards_parent_id_idx" ON "restaurants_awards" USING btree ("_parent_id");
  CREATE INDEX "restaurants_awards_image_idx" ON "restaurants_awards" USING btree ("image_id");
  CREATE INDEX "restaurants_media_icons_order_idx" ON "restaurants_media_icons" USING btree ("_order");
  CREATE INDEX "restaurants_media_icons_parent_id_idx" ON "restaurants_media_icons" USING btree ("_parent_id");
  CREATE INDEX "restaurants_media_icons_icon_idx" ON "restaurants_media_icons" USING btree ("icon_id");
  CREATE INDEX "restaurants_delivery_links_order_idx" ON "restaurants_delivery_links" USING btree ("_order");
  CREATE INDEX "restaurants_delivery_links_parent_id_idx" ON "restaurants_delivery_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "restaurants_store_id_idx" ON "restaurants" USING btree ("store_id");
  CREATE INDEX "restaurants_slug_idx" ON "restaurants" USING btree ("slug");
  CREATE INDEX "restaurants_city_idx" ON "restaurants" USING btree ("city");
  CREATE INDEX "restaurants_updated_at_idx" ON "restaurants" USING btree ("updated_at");
  CREATE INDEX "restaurants_created_at_idx" ON "restaurants" USING btree ("created_at");
  CREATE INDEX "restaurants__status_idx" ON "restaurants" USING btree ("_status");
  CREATE INDEX "_restaurants_v_version_date_overrides_order_idx" ON "_restaurants_v_version_date_overrides" USING btree ("_order");
  CREATE INDEX "_restaurants_v_version_date_overrides_parent_id_idx" ON "_restaurants_v_version_date_overrides" USING btree ("_parent_id");
  CREATE INDEX "_restaurants_v_version_hero_tiles_order_idx" ON "_restaurants_v_version_hero_tiles" USING btree ("_order");
  CREATE INDEX "_restaurants_v_version_hero_tiles_parent_id_idx" ON "_restaurants_v_version_hero_tiles" USING btree ("_parent_id");
  CREATE INDEX "_restaurants_v_version_hero_tiles_image_idx" ON "_restaurants_v_version_hero_tiles" USING btree ("image_id");
  CREATE INDEX "_restaurants_v_version_hero_tiles_video_mobile_idx" ON "_restaurants_v_version_hero_tiles" USING btree ("video_mobile_id");
  CREATE INDEX "_restaurants_v_version_hero_tiles_video_desktop_idx" ON "_restaurants_v_version_hero_tiles" USING btree ("video_desktop_id");
  CREATE INDEX "_restaurants_v_version_amenities_order_idx" ON "_restaurants_v_version_amenities" USING btree ("order");
  CREATE INDEX "_restaurants_v_version_amenities_parent_idx" ON "_restaurants_v_version_amenities" USING btree ("parent_id");
  CREATE INDEX "_restaurants_v_version_awards_order_idx" ON "_restaurants_v_version_awards" USING btree ("_order");
  CREATE INDEX "_restaurants_v_version_awards_parent_id_idx" ON "_restaurants_v_version_awards" USING btree ("_parent_id");
  CREATE INDEX "_restaurants_v_version_awards_image_idx" ON "_restaurants_v_version_awards" USING btree ("image_id");
  CREATE INDEX "_restaurants_v_version_media_icons_order_idx" ON "_restaurants_v_version_media_icons" USING btree ("_order");
  CREATE INDEX "_restaurants_v_version_media_icons_parent_id_idx" ON "_restaurants_v_version_media_icons" USING btree ("_parent_id");
  CREATE INDEX "_restaurants_v_version_media_icons_icon_idx" ON "_restaurants_v_version_media_icons" USING btree ("icon_id");
  CREATE INDEX "_restaurants_v_version_delivery_links_order_idx" ON "_restaurants_v_version_delivery_links" USING btree ("_order");
  CREATE INDEX "_restaurants_v_version_delivery_links_parent_id_idx" ON "_restaurants_v_version_delivery_links" USING btree ("_parent_id");
  CREATE INDEX "_restaurants_v_parent_idx" ON "_restaurants_v" USING btree ("parent_id");
  CREATE INDEX "_restaurants_v_version_version_store_id_idx" ON "_restaurants_v" USING btree ("version_store_id");
  CREATE INDEX "_restaurants_v_version_version_slug_idx" ON "_restaurants_v" USING btree ("version_slug");
  CREATE INDEX "_restaurants_v_version_version_city_idx" ON "_restaurants_v" USING btree ("version_city");
  CREATE INDEX "_restaurants_v_version_version_updated_at_idx" ON "_restaurants_v" USING btree ("version_updated_at");
  CREATE INDEX "_restaurants_v_version_version_created_at_idx" ON "_restaurants_v" USING btree ("version_created_at");
  CREATE INDEX "_restaurants_v_version_version__status_idx" ON "_restaurants_v" USING btree ("version__status");
  CREATE INDEX "_restaurants_v_created_at_idx" ON "_restaurants_v" USING btree ("created_at");
  CREATE INDEX "_restaurants_v_updated_at_idx" ON "_restaurants_v" USING btree ("updated_at");
  CREATE INDEX "_restaurants_v_latest_idx" ON "_restaurants_v" USING btree ("latest");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "users_rels_order_idx" ON "users_rels" USING btree ("order");
  CREATE INDEX "users_rels_parent_idx" ON "users_rels" USING btree ("parent_id");
  CREATE INDEX "users_rels_path_idx" ON "users_rels" USING btree ("path");
  CREATE INDEX "users_rels_restaurants_id_idx" ON "users_rels" USING btree ("restaurants_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_restaurants_id_idx" ON "payload_locked_documents_rels" USING btree ("restaurants_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_masthead_items_links_order_idx" ON "site_settings_masthead_items_links" USING btree ("_order");
  CREATE INDEX "site_settings_masthead_items_links_parent_id_idx" ON "site_settings_masthead_items_links" USING btree ("_parent_id");
  CREATE INDEX "site_settings_masthead_items_order_idx" ON "site_settings_masthead_items" USING btree ("_order");
  CREATE INDEX "site_settings_masthead_items_parent_id_idx" ON "site_settings_masthead_items" USING btree ("_parent_id");
  CREATE INDEX "site_settings_social_media_items_order_idx" ON "site_settings_social_media_items" USING btree ("_order");
  CREATE INDEX "site_settings_social_media_items_parent_id_idx" ON "site_settings_social_media_items" USING btree ("_parent_id");
  CREATE INDEX "site_settings_social_media_items_link_media_idx" ON "site_settings_social_media_items" USING btree ("link_media_id");
  CREATE INDEX "site_settings_footer_items_order_idx" ON "site_settings_footer_items" USING btree ("_order");
  CREATE INDEX "site_settings_footer_items_parent_id_idx" ON "site_settings_footer_items" USING btree ("_parent_id");
  CREATE INDEX "site_settings_back_to_top_icon_idx" ON "site_settings" USING btree ("back_to_top_icon_id");
  CREATE INDEX "site_settings_popup_popup_image_idx" ON "site_settings" USING btree ("popup_image_id");
  CREATE INDEX "form_choices_enquiry_types_order_idx" ON "form_choices_enquiry_types" USING btree ("_order");
  CREATE INDEX "form_choices_enquiry_types_parent_id_idx" ON "form_choices_enquiry_types" USING btree ("_parent_id");
  CREATE INDEX "form_choices_interests_order_idx" ON "form_choices_interests" USING btree ("_order");
  CREATE INDEX "form_choices_interests_parent_id_idx" ON "form_choices_interests" USING btree ("_parent_id");
  CREATE INDEX "form_choices_genders_order_idx" ON "form_choices_genders" USING btree ("_order");
  CREATE INDEX "form_choices_genders_parent_id_idx" ON "form_choices_genders" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_tiles" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "_pages_v_version_tiles" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "restaurants_date_overrides" CASCADE;
  DROP TABLE "restaurants_hero_tiles" CASCADE;
  DROP TABLE "restaurants_amenities" CASCADE;
  DROP TABLE "restaurants_awards" CASCADE;
  DROP TABLE "restaurants_media_icons" CASCADE;
  DROP TABLE "restaurants_delivery_links" CASCADE;
  DROP TABLE "restaurants" CASCADE;
  DROP TABLE "_restaurants_v_version_date_overrides" CASCADE;
  DROP TABLE "_restaurants_v_version_hero_tiles" CASCADE;
  DROP TABLE "_restaurants_v_version_amenities" CASCADE;
  DROP TABLE "_restaurants_v_version_awards" CASCADE;
  DROP TABLE "_restaurants_v_version_media_icons" CASCADE;
  DROP TABLE "_restaurants_v_version_delivery_links" CASCADE;
  DROP TABLE "_restaurants_v" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "users_rels" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_masthead_items_links" CASCADE;
  DROP TABLE "site_settings_masthead_items" CASCADE;
  DROP TABLE "site_settings_social_media_items" CASCADE;
  DROP TABLE "site_settings_footer_items" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "form_choices_enquiry_types" CASCADE;
  DROP TABLE "form_choices_interests" CASCADE;
  DROP TABLE "form_choices_genders" CASCADE;
  DROP TABLE "form_choices" CASCADE;
  DROP TYPE "public"."enum_pages_tiles_bg";
  DROP TYPE "public"."enum_pages_tiles_w";
  DROP TYPE "public"."enum_pages_tiles_h";
  DROP TYPE "public"."enum_pages_tiles_anim";
  DROP TYPE "public"."enum_pages_tiles_bg_anim";
  DROP TYPE "public"."enum_pages_tiles_form";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_tiles_bg";
  DROP TYPE "public"."enum__pages_v_version_tiles_w";
  DROP TYPE "public"."enum__pages_v_version_tiles_h";
  DROP TYPE "public"."enum__pages_v_version_tiles_anim";
  DROP TYPE "public"."enum__pages_v_version_tiles_bg_anim";
  DROP TYPE "public"."enum__pages_v_version_tiles_form";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_restaurants_hero_tiles_bg";
  DROP TYPE "public"."enum_restaurants_hero_tiles_w";
  DROP TYPE "public"."enum_restaurants_hero_tiles_h";
  DROP TYPE "public"."enum_restaurants_hero_tiles_anim";
  DROP TYPE "public"."enum_restaurants_hero_tiles_bg_anim";
  DROP TYPE "public"."enum_restaurants_hero_tiles_form";
  DROP TYPE "public"."enum_restaurants_amenities";
  DROP TYPE "public"."enum_restaurants_status";
  DROP TYPE "public"."enum__restaurants_v_version_hero_tiles_bg";
  DROP TYPE "public"."enum__restaurants_v_version_hero_tiles_w";
  DROP TYPE "public"."enum__restaurants_v_version_hero_tiles_h";
  DROP TYPE "public"."enum__restaurants_v_version_hero_tiles_anim";
  DROP TYPE "public"."enum__restaurants_v_version_hero_tiles_bg_anim";
  DROP TYPE "public"."enum__restaurants_v_version_hero_tiles_form";
  DROP TYPE "public"."enum__restaurants_v_version_amenities";
  DROP TYPE "public"."enum__restaurants_v_version_status";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_site_settings_masthead_items_style";`)
}

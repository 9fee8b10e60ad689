CREATE TYPE "public"."catalog_parameter_source" AS ENUM('attributes', 'parameters');--> statement-breakpoint
CREATE TYPE "public"."catalog_parameter_type" AS ENUM('c', 's', 'm', 'range');--> statement-breakpoint
CREATE TYPE "public"."catalog_parameter_value_kind" AS ENUM('text', 'number', 'boolean', 'text_list');--> statement-breakpoint
CREATE TABLE "catalog_parameters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section" "marketplace_section" NOT NULL,
	"node_id" uuid,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"type" "catalog_parameter_type" NOT NULL,
	"source" "catalog_parameter_source" NOT NULL,
	"value_kind" "catalog_parameter_value_kind" NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unit" text,
	"min" double precision,
	"max" double precision,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_parameters_key_unique" UNIQUE NULLS NOT DISTINCT("section","node_id","key")
);
--> statement-breakpoint
CREATE TABLE "installed_data" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_points" (
	"id" integer PRIMARY KEY NOT NULL,
	"country" char(2) NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"state" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('bazaar_search'::regconfig, title), 'A') || setweight(jsonb_to_tsvector('bazaar_search'::regconfig, attributes || parameters, '["string"]'), 'B') || setweight(to_tsvector('bazaar_search'::regconfig, description), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "catalog_parameters" ADD CONSTRAINT "catalog_parameters_node_id_catalog_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."catalog_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_parameters_node_idx" ON "catalog_parameters" USING btree ("node_id");--> statement-breakpoint
CREATE UNIQUE INDEX "geo_points_country_zip_unique" ON "geo_points" USING btree ("country","zip_code");--> statement-breakpoint
CREATE INDEX "geo_points_zip_prefix_idx" ON "geo_points" USING btree ("zip_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "geo_points_city_prefix_idx" ON "geo_points" USING btree (lower("city") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "listings_search_catalog_idx" ON "listings" USING gin ("search_vector") WHERE section = 'catalog' and status = 'active' and draft_state = 'sent';--> statement-breakpoint
CREATE INDEX "listings_earth_catalog_idx" ON "listings" USING gist (ll_to_earth("latitude", "longitude")) WHERE section = 'catalog' and status = 'active' and draft_state = 'sent';--> statement-breakpoint
CREATE INDEX "listings_search_flea_market_idx" ON "listings" USING gin ("search_vector") WHERE section = 'flea-market' and status = 'active' and draft_state = 'sent';--> statement-breakpoint
CREATE INDEX "listings_earth_flea_market_idx" ON "listings" USING gist (ll_to_earth("latitude", "longitude")) WHERE section = 'flea-market' and status = 'active' and draft_state = 'sent';--> statement-breakpoint
CREATE INDEX "listings_search_food_idx" ON "listings" USING gin ("search_vector") WHERE section = 'food' and status = 'active' and draft_state = 'sent';--> statement-breakpoint
CREATE INDEX "listings_earth_food_idx" ON "listings" USING gist (ll_to_earth("latitude", "longitude")) WHERE section = 'food' and status = 'active' and draft_state = 'sent';--> statement-breakpoint
CREATE INDEX "listings_search_automarket_idx" ON "listings" USING gin ("search_vector") WHERE section = 'automarket' and status = 'active' and draft_state = 'sent';--> statement-breakpoint
CREATE INDEX "listings_earth_automarket_idx" ON "listings" USING gist (ll_to_earth("latitude", "longitude")) WHERE section = 'automarket' and status = 'active' and draft_state = 'sent';--> statement-breakpoint
CREATE INDEX "listings_search_property_idx" ON "listings" USING gin ("search_vector") WHERE section = 'property' and status = 'active' and draft_state = 'sent';--> statement-breakpoint
CREATE INDEX "listings_earth_property_idx" ON "listings" USING gist (ll_to_earth("latitude", "longitude")) WHERE section = 'property' and status = 'active' and draft_state = 'sent';--> statement-breakpoint
CREATE INDEX "listings_search_services_idx" ON "listings" USING gin ("search_vector") WHERE section = 'services' and status = 'active' and draft_state = 'sent';--> statement-breakpoint
CREATE INDEX "listings_earth_services_idx" ON "listings" USING gist (ll_to_earth("latitude", "longitude")) WHERE section = 'services' and status = 'active' and draft_state = 'sent';--> statement-breakpoint
CREATE INDEX "listings_public_newest_idx" ON "listings" USING btree ("section","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'active' and draft_state = 'sent';--> statement-breakpoint
CREATE INDEX "listings_public_price_idx" ON "listings" USING btree ("section","price_minor","id") WHERE status = 'active' and draft_state = 'sent';--> statement-breakpoint
CREATE INDEX "listings_public_node_newest_idx" ON "listings" USING btree ("catalog_node_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'active' and draft_state = 'sent';
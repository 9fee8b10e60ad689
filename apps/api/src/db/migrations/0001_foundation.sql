CREATE TYPE "public"."account_type" AS ENUM('BUYER', 'SELLER', 'ADMIN', 'SUPER_ADMIN');--> statement-breakpoint
CREATE TYPE "public"."activity_status" AS ENUM('active', 'blocked', 'paused', 'paused_blocked');--> statement-breakpoint
CREATE TYPE "public"."catalog_level" AS ENUM('section', 'category', 'subcategory');--> statement-breakpoint
CREATE TYPE "public"."draft_state" AS ENUM('draft', 'sent');--> statement-breakpoint
CREATE TYPE "public"."marketplace_section" AS ENUM('catalog', 'flea-market', 'food', 'automarket', 'property', 'services');--> statement-breakpoint
CREATE TYPE "public"."rental_period" AS ENUM('per_day', 'per_month');--> statement-breakpoint
CREATE TABLE "seller_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"account_name" text NOT NULL,
	"business_name" text,
	"business_name_as_account_name" boolean DEFAULT false NOT NULL,
	"logo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"account_type" "account_type" NOT NULL,
	"status" "activity_status" DEFAULT 'active' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"avatar_url" text,
	"products_in_comparison" integer DEFAULT 0 NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_products_in_comparison_nonnegative" CHECK ("users"."products_in_comparison" >= 0)
);
--> statement-breakpoint
CREATE TABLE "catalog_nodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section" "marketplace_section" NOT NULL,
	"parent_id" uuid,
	"level" "catalog_level" NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"image_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_nodes_slug_unique" UNIQUE NULLS NOT DISTINCT("section","parent_id","slug")
);
--> statement-breakpoint
CREATE TABLE "listing_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"url" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"section" "marketplace_section" NOT NULL,
	"catalog_node_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"negotiable" boolean DEFAULT false NOT NULL,
	"rental_period" "rental_period",
	"quantity" integer DEFAULT 1 NOT NULL,
	"zip_code" text,
	"city" text,
	"latitude" double precision,
	"longitude" double precision,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" "activity_status" DEFAULT 'active' NOT NULL,
	"draft_state" "draft_state" DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "listings_price_nonnegative" CHECK ("listings"."price_minor" >= 0),
	CONSTRAINT "listings_quantity_nonnegative" CHECK ("listings"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD CONSTRAINT "seller_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_nodes" ADD CONSTRAINT "catalog_nodes_parent_id_catalog_nodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."catalog_nodes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_media" ADD CONSTRAINT "listing_media_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_catalog_node_id_catalog_nodes_id_fk" FOREIGN KEY ("catalog_node_id") REFERENCES "public"."catalog_nodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "catalog_nodes_parent_idx" ON "catalog_nodes" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "listing_media_listing_idx" ON "listing_media" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "listings_browse_idx" ON "listings" USING btree ("section","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_newest_idx" ON "listings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_owner_idx" ON "listings" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "listings_catalog_node_idx" ON "listings" USING btree ("catalog_node_id");--> statement-breakpoint
CREATE INDEX "listings_title_trgm_idx" ON "listings" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_location_earth_idx" ON "listings" USING gist (ll_to_earth("latitude", "longitude"));
CREATE TABLE "listing_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"listing_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_documents_size_nonnegative" CHECK ("listing_documents"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "listing_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"sku" text,
	"price_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_variants_price_nonnegative" CHECK ("listing_variants"."price_minor" >= 0),
	CONSTRAINT "listing_variants_quantity_nonnegative" CHECK ("listing_variants"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "listing_media" DROP CONSTRAINT "listing_media_listing_id_listings_id_fk";
--> statement-breakpoint
DROP INDEX "listings_owner_idx";--> statement-breakpoint
ALTER TABLE "listing_media" ALTER COLUMN "listing_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "price_minor" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "currency" DROP NOT NULL;--> statement-breakpoint
-- Existing pictures take their listing's owner and use the picture itself as the thumbnail;
-- only then do the columns become NOT NULL (databases with demo data have rows here).
ALTER TABLE "listing_media" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
UPDATE "listing_media" SET "owner_id" = "listings"."owner_id" FROM "listings" WHERE "listings"."id" = "listing_media"."listing_id";--> statement-breakpoint
ALTER TABLE "listing_media" ALTER COLUMN "owner_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_media" ADD COLUMN "thumbnail_url" text;--> statement-breakpoint
UPDATE "listing_media" SET "thumbnail_url" = "url";--> statement-breakpoint
ALTER TABLE "listing_media" ALTER COLUMN "thumbnail_url" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "parameters" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "listing_documents" ADD CONSTRAINT "listing_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_documents" ADD CONSTRAINT "listing_documents_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_variants" ADD CONSTRAINT "listing_variants_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_documents_listing_idx" ON "listing_documents" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "listing_documents_owner_idx" ON "listing_documents" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "listing_documents_unattached_idx" ON "listing_documents" USING btree ("created_at") WHERE "listing_documents"."listing_id" is null;--> statement-breakpoint
CREATE INDEX "listing_variants_listing_idx" ON "listing_variants" USING btree ("listing_id","position");--> statement-breakpoint
ALTER TABLE "listing_media" ADD CONSTRAINT "listing_media_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_media" ADD CONSTRAINT "listing_media_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_media_owner_idx" ON "listing_media" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "listing_media_unattached_idx" ON "listing_media" USING btree ("created_at") WHERE "listing_media"."listing_id" is null;--> statement-breakpoint
CREATE INDEX "listings_owner_section_idx" ON "listings" USING btree ("owner_id","section","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_owner_status_idx" ON "listings" USING btree ("owner_id","section","status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_owner_newest_idx" ON "listings" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_status_newest_idx" ON "listings" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_published_has_price" CHECK ("listings"."draft_state" = 'draft' or ("listings"."price_minor" is not null and "listings"."currency" is not null));
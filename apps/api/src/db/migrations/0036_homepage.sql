CREATE TABLE "homepage_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"locale" "content_locale",
	"section" "marketplace_section",
	"text" text,
	"link" text,
	"picture_url" text,
	"catalog_node_id" uuid,
	"listing_id" uuid,
	"shows_from" timestamp with time zone,
	"shows_until" timestamp with time zone,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homepage_entries_kind_fields" CHECK (("homepage_entries"."kind" = 'banner' and "homepage_entries"."locale" is not null and "homepage_entries"."text" is not null and "homepage_entries"."link" is not null)
        or ("homepage_entries"."kind" = 'featured_node' and "homepage_entries"."section" is not null and "homepage_entries"."catalog_node_id" is not null)
        or ("homepage_entries"."kind" = 'featured_listing' and "homepage_entries"."section" is not null and "homepage_entries"."listing_id" is not null)),
	CONSTRAINT "homepage_entries_schedule" CHECK ("homepage_entries"."shows_from" is null or "homepage_entries"."shows_until" is null or "homepage_entries"."shows_until" > "homepage_entries"."shows_from")
);
--> statement-breakpoint
CREATE TABLE "homepage_publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" uuid NOT NULL,
	"entries" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "homepage_entries_kind_position" ON "homepage_entries" USING btree ("kind","position");--> statement-breakpoint
CREATE INDEX "homepage_publications_published_at" ON "homepage_publications" USING btree ("published_at");
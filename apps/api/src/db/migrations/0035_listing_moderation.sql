CREATE TABLE "listing_moderation_cases" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"section" "marketplace_section" NOT NULL,
	"state" text NOT NULL,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"reason" text,
	"opened_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_moderation_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"reason" text,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_words" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"word" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "moderation_words_word_unique" UNIQUE("word")
);
--> statement-breakpoint
ALTER TABLE "listing_moderation_cases" ADD CONSTRAINT "listing_moderation_cases_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_moderation_cases" ADD CONSTRAINT "listing_moderation_cases_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_moderation_events" ADD CONSTRAINT "listing_moderation_events_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_words" ADD CONSTRAINT "moderation_words_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_moderation_cases_queue_idx" ON "listing_moderation_cases" USING btree ("state","updated_at" DESC NULLS FIRST,"listing_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listing_moderation_cases_updated_idx" ON "listing_moderation_cases" USING btree ("updated_at" DESC NULLS FIRST,"listing_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listing_moderation_cases_owner_idx" ON "listing_moderation_cases" USING btree ("owner_id","state");--> statement-breakpoint
CREATE INDEX "listing_moderation_events_listing_idx" ON "listing_moderation_events" USING btree ("listing_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_moderation_events_one_report_idx" ON "listing_moderation_events" USING btree ("listing_id","actor_id") WHERE kind = 'reported';
CREATE TABLE "account_last_visits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_visited_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_daily_statistics" (
	"listing_id" uuid NOT NULL,
	"day" date NOT NULL,
	"seller_id" uuid NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"cart_adds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_daily_statistics_listing_id_day_pk" PRIMARY KEY("listing_id","day"),
	CONSTRAINT "listing_daily_statistics_counts_nonnegative" CHECK ("listing_daily_statistics"."views" >= 0 and "listing_daily_statistics"."cart_adds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "listing_view_visits" (
	"listing_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor_key" text NOT NULL,
	CONSTRAINT "listing_view_visits_listing_id_day_visitor_key_pk" PRIMARY KEY("listing_id","day","visitor_key")
);
--> statement-breakpoint
ALTER TABLE "account_last_visits" ADD CONSTRAINT "account_last_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_daily_statistics" ADD CONSTRAINT "listing_daily_statistics_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_daily_statistics" ADD CONSTRAINT "listing_daily_statistics_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_view_visits" ADD CONSTRAINT "listing_view_visits_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_daily_statistics_seller_day_idx" ON "listing_daily_statistics" USING btree ("seller_id","day");--> statement-breakpoint
CREATE INDEX "listing_daily_statistics_day_idx" ON "listing_daily_statistics" USING btree ("day");--> statement-breakpoint
CREATE INDEX "listing_view_visits_day_idx" ON "listing_view_visits" USING btree ("day");
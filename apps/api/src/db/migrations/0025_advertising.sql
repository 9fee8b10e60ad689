CREATE TABLE "advertising_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"placement" text NOT NULL,
	"section" "marketplace_section" NOT NULL,
	"pricing" text NOT NULL,
	"bid_minor" integer NOT NULL,
	"rank_minor" integer NOT NULL,
	"daily_budget_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"ends_on" date,
	"state" text DEFAULT 'active' NOT NULL,
	"stop_reason" text,
	"stop_note" text,
	"stopped_at" timestamp with time zone,
	"stopped_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertising_campaigns_placement" CHECK ("advertising_campaigns"."placement" in ('home', 'division', 'search')),
	CONSTRAINT "advertising_campaigns_pricing" CHECK ("advertising_campaigns"."pricing" in ('cpc', 'cpm')),
	CONSTRAINT "advertising_campaigns_state" CHECK ("advertising_campaigns"."state" in ('active', 'paused', 'stopped')),
	CONSTRAINT "advertising_campaigns_bid" CHECK ("advertising_campaigns"."bid_minor" > 0 and "advertising_campaigns"."daily_budget_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "advertising_charges" (
	"campaign_id" uuid NOT NULL,
	"day" date NOT NULL,
	"batch_no" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertising_charges_campaign_id_day_batch_no_pk" PRIMARY KEY("campaign_id","day","batch_no"),
	CONSTRAINT "advertising_charges_state" CHECK ("advertising_charges"."state" in ('pending', 'charged', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "advertising_days" (
	"campaign_id" uuid NOT NULL,
	"day" date NOT NULL,
	"listing_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"billed_units" integer DEFAULT 0 NOT NULL,
	"spend_minor" integer DEFAULT 0 NOT NULL,
	"claimed_minor" integer DEFAULT 0 NOT NULL,
	"batches" integer DEFAULT 0 NOT NULL,
	"exhausted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "advertising_days_campaign_id_day_pk" PRIMARY KEY("campaign_id","day"),
	CONSTRAINT "advertising_days_claimed" CHECK ("advertising_days"."claimed_minor" <= "advertising_days"."spend_minor")
);
--> statement-breakpoint
CREATE TABLE "advertising_impressions" (
	"campaign_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"visitor_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertising_impressions_campaign_id_day_kind_visitor_key_pk" PRIMARY KEY("campaign_id","day","kind","visitor_key"),
	CONSTRAINT "advertising_impressions_kind" CHECK ("advertising_impressions"."kind" in ('view', 'click'))
);
--> statement-breakpoint
ALTER TABLE "advertising_campaigns" ADD CONSTRAINT "advertising_campaigns_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertising_campaigns" ADD CONSTRAINT "advertising_campaigns_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertising_campaigns" ADD CONSTRAINT "advertising_campaigns_stopped_by_users_id_fk" FOREIGN KEY ("stopped_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertising_charges" ADD CONSTRAINT "advertising_charges_campaign_id_advertising_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."advertising_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertising_days" ADD CONSTRAINT "advertising_days_campaign_id_advertising_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."advertising_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertising_impressions" ADD CONSTRAINT "advertising_impressions_campaign_id_advertising_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."advertising_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertising_campaigns_serving_idx" ON "advertising_campaigns" USING btree ("placement","section","rank_minor" DESC NULLS LAST,"id") WHERE "advertising_campaigns"."state" = 'active';--> statement-breakpoint
CREATE INDEX "advertising_campaigns_seller_idx" ON "advertising_campaigns" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "advertising_campaigns_listing_placement_unique" ON "advertising_campaigns" USING btree ("listing_id","placement") WHERE "advertising_campaigns"."state" <> 'stopped';--> statement-breakpoint
CREATE INDEX "advertising_charges_pending_idx" ON "advertising_charges" USING btree ("created_at") WHERE "advertising_charges"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "advertising_days_unclaimed_idx" ON "advertising_days" USING btree ("day") WHERE "advertising_days"."spend_minor" > "advertising_days"."claimed_minor";--> statement-breakpoint
CREATE INDEX "advertising_days_seller_day_idx" ON "advertising_days" USING btree ("seller_id","day");--> statement-breakpoint
CREATE INDEX "advertising_days_day_idx" ON "advertising_days" USING btree ("day");
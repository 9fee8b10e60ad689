-- Ad clicks need an impression token, used once; views and clicks are limited per address, and
-- what is refused is kept as not counted (ADR 0089).
CREATE TABLE "advertising_used_tokens" (
	"nonce" text PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advertising_days" ADD COLUMN "uncounted_views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "advertising_days" ADD COLUMN "uncounted_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "advertising_impressions" ADD COLUMN "address_key" text;--> statement-breakpoint
ALTER TABLE "advertising_used_tokens" ADD CONSTRAINT "advertising_used_tokens_campaign_id_advertising_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."advertising_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertising_used_tokens_used_at_idx" ON "advertising_used_tokens" USING btree ("used_at");--> statement-breakpoint
CREATE INDEX "advertising_impressions_address_idx" ON "advertising_impressions" USING btree ("campaign_id","day","kind","address_key");
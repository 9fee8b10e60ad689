CREATE TYPE "public"."subscription_state" AS ENUM('trial', 'active', 'grace', 'expired');--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"active_listings_limit" integer NOT NULL,
	"eshops_limit" integer NOT NULL,
	"promotion_credits_minor" bigint NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_price_not_negative" CHECK ("subscription_plans"."price_minor" >= 0),
	CONSTRAINT "subscription_plans_limits_not_negative" CHECK ("subscription_plans"."active_listings_limit" >= 0 and "subscription_plans"."eshops_limit" >= 0 and "subscription_plans"."promotion_credits_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"trial_days" integer NOT NULL,
	"trial_plan_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_settings_one_row" CHECK ("subscription_settings"."id" = 1),
	CONSTRAINT "subscription_settings_trial_days" CHECK ("subscription_settings"."trial_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"pending_plan_id" uuid,
	"state" "subscription_state" NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"notices_sent" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_seller_unique" UNIQUE("seller_id"),
	CONSTRAINT "subscriptions_period_order" CHECK ("subscriptions"."period_end" > "subscriptions"."period_start")
);
--> statement-breakpoint
ALTER TABLE "subscription_settings" ADD CONSTRAINT "subscription_settings_trial_plan_id_subscription_plans_id_fk" FOREIGN KEY ("trial_plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_pending_plan_id_subscription_plans_id_fk" FOREIGN KEY ("pending_plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_period_end_idx" ON "subscriptions" USING btree ("period_end");--> statement-breakpoint
-- The plans every marketplace starts with (ADR 0058); administrators change them on /profile/subscription.
INSERT INTO "subscription_plans" ("name", "price_minor", "currency", "active_listings_limit", "eshops_limit", "promotion_credits_minor") VALUES
  ('Starter', 990, 'EUR', 25, 1, 0),
  ('Business', 1990, 'EUR', 500, 3, 500),
  ('Pro', 4990, 'EUR', 5000, 10, 2000);--> statement-breakpoint
INSERT INTO "subscription_settings" ("id", "trial_days", "trial_plan_id")
  SELECT 1, 30, "id" FROM "subscription_plans" WHERE "name" = 'Business';

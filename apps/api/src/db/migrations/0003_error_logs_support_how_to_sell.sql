CREATE TYPE "public"."content_locale" AS ENUM('en', 'de');--> statement-breakpoint
CREATE TYPE "public"."error_log_level" AS ENUM('fatal', 'error', 'warning', 'info');--> statement-breakpoint
CREATE TYPE "public"."error_log_source" AS ENUM('web', 'api');--> statement-breakpoint
CREATE TYPE "public"."support_request_status" AS ENUM('open', 'resolved');--> statement-breakpoint
CREATE TYPE "public"."support_topic" AS ENUM('account', 'listing', 'order', 'payment', 'report_abuse', 'other');--> statement-breakpoint
CREATE TABLE "error_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" "error_log_source" NOT NULL,
	"level" "error_log_level" NOT NULL,
	"message" text NOT NULL,
	"error_name" text,
	"stack" text,
	"url" text,
	"method" text,
	"status" integer,
	"request_id" text,
	"user_id" uuid,
	"user_email" text,
	"user_agent" text,
	"breadcrumbs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fingerprint" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"topic" "support_topic" NOT NULL,
	"message" text NOT NULL,
	"status" "support_request_status" DEFAULT 'open' NOT NULL,
	"user_id" uuid,
	"resolved_at" timestamp with time zone,
	"resolved_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "how_to_sell_paragraphs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale" "content_locale" NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "error_logs" ADD CONSTRAINT "error_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "error_logs_newest_idx" ON "error_logs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "error_logs_source_newest_idx" ON "error_logs" USING btree ("source","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "error_logs_level_newest_idx" ON "error_logs" USING btree ("level","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "error_logs_fingerprint_idx" ON "error_logs" USING btree ("fingerprint","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "error_logs_message_trgm_idx" ON "error_logs" USING gin ("message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "error_logs_url_trgm_idx" ON "error_logs" USING gin ("url" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "support_requests_reference_unique" ON "support_requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "support_requests_newest_idx" ON "support_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "support_requests_status_newest_idx" ON "support_requests" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "how_to_sell_paragraphs_locale_position_unique" ON "how_to_sell_paragraphs" USING btree ("locale","position");
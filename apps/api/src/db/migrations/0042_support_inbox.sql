-- Statuses of the support inbox (ADR 0075): open → new, resolved → closed, two more between.
ALTER TYPE "public"."support_request_status" RENAME VALUE 'open' TO 'new';--> statement-breakpoint
ALTER TYPE "public"."support_request_status" RENAME VALUE 'resolved' TO 'closed';--> statement-breakpoint
ALTER TYPE "public"."support_request_status" ADD VALUE 'in_progress' BEFORE 'closed';--> statement-breakpoint
ALTER TYPE "public"."support_request_status" ADD VALUE 'answered' BEFORE 'closed';--> statement-breakpoint
ALTER TABLE "support_requests" ALTER COLUMN "status" SET DEFAULT 'new';--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "locale" "content_locale" DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE TABLE "support_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by_id" uuid,
	"from_status" "support_request_status" NOT NULL,
	"to_status" "support_request_status" NOT NULL,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "support_replies" ADD CONSTRAINT "support_replies_request_id_support_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."support_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_replies" ADD CONSTRAINT "support_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_status_changes" ADD CONSTRAINT "support_status_changes_request_id_support_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."support_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_status_changes" ADD CONSTRAINT "support_status_changes_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_replies_request_idx" ON "support_replies" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "support_status_changes_request_idx" ON "support_status_changes" USING btree ("request_id","changed_at");

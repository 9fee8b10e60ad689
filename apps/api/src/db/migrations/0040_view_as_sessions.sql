CREATE TABLE "view_as_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"administrator_id" uuid NOT NULL,
	"administrator_session_id" uuid NOT NULL,
	"viewed_user_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ip" text
);
--> statement-breakpoint
ALTER TABLE "view_as_sessions" ADD CONSTRAINT "view_as_sessions_administrator_id_users_id_fk" FOREIGN KEY ("administrator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_as_sessions" ADD CONSTRAINT "view_as_sessions_administrator_session_id_sessions_id_fk" FOREIGN KEY ("administrator_session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_as_sessions" ADD CONSTRAINT "view_as_sessions_viewed_user_id_users_id_fk" FOREIGN KEY ("viewed_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "view_as_sessions_viewed_user_idx" ON "view_as_sessions" USING btree ("viewed_user_id");
-- Restore links mailed before a password change stop working; an Idempotency-Key remembers the
-- request it was first used with; browsers the owner signed in on are known devices (issue 33,
-- ADR 0091).
CREATE TABLE "known_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_fingerprint" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "request_fingerprint" text;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "request_fingerprint" text;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "known_devices_token_hash_unique" ON "known_devices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "known_devices_user_idx" ON "known_devices" USING btree ("user_id");
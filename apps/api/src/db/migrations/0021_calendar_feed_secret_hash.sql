-- Feed secrets are kept only as their SHA-256 (hex). Existing secrets are hashed in place, so the
-- addresses calendar apps already subscribe to keep working, and no readable secret is left.
ALTER TABLE "calendar_feeds" RENAME COLUMN "secret" TO "secret_hash";--> statement-breakpoint
UPDATE "calendar_feeds" SET "secret_hash" = encode(sha256(convert_to("secret_hash", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_secret_unique";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_secret_hash_unique" UNIQUE("secret_hash");

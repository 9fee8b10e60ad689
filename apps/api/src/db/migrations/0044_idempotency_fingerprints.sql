ALTER TABLE "orders" ADD COLUMN "request_fingerprint" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "request_fingerprint" text;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "request_fingerprint" text;
ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'promotion_credits' BEFORE 'platform_revenue';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_type" ADD VALUE 'promotion_credits_grant';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_type" ADD VALUE 'promotion_credits_expiry';--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_by_kind";--> statement-breakpoint
-- `kind::text`: a value added to an enum cannot be used in the transaction that adds it (the check compares text).
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_by_kind" CHECK (("ledger_accounts"."kind"::text in ('prepaid_balance', 'promotion_credits')) = ("ledger_accounts"."owner_id" is not null));
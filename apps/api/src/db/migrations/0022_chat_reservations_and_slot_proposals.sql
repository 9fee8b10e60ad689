ALTER TYPE "public"."chat_subject_kind" ADD VALUE 'reservation';--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "proposal_slot_id" uuid;
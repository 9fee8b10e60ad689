CREATE TYPE "public"."chat_message_kind" AS ENUM('text', 'picture', 'offer', 'time_proposal');--> statement-breakpoint
CREATE TYPE "public"."chat_proposal_status" AS ENUM('pending', 'accepted', 'declined', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."chat_report_reason" AS ENUM('spam', 'scam', 'abuse', 'other');--> statement-breakpoint
CREATE TYPE "public"."chat_subject_kind" AS ENUM('listing', 'order');--> statement-breakpoint
CREATE TABLE "chat_blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_kind" "chat_subject_kind" NOT NULL,
	"subject_id" uuid NOT NULL,
	"low_party_id" uuid NOT NULL,
	"high_party_id" uuid NOT NULL,
	"started_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_id" uuid,
	CONSTRAINT "chat_conversations_pair_subject_unique" UNIQUE("subject_kind","subject_id","low_party_id","high_party_id"),
	CONSTRAINT "chat_conversations_pair_ordered" CHECK ("chat_conversations"."low_party_id" < "chat_conversations"."high_party_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"client_id" text,
	"kind" "chat_message_kind" NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"picture" jsonb,
	"offer_amount_minor" integer,
	"offer_currency" text,
	"proposal_starts_at" timestamp with time zone,
	"proposal_status" "chat_proposal_status",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "chat_messages_seq_unique" UNIQUE("seq"),
	CONSTRAINT "chat_messages_client_id_unique" UNIQUE("conversation_id","sender_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "chat_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"message_id" uuid,
	"reporter_id" uuid NOT NULL,
	"reported_id" uuid NOT NULL,
	"reason" "chat_report_reason" NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "agreed_price_minor" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "agreed_currency" text;--> statement-breakpoint
ALTER TABLE "chat_blocks" ADD CONSTRAINT "chat_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_blocks" ADD CONSTRAINT "chat_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_low_party_id_users_id_fk" FOREIGN KEY ("low_party_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_high_party_id_users_id_fk" FOREIGN KEY ("high_party_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversations_low_activity_idx" ON "chat_conversations" USING btree ("low_party_id","last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_conversations_high_activity_idx" ON "chat_conversations" USING btree ("high_party_id","last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_messages_history_idx" ON "chat_messages" USING btree ("conversation_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_messages_unread_idx" ON "chat_messages" USING btree ("recipient_id","conversation_id") WHERE "chat_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "chat_reports_newest_idx" ON "chat_reports" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_reports_conversation_idx" ON "chat_reports" USING btree ("conversation_id");
CREATE TYPE "public"."booking_confirmation" AS ENUM('instant', 'provider_accepts');--> statement-breakpoint
CREATE TYPE "public"."reservation_canceller" AS ENUM('customer', 'provider');--> statement-breakpoint
CREATE TYPE "public"."reservation_status" AS ENUM('requested', 'confirmed', 'cancelled', 'completed', 'no_show');--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_secret_unique" UNIQUE("secret")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "reservations_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1),
	"slot_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"seats" integer NOT NULL,
	"status" "reservation_status" NOT NULL,
	"status_reason" text,
	"cancelled_by" "reservation_canceller",
	"total_minor" bigint,
	"currency" text,
	"note" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"reminded_day_before_at" timestamp with time zone,
	"reminded_hour_before_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_number_unique" UNIQUE("number"),
	CONSTRAINT "reservations_customer_idempotency_unique" UNIQUE("customer_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "service_schedules" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"exceptions" jsonb NOT NULL,
	"slot_minutes" integer NOT NULL,
	"buffer_minutes" integer NOT NULL,
	"seats_per_slot" integer NOT NULL,
	"lead_time_hours" integer NOT NULL,
	"horizon_days" integer NOT NULL,
	"cancellation_window_hours" integer NOT NULL,
	"confirmation" "booking_confirmation" NOT NULL,
	"expanded_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"scheduled_start" timestamp with time zone,
	"seats" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"held_seats" integer DEFAULT 0 NOT NULL,
	"price_minor" bigint,
	"cancelled" boolean DEFAULT false NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"overridden" boolean DEFAULT false NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_slots_seats_check" CHECK ("service_slots"."seats_taken" + "service_slots"."held_seats" <= "service_slots"."seats"),
	CONSTRAINT "service_slots_times_check" CHECK ("service_slots"."ends_at" > "service_slots"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "slot_waitlist" (
	"slot_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"seats" integer NOT NULL,
	"offered_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_waitlist_slot_id_user_id_pk" PRIMARY KEY("slot_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_slot_id_service_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."service_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_schedules" ADD CONSTRAINT "service_schedules_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_slots" ADD CONSTRAINT "service_slots_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_waitlist" ADD CONSTRAINT "slot_waitlist_slot_id_service_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."service_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_waitlist" ADD CONSTRAINT "slot_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_slot_idx" ON "reservations" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "reservations_customer_newest_idx" ON "reservations" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reservations_provider_newest_idx" ON "reservations" USING btree ("provider_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_slots_listing_start_idx" ON "service_slots" USING btree ("listing_id","starts_at");
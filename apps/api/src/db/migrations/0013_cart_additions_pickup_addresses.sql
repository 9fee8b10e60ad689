CREATE TABLE "cart_additions" (
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"variant_id" uuid,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_additions_user_id_idempotency_key_pk" PRIMARY KEY("user_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pickup_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_address" jsonb;--> statement-breakpoint
ALTER TABLE "cart_additions" ADD CONSTRAINT "cart_additions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
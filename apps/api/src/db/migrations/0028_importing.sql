CREATE TABLE "imported_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"source" text NOT NULL,
	"connection_id" uuid,
	"external_key" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"last_imported" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_import_rows" (
	"import_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"key" text,
	"title" text,
	"outcome" text NOT NULL,
	"listing_id" uuid,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"source" text NOT NULL,
	"connection_id" uuid,
	"section" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"file_name" text,
	"file_path" text,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_imports_counts_not_negative" CHECK ("product_imports"."processed" >= 0 and "product_imports"."created" >= 0 and "product_imports"."updated" >= 0 and "product_imports"."failed" >= 0)
);
--> statement-breakpoint
ALTER TABLE "imported_listings" ADD CONSTRAINT "imported_listings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_listings" ADD CONSTRAINT "imported_listings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_import_rows" ADD CONSTRAINT "product_import_rows_import_id_product_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."product_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "imported_listings_key_idx" ON "imported_listings" USING btree ("seller_id","source","external_key");--> statement-breakpoint
CREATE INDEX "imported_listings_connection_idx" ON "imported_listings" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "imported_listings_listing_idx" ON "imported_listings" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_import_rows_pk" ON "product_import_rows" USING btree ("import_id","row_number");--> statement-breakpoint
CREATE INDEX "product_imports_seller_idx" ON "product_imports" USING btree ("seller_id","created_at");
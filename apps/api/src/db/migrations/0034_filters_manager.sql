ALTER TABLE "catalog_parameters" ADD COLUMN "name_de" text;--> statement-breakpoint
ALTER TABLE "catalog_parameters" ADD COLUMN "shown_as_filter" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_parameters" ADD COLUMN "defines_sku" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_parameters" ADD COLUMN "merged_into_id" uuid;--> statement-breakpoint
ALTER TABLE "catalog_parameters" ADD CONSTRAINT "catalog_parameters_merged_into_id_catalog_parameters_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."catalog_parameters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Shop Hub products keep one SKU per colour (their variants): the installed colour parameter defines SKUs.
UPDATE "catalog_parameters" SET "defines_sku" = true WHERE "section" = 'catalog' AND "node_id" IS NULL AND "key" = 'colour';

CREATE TABLE "catalog_node_redirects" (
	"section" "marketplace_section" NOT NULL,
	"old_path" text NOT NULL,
	"node_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_node_redirects_section_old_path_pk" PRIMARY KEY("section","old_path")
);
--> statement-breakpoint
ALTER TABLE "catalog_nodes" ADD COLUMN "name_de" text;--> statement-breakpoint
ALTER TABLE "catalog_nodes" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_node_redirects" ADD CONSTRAINT "catalog_node_redirects_node_id_catalog_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."catalog_nodes"("id") ON DELETE cascade ON UPDATE no action;
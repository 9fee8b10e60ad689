CREATE TABLE "eshop_catalog_mappings" (
	"connection_id" uuid PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"default_catalog_node_id" uuid,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eshop_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"store_key" text NOT NULL,
	"store_name" text NOT NULL,
	"store_url" text NOT NULL,
	"state" text NOT NULL,
	"access_token_sealed" text,
	"refresh_token_sealed" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"connected_at" timestamp with time zone NOT NULL,
	"state_changed_at" timestamp with time zone NOT NULL,
	"last_synced_at" timestamp with time zone,
	CONSTRAINT "eshop_connections_platform" CHECK ("eshop_connections"."platform" in ('shopify', 'shopline', 'bigcommerce')),
	CONSTRAINT "eshop_connections_state" CHECK ("eshop_connections"."state" in ('connected', 'removed_by_platform', 'detached'))
);
--> statement-breakpoint
CREATE TABLE "eshop_install_claims" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"store_key" text NOT NULL,
	"store_name" text NOT NULL,
	"store_url" text NOT NULL,
	"access_token_sealed" text NOT NULL,
	"refresh_token_sealed" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "eshop_install_claims_platform" CHECK ("eshop_install_claims"."platform" in ('shopify', 'shopline', 'bigcommerce'))
);
--> statement-breakpoint
CREATE TABLE "eshop_install_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"store_key" text NOT NULL,
	"seller_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "eshop_install_states_platform" CHECK ("eshop_install_states"."platform" in ('shopify', 'shopline', 'bigcommerce'))
);
--> statement-breakpoint
CREATE TABLE "eshop_webhook_deliveries" (
	"platform" text NOT NULL,
	"delivery_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "eshop_webhook_deliveries_platform_delivery_id_pk" PRIMARY KEY("platform","delivery_id"),
	CONSTRAINT "eshop_webhook_deliveries_platform" CHECK ("eshop_webhook_deliveries"."platform" in ('shopify', 'shopline', 'bigcommerce'))
);
--> statement-breakpoint
ALTER TABLE "eshop_catalog_mappings" ADD CONSTRAINT "eshop_catalog_mappings_connection_id_eshop_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."eshop_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eshop_connections" ADD CONSTRAINT "eshop_connections_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eshop_install_states" ADD CONSTRAINT "eshop_install_states_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "eshop_connections_live_store_idx" ON "eshop_connections" USING btree ("platform","store_key") WHERE "eshop_connections"."state" = 'connected';--> statement-breakpoint
CREATE INDEX "eshop_connections_seller_idx" ON "eshop_connections" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "eshop_connections_access_expiry_idx" ON "eshop_connections" USING btree ("access_token_expires_at") WHERE "eshop_connections"."state" = 'connected';--> statement-breakpoint
CREATE INDEX "eshop_install_claims_expires_idx" ON "eshop_install_claims" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "eshop_install_states_expires_idx" ON "eshop_install_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "eshop_webhook_deliveries_received_idx" ON "eshop_webhook_deliveries" USING btree ("received_at");
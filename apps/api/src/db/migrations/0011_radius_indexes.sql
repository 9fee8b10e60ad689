DROP INDEX "listings_earth_catalog_idx";--> statement-breakpoint
DROP INDEX "listings_earth_flea_market_idx";--> statement-breakpoint
DROP INDEX "listings_earth_food_idx";--> statement-breakpoint
DROP INDEX "listings_earth_automarket_idx";--> statement-breakpoint
DROP INDEX "listings_earth_property_idx";--> statement-breakpoint
DROP INDEX "listings_earth_services_idx";--> statement-breakpoint
DROP INDEX "listings_location_earth_idx";--> statement-breakpoint
CREATE INDEX "listings_radius_catalog_idx" ON "listings" USING gist (ll_to_earth("latitude", "longitude")) include (created_at, id, price_minor, latitude, longitude) WHERE section = 'catalog' and status = 'active' and draft_state = 'sent';--> statement-breakpoint
CREATE INDEX "listings_radius_flea_market_idx" ON "listings" USING gist (ll_to_earth("latitude", "longitude")) include (created_at, id, price_minor, latitude, longitude) WHERE section = 'flea-market' and status = 'active' and draft_state = 'sent';--> statement-breakpoint
CREATE INDEX "listings_radius_food_idx" ON "listings" USING gist (ll_to_earth("latitude", "longitude")) include (created_at, id, price_minor, latitude, longitude) WHERE section = 'food' and status = 'active' and draft_state = 'sent';--> statement-breakpoint
CREATE INDEX "listings_radius_automarket_idx" ON "listings" USING gist (ll_to_earth("latitude", "longitude")) include (created_at, id, price_minor, latitude, longitude) WHERE section = 'automarket' and status = 'active' and draft_state = 'sent';--> statement-breakpoint
CREATE INDEX "listings_radius_property_idx" ON "listings" USING gist (ll_to_earth("latitude", "longitude")) include (created_at, id, price_minor, latitude, longitude) WHERE section = 'property' and status = 'active' and draft_state = 'sent';--> statement-breakpoint
CREATE INDEX "listings_radius_services_idx" ON "listings" USING gist (ll_to_earth("latitude", "longitude")) include (created_at, id, price_minor, latitude, longitude) WHERE section = 'services' and status = 'active' and draft_state = 'sent';
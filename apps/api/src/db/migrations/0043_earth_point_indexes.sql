-- The radius indexes on a function that does not depend on the search path. earthdistance's
-- `ll_to_earth` is an SQL function whose body names `cube`, `earth()` and the type `earth`
-- unqualified and is parsed when it runs, under the caller's search path. pg_restore and
-- autovacuum run with an empty one: the restore failed on the six indexes ("type "earth" does
-- not exist") and automatic ANALYZE of listings failed every time. `earth_point` computes the
-- same point (the same formula as `ll_to_earth`) with a body in SQL-standard form, which
-- PostgreSQL parses once here and keeps with its names resolved (pg_dump writes them
-- schema-qualified), so it runs under any search path. earthdistance 1.2 (PostgreSQL 18, and
-- PGlite) defines `ll_to_earth` itself this way; PostgreSQL 15's 1.1 does not.
CREATE FUNCTION earth_point(latitude double precision, longitude double precision)
RETURNS public.earth LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN public.cube(public.cube(public.cube(public.earth() * cos(radians(latitude)) * cos(radians(longitude))), public.earth() * cos(radians(latitude)) * sin(radians(longitude))), public.earth() * sin(radians(latitude)))::public.earth;--> statement-breakpoint
DROP INDEX "listings_radius_catalog_idx";--> statement-breakpoint
DROP INDEX "listings_radius_flea_market_idx";--> statement-breakpoint
DROP INDEX "listings_radius_food_idx";--> statement-breakpoint
DROP INDEX "listings_radius_automarket_idx";--> statement-breakpoint
DROP INDEX "listings_radius_property_idx";--> statement-breakpoint
DROP INDEX "listings_radius_services_idx";--> statement-breakpoint
CREATE INDEX "listings_radius_catalog_idx" ON "listings" USING gist (earth_point("latitude", "longitude")) include (created_at, id, price_minor, latitude, longitude) WHERE section = 'catalog' and status = 'active' and draft_state = 'sent';--> statement-breakpoint
CREATE INDEX "listings_radius_flea_market_idx" ON "listings" USING gist (earth_point("latitude", "longitude")) include (created_at, id, price_minor, latitude, longitude) WHERE section = 'flea-market' and status = 'active' and draft_state = 'sent';--> statement-breakpoint
CREATE INDEX "listings_radius_food_idx" ON "listings" USING gist (earth_point("latitude", "longitude")) include (created_at, id, price_minor, latitude, longitude) WHERE section = 'food' and status = 'active' and draft_state = 'sent';--> statement-breakpoint
CREATE INDEX "listings_radius_automarket_idx" ON "listings" USING gist (earth_point("latitude", "longitude")) include (created_at, id, price_minor, latitude, longitude) WHERE section = 'automarket' and status = 'active' and draft_state = 'sent';--> statement-breakpoint
CREATE INDEX "listings_radius_property_idx" ON "listings" USING gist (earth_point("latitude", "longitude")) include (created_at, id, price_minor, latitude, longitude) WHERE section = 'property' and status = 'active' and draft_state = 'sent';--> statement-breakpoint
CREATE INDEX "listings_radius_services_idx" ON "listings" USING gist (earth_point("latitude", "longitude")) include (created_at, id, price_minor, latitude, longitude) WHERE section = 'services' and status = 'active' and draft_state = 'sent';
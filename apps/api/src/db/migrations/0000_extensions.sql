-- Extensions both engines (PGlite and PostgreSQL) provide and later work needs:
-- trigram search, accent-insensitive search and distance queries (earthdistance needs cube).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;

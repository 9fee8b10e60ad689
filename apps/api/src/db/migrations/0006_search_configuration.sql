-- Full-text search of listings (issue 6, ADR 0020): the 'simple' configuration (no stemming, as
-- listings are in English and German) with unaccent first, so "Koln" finds "Köln" and "Strasse"
-- finds "Straße". A configuration, unlike calling unaccent(), may be used in generated columns.
CREATE TEXT SEARCH CONFIGURATION bazaar_search (COPY = simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION bazaar_search
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, hword, hword_part, word
  WITH unaccent, simple;

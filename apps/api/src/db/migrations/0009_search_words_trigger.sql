-- The search dictionary (ADR 0020): every word of listing titles, attributes and parameters, as
-- the search configuration spells it (lower-case, no accents). A trigger adds the words of each
-- new or changed listing; words are never removed (a stale word only offers a correction that
-- finds nothing).
CREATE FUNCTION listing_search_words(title text, attributes jsonb, parameters jsonb)
RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_agg(word) FROM unnest(tsvector_to_array(
    to_tsvector('bazaar_search'::regconfig, title)
    || jsonb_to_tsvector('bazaar_search'::regconfig, attributes || parameters, '["string"]')
  )) AS word
  WHERE length(word) BETWEEN 2 AND 40 AND word !~ '^[0-9]+$'
$$;--> statement-breakpoint
CREATE FUNCTION listings_add_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT unnest(listing_search_words(NEW.title, NEW.attributes, NEW.parameters))
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER listings_search_words
AFTER INSERT OR UPDATE OF title, attributes, parameters ON listings
FOR EACH ROW EXECUTE FUNCTION listings_add_search_words();--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT unnest(listing_search_words(title, attributes, parameters)) FROM listings
ON CONFLICT DO NOTHING;

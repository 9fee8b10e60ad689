-- Property listings say sale or rent once, with the `offer` parameter the division's Offer filter
-- reads, and a rent's period with rental_period, which the price shows (ADR 0025). The listing
-- editor used to set only the rental period (its field was labelled Offer) and left `offer` to a
-- second field of the same name, so saved listings may lack the offer or contradict it. The
-- rental period wins: it is what the price tells everyone who sees the listing, and no period is
-- made up. Only listings that disagree are written.
UPDATE "listings"
SET "parameters" = "parameters" || jsonb_build_object(
  'offer', CASE WHEN "rental_period" IS NULL THEN 'sale' ELSE 'rent' END
)
WHERE "section" = 'property'
  AND "parameters" ->> 'offer' IS DISTINCT FROM
    CASE WHEN "rental_period" IS NULL THEN 'sale' ELSE 'rent' END;

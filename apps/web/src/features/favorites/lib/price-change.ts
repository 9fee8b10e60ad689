import { type Favorite, type Money } from '@bazaar/contracts';

/** What a saved listing's price did since it was saved, as /favorites tells it. */
export interface PriceChange {
  direction: Favorite['price_change'];
  /** How much it moved, when the price then and now can be set against each other. */
  difference: Money | null;
  /** The price at saving, for "was …"; null when it did not change or was not known. */
  was: Money | null;
}

/**
 * The api says which way the price moved (down is good news for the buyer); the amount is the
 * gap between the price saved and today's, in the same currency only.
 */
export function priceChangeOf(favorite: Favorite): PriceChange {
  const { price_change: direction, saved_price: saved } = favorite;
  const now = favorite.listing.price;
  if (direction === 'none' || !saved) return { direction, difference: null, was: null };
  const difference =
    saved.currency === now.currency
      ? { amount_minor: Math.abs(now.amount_minor - saved.amount_minor), currency: now.currency }
      : null;
  return { direction, difference, was: saved };
}

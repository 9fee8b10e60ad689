/**
 * Currencies a listing may be priced in: the euro first (Bazaar's demo marketplaces), then the
 * other currencies of the countries around. All of them count in hundredths, as Bazaar's money
 * does.
 */
export const LISTING_CURRENCIES = [
  'EUR',
  'CHF',
  'GBP',
  'PLN',
  'CZK',
  'DKK',
  'SEK',
  'NOK',
  'USD',
] as const;

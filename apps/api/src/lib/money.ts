import type { Money } from '@bazaar/contracts';

/** An amount and its currency, as answers show them; null when either is missing (a draft). */
export const moneyOf = (amountMinor: number | null, currency: string | null): Money | null =>
  amountMinor === null || currency === null ? null : { amount_minor: amountMinor, currency };

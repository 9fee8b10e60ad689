import { type SupportedLocale } from '@bazaar/contracts';

/** Query keys of the how-to-sell feature: every key starts with `['how-to-sell']`. */
export const howToSellKeys = {
  all: ['how-to-sell'] as const,
  guide: (locale: SupportedLocale) => [...howToSellKeys.all, 'guide', locale] as const,
  editor: () => [...howToSellKeys.all, 'editor'] as const,
};

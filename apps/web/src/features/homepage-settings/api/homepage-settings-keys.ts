import { type SupportedLocale } from '@bazaar/contracts';

/** Query keys of the homepage settings: every key starts with `['homepage-settings']`. */
export const homepageSettingsKeys = {
  all: ['homepage-settings'] as const,
  /** The draft with its publication state. */
  draft: () => [...homepageSettingsKeys.all, 'draft'] as const,
  /** The draft as a visitor of `locale` would see it at `at`. */
  preview: (at: string, locale: SupportedLocale) =>
    [...homepageSettingsKeys.all, 'preview', at, locale] as const,
};

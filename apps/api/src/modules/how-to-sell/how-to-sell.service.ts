import { DEFAULT_LOCALE, type HowToSellGuide, type SupportedLocale } from '@bazaar/contracts';
import type { HowToSellRepository } from './how-to-sell.repository';

export function createHowToSellService(repository: HowToSellRepository) {
  return {
    /**
     * The guide in one language; a language without paragraphs of its own falls back to the
     * default one, so the page is never empty.
     */
    async guide(locale: SupportedLocale): Promise<HowToSellGuide> {
      let shown = locale;
      let rows = await repository.listByLocale(locale);
      if (rows.length === 0 && locale !== DEFAULT_LOCALE) {
        shown = DEFAULT_LOCALE;
        rows = await repository.listByLocale(DEFAULT_LOCALE);
      }
      return {
        locale: shown,
        paragraphs: rows.map((row) => ({
          id: row.id,
          position: row.position,
          title: row.title,
          body: row.body,
          updated_at: row.updatedAt.toISOString(),
        })),
      };
    },
  };
}

export type HowToSellService = ReturnType<typeof createHowToSellService>;

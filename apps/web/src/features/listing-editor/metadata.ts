import { type Metadata } from 'next';
import { type MarketplaceSection } from '@bazaar/contracts';
import { getServerTranslator } from '@/lib/i18n/server';

/** The title of an add or edit page; owners' forms are never indexed. */
export async function listingEditorMetadata(
  section: MarketplaceSection,
  page: 'add' | 'edit',
): Promise<Metadata> {
  const t = await getServerTranslator();
  const division = t(`divisions.${section}.name`);
  return {
    title:
      page === 'add'
        ? t('listingEditor.addTitle', { division })
        : `${t('listingEditor.editTitle')} · ${division}`,
    robots: { index: false },
  };
}

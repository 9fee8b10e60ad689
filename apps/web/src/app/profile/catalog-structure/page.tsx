import { type Metadata } from 'next';
import { Suspense } from 'react';
import { CatalogStructurePage } from '@/features/catalog-structure/components/catalog-structure-page';
import { getServerTranslator } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('catalogStructure.title'), robots: { index: false } };
}

/**
 * `/profile/catalog-structure` (ADMIN, SUPER_ADMIN; the proxy guards it): each division's catalogue
 * tree, edited by drag and drop and a side panel.
 */
export default function CatalogStructureRoute() {
  return (
    <Suspense fallback={null}>
      <CatalogStructurePage />
    </Suspense>
  );
}

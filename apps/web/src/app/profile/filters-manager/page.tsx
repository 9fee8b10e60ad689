import { type Metadata } from 'next';
import { Suspense } from 'react';
import { FiltersManagerPage } from '@/features/filters-manager/components/filters-manager-page';
import { getServerTranslator } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('filtersManager.title'), robots: { index: false } };
}

/** `/profile/filters-manager` (ADMIN, SUPER_ADMIN; the proxy guards it): parameters and filters. */
export default function FiltersManagerRoute() {
  return (
    <Suspense fallback={null}>
      <FiltersManagerPage />
    </Suspense>
  );
}

import { type Metadata } from 'next';
import { ImportingPage } from '@/features/importing/components/importing-page';
import { getServerTranslator } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('importing.title'), robots: { index: false } };
}

/** `/profile/importing?tab=file|shopify|shopline|bigcommerce` (SELLER; the proxy guards it). */
export default function ImportingRoute() {
  return <ImportingPage />;
}

import { type Metadata } from 'next';
import { OfflineView } from '@/components/pwa/offline-view';
import { getServerTranslator } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('offline.title'), robots: { index: false } };
}

/** `/offline` (public): what the service worker shows when a page cannot be loaded. */
export default function OfflinePage() {
  return <OfflineView />;
}

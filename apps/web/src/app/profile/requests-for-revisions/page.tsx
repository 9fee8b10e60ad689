import { type Metadata } from 'next';
import { RequestsForRevisionsPage } from '@/features/moderation/components/requests-for-revisions-page';
import { getServerTranslator } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('moderation.title'), robots: { index: false } };
}

/**
 * `/profile/requests-for-revisions` (ADMIN, SUPER_ADMIN; the proxy guards it): the moderation
 * queue; for now the reviews users reported (ADR 0061).
 */
export default function RequestsForRevisionsRoute() {
  return <RequestsForRevisionsPage />;
}

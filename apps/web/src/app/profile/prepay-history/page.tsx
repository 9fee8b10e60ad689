import { type Metadata } from 'next';
import { PrepayHistoryRoute } from '@/features/prepay-history/components/prepay-history-route';
import { getServerTranslator } from '@/lib/i18n/server';
import { type PageSearchParams } from '@/lib/search/page-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('prepayHistory.title'), robots: { index: false } };
}

/** `/profile/prepay-history` (every account type; the proxy guards it): the prepaid balance's entries. */
export default async function PrepayHistoryPage({
  searchParams,
}: {
  searchParams: Promise<PageSearchParams>;
}) {
  return <PrepayHistoryRoute searchParams={await searchParams} />;
}

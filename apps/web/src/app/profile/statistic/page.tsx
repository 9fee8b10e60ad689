import { type Metadata } from 'next';
import { StatisticsRoute } from '@/features/statistics/components/statistics-route';
import { getServerTranslator } from '@/lib/i18n/server';
import { type PageSearchParams } from '@/lib/search/page-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('statistics.title'), robots: { index: false } };
}

/** `/profile/statistic` (sellers and administrators; the proxy guards it): views, orders, revenue. */
export default async function StatisticPage({
  searchParams,
}: {
  searchParams: Promise<PageSearchParams>;
}) {
  return <StatisticsRoute searchParams={await searchParams} />;
}

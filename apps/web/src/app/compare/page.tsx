import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { type Metadata } from 'next';
import { ComparePage } from '@/features/comparison/components/compare-page';
import { getComparisonQueryOptions } from '@/entities/comparison/comparison-api';
import { getServerTranslator } from '@/lib/i18n/server';
import { getServerQueryClient } from '@/lib/query/server-query-client';
import { getServerRequestContext } from '@/lib/server-request-context';
import { getServerSession } from '@/lib/session/server-session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return {
    title: t('comparison.title'),
    description: t('comparison.metaDescription'),
    robots: { index: false },
  };
}

/**
 * `/compare` (public): the signed-in user's comparison is rendered on the server; a visitor's
 * lives in the browser's storage and is read there (failures are swallowed: the browser asks again).
 */
export default async function CompareRoute() {
  const { auth } = await getServerSession();
  const queryClient = getServerQueryClient();
  if (auth) {
    await queryClient.prefetchQuery(getComparisonQueryOptions(await getServerRequestContext()));
  }
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <ComparePage />
    </HydrationBoundary>
  );
}

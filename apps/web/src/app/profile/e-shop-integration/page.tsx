import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { type Metadata } from 'next';
import { Suspense } from 'react';
import { getEshopConnectionsQueryOptions } from '@/entities/eshop-connections/get-eshop-connections';
import { EshopIntegrationPage } from '@/features/eshop-integrations/components/eshop-integration-page';
import { getServerTranslator } from '@/lib/i18n/server';
import { getServerQueryClient } from '@/lib/query/server-query-client';
import { getServerRequestContext } from '@/lib/server-request-context';
import { getServerSession } from '@/lib/session/server-session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('eshopIntegrations.title'), robots: { index: false } };
}

/** `/profile/e-shop-integration` (SELLER; the proxy guards it): the seller's connected stores. */
export default async function EshopIntegrationRoute() {
  const { auth } = await getServerSession();
  const queryClient = getServerQueryClient();
  if (auth?.userType === 'SELLER') {
    await queryClient.prefetchQuery(
      getEshopConnectionsQueryOptions({ context: await getServerRequestContext() }),
    );
  }
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <Suspense fallback={null}>
        <EshopIntegrationPage />
      </Suspense>
    </HydrationBoundary>
  );
}

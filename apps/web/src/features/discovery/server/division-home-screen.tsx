import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { type Metadata } from 'next';
import { type MarketplaceSection } from '@bazaar/contracts';
import { divisionAdSlots, prefetchAdSlots } from '@/entities/advertising/advertising-api';
import { getCatalogTreeQueryOptions } from '@/entities/catalog/get-catalog-tree';
import { getServerTranslator } from '@/lib/i18n/server';
import { getServerQueryClient } from '@/lib/query/server-query-client';
import { getServerRequestContext } from '@/lib/server-request-context';
import { getShowroomListingsQueryOptions } from '../api/get-showroom-listings';
import { newestListingsParams } from '../browse-state';
import { DivisionHome } from '../components/division-home';

export async function divisionHomeMetadata(section: MarketplaceSection): Promise<Metadata> {
  const t = await getServerTranslator();
  const name = t(`divisions.${section}.name`);
  return {
    title: name,
    description: t('discovery.meta.divisionDescription', {
      division: name,
      tagline: t(`divisions.${section}.tagline`),
    }),
  };
}

/** A division's home, rendered on the server with its catalog, its ads and newest listings. */
export async function DivisionHomeScreen({ section }: { section: MarketplaceSection }) {
  const queryClient = getServerQueryClient();
  const context = await getServerRequestContext();
  // Failures are swallowed: the page renders without them and the browser asks again.
  await Promise.all([
    queryClient.prefetchQuery(getCatalogTreeQueryOptions(section, { context })),
    queryClient.prefetchInfiniteQuery(
      getShowroomListingsQueryOptions(newestListingsParams(section), context),
    ),
    prefetchAdSlots(queryClient, divisionAdSlots(section), context),
  ]);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <DivisionHome section={section} />
    </HydrationBoundary>
  );
}

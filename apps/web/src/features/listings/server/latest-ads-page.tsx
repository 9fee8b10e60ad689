import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { type Metadata } from 'next';
import { getServerTranslator } from '@/lib/i18n/server';
import { latestAdsHref } from '@/lib/listings/listing-links';
import { getServerQueryClient } from '@/lib/query/server-query-client';
import { getServerRequestContext } from '@/lib/server-request-context';
import { getPagedListingsQueryOptions, latestAdsParams } from '../api/get-paged-listings';
import { LatestAdsPage } from '../components/latest-ads-page';
import { pageMetadata } from '../lib/page-metadata';
import { absolutePageUrl } from './site-origin';

export async function generateLatestAdsMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return pageMetadata({
    title: t('listings.latestAds.title'),
    description: t('listings.latestAds.metaDescription'),
    url: await absolutePageUrl(latestAdsHref()),
    image: null,
    type: 'website',
  });
}

/** `/flea-market/latest-ads`: the first page of the newest ads is rendered on the server. */
export async function LatestAdsRoutePage() {
  const queryClient = getServerQueryClient();
  // A failure is swallowed: the browser asks again and offers a retry.
  await queryClient.prefetchInfiniteQuery(
    getPagedListingsQueryOptions(latestAdsParams, await getServerRequestContext()),
  );
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <LatestAdsPage />
    </HydrationBoundary>
  );
}

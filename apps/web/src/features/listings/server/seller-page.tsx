import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { type Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getRequestLocale, getServerTranslator } from '@/lib/i18n/server';
import { sellerHref } from '@/lib/listings/listing-links';
import { getServerQueryClient } from '@/lib/query/server-query-client';
import { getServerRequestContext } from '@/lib/server-request-context';
import { getPagedListingsQueryOptions, ownerListingsParams } from '../api/get-paged-listings';
import { SellerPage } from '../components/seller-page';
import { ownerMetadata } from '../lib/page-metadata';
import { loadPublicOwner } from './load-public';
import { getSiteOrigin } from './site-origin';

interface SellerPageProps {
  params: Promise<{ sellerId: string }>;
}

export async function generateSellerMetadata({ params }: SellerPageProps): Promise<Metadata> {
  const { sellerId } = await params;
  const owner = await loadPublicOwner(sellerId);
  if (!owner) return {};
  const t = await getServerTranslator();
  const date = new Intl.DateTimeFormat(await getRequestLocale(), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(owner.member_since));
  const origin = await getSiteOrigin();
  return ownerMetadata({
    owner,
    origin,
    pageUrl: new URL(sellerHref(owner.id), origin).toString(),
    description: t('listings.sellerPage.metaDescription', {
      count: owner.active_listings,
      name: owner.display_name,
      date,
    }),
  });
}

/**
 * `/seller/{sellerId}`: rendered on the server with the owner and the first page of their
 * listings; unknown, paused and blocked owners are not found.
 */
export async function SellerRoutePage({ params }: SellerPageProps) {
  const { sellerId } = await params;
  const owner = await loadPublicOwner(sellerId);
  if (!owner) notFound();
  const queryClient = getServerQueryClient();
  // A failure is swallowed: the browser asks again and offers a retry.
  await queryClient.prefetchInfiniteQuery(
    getPagedListingsQueryOptions(ownerListingsParams(owner.id), await getServerRequestContext()),
  );
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <SellerPage ownerId={owner.id} />
    </HydrationBoundary>
  );
}

import { type Metadata } from 'next';
import {
  MyListingsRoute,
  type RouteSearchParams,
} from '@/features/my-listings/components/my-listings-route';
import { getServerTranslator } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('myListings.titles.BUYER'), robots: { index: false } };
}

/** `/profile/my-ads` (BUYER; the proxy guards it): the buyer's ads and listings. */
export default async function MyAdsPage({
  searchParams,
}: {
  searchParams: Promise<RouteSearchParams>;
}) {
  return <MyListingsRoute accountType="BUYER" searchParams={await searchParams} />;
}

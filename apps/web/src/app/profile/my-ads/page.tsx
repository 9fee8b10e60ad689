import { type Metadata } from 'next';
import { MyListingsRoute } from '@/features/my-listings/components/my-listings-route';
import { getServerTranslator } from '@/lib/i18n/server';
import { type PageSearchParams } from '@/lib/search/page-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('myListings.titles.BUYER'), robots: { index: false } };
}

/** `/profile/my-ads` (BUYER; the proxy guards it): the buyer's ads and listings. */
export default async function MyAdsPage({
  searchParams,
}: {
  searchParams: Promise<PageSearchParams>;
}) {
  return <MyListingsRoute accountType="BUYER" searchParams={await searchParams} />;
}

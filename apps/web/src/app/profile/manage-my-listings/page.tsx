import { type Metadata } from 'next';
import { MyListingsRoute } from '@/features/my-listings/components/my-listings-route';
import { getServerTranslator } from '@/lib/i18n/server';
import { type PageSearchParams } from '@/lib/search/page-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('myListings.titles.SELLER'), robots: { index: false } };
}

/** `/profile/manage-my-listings` (SELLER; the proxy guards it): the seller's listings. */
export default async function ManageMyListingsPage({
  searchParams,
}: {
  searchParams: Promise<PageSearchParams>;
}) {
  return <MyListingsRoute accountType="SELLER" searchParams={await searchParams} />;
}

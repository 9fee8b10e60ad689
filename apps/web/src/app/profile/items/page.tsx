import { type Metadata } from 'next';
import { AdminListingsRoute } from '@/features/my-listings/components/my-listings-route';
import { getServerTranslator } from '@/lib/i18n/server';
import { type PageSearchParams } from '@/lib/search/page-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('myListings.admin.title'), robots: { index: false } };
}

/** `/profile/items` (ADMIN, SUPER_ADMIN; the proxy guards it): every listing, block and unblock. */
export default async function ItemsPage({
  searchParams,
}: {
  searchParams: Promise<PageSearchParams>;
}) {
  return <AdminListingsRoute searchParams={await searchParams} />;
}

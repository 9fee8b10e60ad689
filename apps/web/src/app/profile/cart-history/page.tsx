import { type Metadata } from 'next';
import { CartHistoryRoute } from '@/features/cart-history/components/cart-history-route';
import { getServerTranslator } from '@/lib/i18n/server';
import { type PageSearchParams } from '@/lib/search/page-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('cartHistory.title'), robots: { index: false } };
}

/** `/profile/cart-history` (every account type; the proxy guards it): orders bought and received. */
export default async function CartHistoryPage({
  searchParams,
}: {
  searchParams: Promise<PageSearchParams>;
}) {
  return <CartHistoryRoute searchParams={await searchParams} />;
}

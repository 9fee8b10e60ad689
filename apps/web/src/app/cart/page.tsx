import { type Metadata } from 'next';
import { CartPage } from '@/features/cart/components/cart-page';
import { getServerTranslator } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('cart.page.title'), robots: { index: false } };
}

/**
 * `/cart` (public): a visitor's cart lives in the browser and an account's on the server, so the
 * page is rendered in the browser once the persisted cart has loaded.
 */
export default function CartRoute() {
  return <CartPage />;
}

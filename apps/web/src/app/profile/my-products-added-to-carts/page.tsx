import { type Metadata } from 'next';
import { ProductsInCartsRoute } from '@/features/products-in-carts/components/products-in-carts-route';
import { getServerTranslator } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('productsInCarts.title'), robots: { index: false } };
}

/**
 * `/profile/my-products-added-to-carts` (BUYER, SELLER; the proxy guards it): the caller's
 * listings in other people's carts, and a buyer's own cart across devices.
 */
export default function MyProductsAddedToCartsPage() {
  return <ProductsInCartsRoute />;
}

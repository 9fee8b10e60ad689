import { type ListingDetail, type ProductVariant } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * The variants of a Shop Hub product (`GET /api/products/:id`), for a card's "Add to Cart": a
 * card does not know them, and a product with variants goes into the cart as one of them.
 */
export async function getProductVariants(productId: string): Promise<ProductVariant[]> {
  const listing = await apiRequest<ListingDetail>(`/products/${encodeURIComponent(productId)}`);
  return listing.section === 'catalog' ? listing.attributes.variants : [];
}

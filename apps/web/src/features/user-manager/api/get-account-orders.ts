import { useInfiniteQuery } from '@tanstack/react-query';
import { orderPage, type AccountType, type OrderPage } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { SECTION_PAGE_SIZE, sectionPaging } from './account-section-paging';
import { userManagerKeys } from './user-manager-keys';

/** `GET /api/orders/cart-history?role=all`: what the account bought, or sold (sellers). */
export function getAccountOrders(
  id: string,
  type: AccountType,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<OrderPage> {
  const party = type === 'SELLER' ? 'seller_id' : 'buyer_id';
  return apiRequest('/orders/cart-history', {
    query: { role: 'all', [party]: id, limit: SECTION_PAGE_SIZE, cursor },
    schema: orderPage,
    signal,
  });
}

export function useAccountOrders(id: string, type: AccountType) {
  return useInfiniteQuery({
    ...sectionPaging,
    queryKey: userManagerKeys.accountSection(id, 'orders'),
    queryFn: ({ pageParam, signal }) => getAccountOrders(id, type, pageParam, signal),
  });
}

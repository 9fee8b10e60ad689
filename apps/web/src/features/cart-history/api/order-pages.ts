import { type InfiniteData } from '@tanstack/react-query';
import { type Order, type OrderPage } from '@bazaar/contracts';

/** What an infinite query of the cart history holds: the pages loaded so far. */
export type OrderPages = InfiniteData<OrderPage, string | undefined>;

/** The loaded pages with one order replaced by its new state; the same object when it is not among them. */
export function replaceOrder(data: OrderPages | undefined, order: Order): OrderPages | undefined {
  if (!data?.pages.some((page) => page.items.some((item) => item.id === order.id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.id === order.id ? order : item)),
    })),
  };
}

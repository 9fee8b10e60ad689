import { nextOrderStatuses, type Money, type Order, type OrderParty } from '@bazaar/contracts';
import type { OrderItemRow, OrderRow } from '../../db/schema/orders';
import { NotFoundError } from '../../errors';
import type { OrderQueries } from './orders.repository';

/** Shown for an account without a name; never the email address. */
export const UNNAMED = 'Bazaar member';

/** What an order answers to anybody who may not see it: it does not exist. */
export const notFound = () => new NotFoundError('This order does not exist.');

export function toOrder(
  row: OrderRow,
  items: readonly OrderItemRow[],
  names: ReadonlyMap<string, string>,
  party: OrderParty | null,
): Order {
  const money = (amountMinor: number): Money => ({
    amount_minor: amountMinor,
    currency: row.currency,
  });
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    status_reason: row.statusReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    buyer: { id: row.buyerId, display_name: names.get(row.buyerId) ?? UNNAMED },
    seller: { id: row.sellerId, display_name: names.get(row.sellerId) ?? UNNAMED },
    contact: { name: row.contactName, email: row.contactEmail, phone: row.contactPhone },
    fulfilment: row.fulfilment,
    delivery_address: row.deliveryAddress ?? null,
    pickup_address: row.pickupAddress ?? null,
    note: row.note,
    items: items.map((item) => ({
      id: item.id,
      product_id: item.listingId,
      variant_id: item.variantId,
      title: item.title,
      variant_name: item.variantName,
      unit_price: money(item.unitPriceMinor),
      quantity: item.quantity,
      line_total: money(item.unitPriceMinor * item.quantity),
    })),
    total: money(row.totalMinor),
    next_statuses: party ? nextOrderStatuses(row.status, party) : [],
  };
}

/** Orders with their items and names (each loaded in one go), as `partyOfRow` sees each. */
export async function loadOrders(
  queries: Pick<OrderQueries, 'itemsOf' | 'displayNamesOf'>,
  rows: readonly OrderRow[],
  partyOfRow: (row: OrderRow) => OrderParty | null,
): Promise<Order[]> {
  const items = await queries.itemsOf(rows.map((row) => row.id));
  const names = await queries.displayNamesOf(rows.flatMap((row) => [row.buyerId, row.sellerId]));
  return rows.map((row) =>
    toOrder(
      row,
      items.filter((item) => item.orderId === row.id),
      names,
      partyOfRow(row),
    ),
  );
}

import {
  defaultCartHistoryRole,
  isAdmin,
  nextOrderStatuses,
  type cartHistoryQuery,
  type checkoutBody,
  type Money,
  type Order,
  type OrderPage,
  type OrderParty,
  type UpdateOrderStatusBody,
} from '@bazaar/contracts';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import type { OrderItemRow, OrderRow } from '../../db/schema/orders';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import { systemClock, type Clock } from '../../lib/clock';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { assertSameRequest } from '../../lib/request-fingerprint';
import { quotedProduct, stockMessage, type CartsService, type CheckoutLine } from '../carts';
import type { DomainEventPublisher } from '../domain-events';
import type { ListingStock } from '../listings';
import { mayMoveOrder, partyOf, RELEASING_STATUSES, statusChangeRefusal } from './order-status';
import type { OrderQueries, OrdersRepository } from './orders.repository';

type CheckoutInput = z.output<typeof checkoutBody>;

/** Shown for an account without a name; never the email address. */
const UNNAMED = 'Bazaar member';

const notFound = () => new NotFoundError('This order does not exist.');

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

/** A line that cannot be ordered as it stands, as the 409 that says what to do. */
function lineRefusal(line: CheckoutLine): ConflictError | null {
  const quoted = quotedProduct(line.title, line.item.product.variant_name);
  switch (line.item.availability) {
    case 'unavailable':
      return new ConflictError(
        `${quoted} is not available any more. Remove it from your cart to check out.`,
      );
    case 'sold_out':
      return new ConflictError(`${quoted} is sold out. Remove it from your cart to check out.`);
    case 'available':
      return line.quantity > line.item.product.available_quantity
        ? new ConflictError(
            `${stockMessage(quoted, line.item.product.available_quantity)} Lower the quantity in your cart to check out.`,
          )
        : null;
  }
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

export interface OrdersServiceDependencies {
  repository: OrdersRepository;
  carts: Pick<CartsService, 'checkoutLines' | 'removeCheckedOut'>;
  /** The listings' stock, taken and given back inside the order's transaction. */
  stock: ListingStock;
  /** The other side's notification and mail follow `order.*` events (orders.subscribers.ts). */
  events: DomainEventPublisher;
  clock?: Clock;
}

export function createOrdersService({
  repository,
  carts,
  stock,
  events,
  clock = systemClock,
}: OrdersServiceDependencies) {
  /** Orders as `viewer` sees them. */
  const ordersFor = (rows: readonly OrderRow[], viewer: SignedInAccount) =>
    loadOrders(repository, rows, (row) => partyOf(row, viewer));

  const orderFor = async (row: OrderRow, viewer: SignedInAccount) =>
    (await ordersFor([row], viewer))[0]!;

  /**
   * The order an earlier checkout with this key made, or undefined. The key is the buyer's
   * for one checkout: used for another seller's cart, it is a 409.
   */
  function earlierCheckout(
    row: OrderRow | undefined,
    sellerId: string,
    fingerprint: string,
  ): OrderRow | undefined {
    if (row && row.sellerId !== sellerId) {
      throw new ConflictError(
        'This Idempotency-Key was already used for an order from another seller. Send a new key.',
      );
    }
    // The same seller's cart with another contact, fulfilment or note is not a retry (issue 33).
    if (row) assertSameRequest(row.requestFingerprint, fingerprint);
    return row;
  }

  return {
    /**
     * `POST /carts/{sellerId}/checkout`: one seller's cart becomes one order, in one
     * transaction — the lines checked, the stock reserved, the order stored, the lines taken
     * out of the cart and `order.placed` written; the seller is told once it commits. A repeat with the same Idempotency-Key answers
     * the same order (`created: false`), even when two arrive at once.
     */
    async checkout(
      buyer: SignedInAccount,
      sellerId: string,
      idempotencyKey: string,
      input: CheckoutInput,
      /** Of the request (`requestFingerprint`): a repeat must be the same request. */
      fingerprint: string,
    ): Promise<{ order: Order; created: boolean }> {
      if (input.fulfilment === 'delivery' && !input.delivery_address) {
        throw new ValidationError(
          [{ field: 'delivery_address', message: 'Enter the delivery address' }],
          'Enter the delivery address, or choose pickup.',
        );
      }
      if (sellerId === buyer.id) throw new ConflictError("You can't order from yourself.");

      const repeat = earlierCheckout(
        await repository.findByIdempotencyKey(buyer.id, idempotencyKey),
        sellerId,
        fingerprint,
      );
      if (repeat) return { order: await orderFor(repeat, buyer), created: false };
      const buyerName = (await repository.displayNamesOf([buyer.id])).get(buyer.id) ?? UNNAMED;

      let outcome: { row: OrderRow; created: boolean; eventId?: string };
      try {
        outcome = await repository.transaction(async (queries, tx) => {
          // Locking the cart first: a concurrent checkout of it has committed by now, and its
          // order is found by the key below.
          const lines = await carts.checkoutLines(buyer.id, sellerId, tx);
          const earlier = earlierCheckout(
            await queries.findByIdempotencyKey(buyer.id, idempotencyKey),
            sellerId,
            fingerprint,
          );
          if (earlier) return { row: earlier, created: false };
          if (lines.length === 0) {
            throw new ConflictError('Your cart holds nothing from this seller.');
          }
          for (const line of lines) {
            const refusal = lineRefusal(line);
            if (refusal) throw refusal;
          }
          const prices = lines.map((line) => line.item.product.price!);
          if (new Set(prices.map((price) => price.currency)).size > 1) {
            throw new ConflictError(
              'The items of this cart are priced in different currencies and cannot be ordered together. Remove some to check out.',
            );
          }
          for (const line of lines) {
            if (!(await stock.reserve(tx, line))) {
              const quoted = quotedProduct(line.title, line.item.product.variant_name);
              throw new ConflictError(
                `${quoted} has just sold out, or fewer are in stock than your cart holds. Check your cart and try again.`,
              );
            }
          }
          const at = clock.now();
          const total: Money = {
            amount_minor: lines.reduce(
              (sum, line, index) => sum + prices[index]!.amount_minor * line.quantity,
              0,
            ),
            currency: prices[0]!.currency,
          };
          const row = await queries.insertOrder({
            buyerId: buyer.id,
            sellerId,
            contactName: input.contact.name,
            contactEmail: input.contact.email,
            contactPhone: input.contact.phone ?? null,
            fulfilment: input.fulfilment,
            deliveryAddress: input.fulfilment === 'delivery' ? input.delivery_address! : null,
            pickupAddress:
              input.fulfilment === 'pickup' ? await queries.pickupAddressOf(sellerId) : null,
            note: input.note,
            totalMinor: total.amount_minor,
            currency: total.currency,
            idempotencyKey,
            requestFingerprint: fingerprint,
            createdAt: at,
            updatedAt: at,
          });
          await queries.insertItems(
            lines.map((line, index) => ({
              orderId: row.id,
              listingId: line.listingId,
              variantId: line.variantId,
              title: line.title,
              variantName: line.item.product.variant_name,
              unitPriceMinor: prices[index]!.amount_minor,
              quantity: line.quantity,
              createdAt: at,
            })),
          );
          await carts.removeCheckedOut(
            buyer.id,
            lines.map((line) => line.cartItemId),
            tx,
          );
          const eventId = await events.publish(
            tx,
            'order.placed',
            {
              order_id: row.id,
              order_number: row.number,
              buyer_id: buyer.id,
              seller_id: sellerId,
              buyer_name: buyerName,
              units: lines.reduce((sum, line) => sum + line.quantity, 0),
              total,
            },
            at,
          );
          return { row, created: true, eventId };
        });
      } catch (error) {
        // Two submits with one key that both got past the checks: the second insert hits the
        // unique key and answers the order of the first.
        if (!isUniqueViolation(error)) throw error;
        const winner = earlierCheckout(
          await repository.findByIdempotencyKey(buyer.id, idempotencyKey),
          sellerId,
          fingerprint,
        );
        if (!winner) throw error;
        outcome = { row: winner, created: false };
      }

      if (outcome.eventId) await events.deliver(outcome.eventId);
      return { order: await orderFor(outcome.row, buyer), created: outcome.created };
    },

    /**
     * `GET /orders/cart-history`: what the caller bought (role buyer) or received (role
     * seller); all orders, filterable by buyer and seller, for administrators only.
     */
    async cartHistory(
      account: SignedInAccount,
      query: z.output<typeof cartHistoryQuery>,
    ): Promise<OrderPage> {
      const role = query.role ?? defaultCartHistoryRole(account.type);
      const byAccount = query.buyer_id !== undefined || query.seller_id !== undefined;
      if ((role === 'all' || byAccount) && !isAdmin(account.type)) {
        throw new ForbiddenError('FORBIDDEN', 'Only administrators can see all orders.');
      }
      if (byAccount && role !== 'all') {
        throw new ValidationError([
          { field: 'role', message: 'Filter by buyer or seller with role "all"' },
        ]);
      }
      const rows = await repository.list({
        buyerId: role === 'buyer' ? account.id : query.buyer_id,
        sellerId: role === 'seller' ? account.id : query.seller_id,
        status: query.status,
        number: query.number,
        after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: await ordersFor(
          page.map((row) => row.order),
          account,
        ),
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor({ createdAt: last.createdAtText, id: last.order.id })
            : null,
      };
    },

    /** One order, for its buyer, its seller and administrators; a 404 for anybody else. */
    async get(account: SignedInAccount, id: string): Promise<Order> {
      const row = await repository.findById(id);
      if (!row || !partyOf(row, account)) throw notFound();
      return orderFor(row, account);
    },

    /**
     * Moves an order on (ADR 0024): the seller accepts, declines, fulfils or cancels; the
     * buyer cancels while it is only placed. Declining and cancelling put the stock back.
     * The other side is notified and mailed, after commit (`order.status_changed`).
     */
    async setStatus(
      account: SignedInAccount,
      id: string,
      change: UpdateOrderStatusBody,
    ): Promise<Order> {
      const { row, eventId } = await repository.transaction(async (queries, tx) => {
        const current = await queries.lockById(id);
        const party = current ? partyOf(current, account) : null;
        if (!current || !party) throw notFound();
        if (!mayMoveOrder(current.status, change.status, party)) {
          throw new ConflictError(statusChangeRefusal(current.status, change.status, party));
        }
        if (RELEASING_STATUSES.includes(change.status)) {
          for (const item of await queries.itemsOf([current.id])) {
            // A variant deleted since: the listing's stock is the sum of its variants, so
            // there is nothing left to give back to.
            if (item.variantName !== null && item.variantId === null) continue;
            await stock.release(tx, item);
          }
        }
        const at = clock.now();
        const reason = change.reason?.trim() || null;
        const changedBy: 'buyer' | 'seller' = party === 'buyer' ? 'buyer' : 'seller';
        const updated = await queries.updateStatus(current.id, {
          status: change.status,
          statusReason:
            change.status === 'cancelled'
              ? `Cancelled by the ${changedBy}${reason ? `: ${reason}` : '.'}`
              : reason,
          updatedAt: at,
        });
        const eventId = await events.publish(
          tx,
          'order.status_changed',
          {
            order_id: updated.id,
            order_number: updated.number,
            buyer_id: updated.buyerId,
            seller_id: updated.sellerId,
            status: updated.status,
            status_reason: updated.statusReason,
            changed_by: changedBy,
          },
          at,
        );
        return { row: updated, eventId };
      });
      await events.deliver(eventId);
      return orderFor(row, account);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

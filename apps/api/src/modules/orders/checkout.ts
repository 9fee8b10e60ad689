import type { checkoutBody, Money, Order } from '@bazaar/contracts';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import type { OrderRow } from '../../db/schema/orders';
import { ConflictError, ValidationError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import type { Clock } from '../../lib/clock';
import { assertSameRequest } from '../../lib/request-fingerprint';
import { quotedProduct, stockMessage, type CartsService, type CheckoutLine } from '../carts';
import type { DomainEventPublisher } from '../domain-events';
import type { ListingStock } from '../listings';
import { UNNAMED } from './order-views';
import type { OrdersRepository } from './orders.repository';

type CheckoutInput = z.output<typeof checkoutBody>;

export interface CheckoutDependencies {
  repository: OrdersRepository;
  carts: Pick<CartsService, 'checkoutLines' | 'removeCheckedOut'>;
  stock: ListingStock;
  events: DomainEventPublisher;
  clock: Clock;
  /** The order as the buyer sees it. */
  orderFor: (row: OrderRow, viewer: SignedInAccount) => Promise<Order>;
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

/**
 * `POST /carts/{sellerId}/checkout`: one seller's cart becomes one order, in one
 * transaction — the lines checked, the stock reserved, the order stored, the lines taken
 * out of the cart and `order.placed` written; the seller is told once it commits. A repeat with the same Idempotency-Key answers
 * the same order (`created: false`), even when two arrive at once.
 */
export async function checkout(
  { repository, carts, stock, events, clock, orderFor }: CheckoutDependencies,
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
}

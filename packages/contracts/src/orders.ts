import { z } from 'zod';
import { emailSchema } from './auth';
import { fulfilmentMethods, orderStatuses, type AccountType, type OrderStatus } from './enums';
import { moneySchema } from './money';

export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'Use letters, digits, "-" and "_" only' });

export const deliveryAddress = z.object({
  street: z.string().trim().min(2).max(200),
  zip_code: z.string().trim().min(3).max(12),
  city: z.string().trim().min(1).max(120),
});
export type DeliveryAddressInput = z.infer<typeof deliveryAddress>;

/**
 * Where buyers collect a seller's pickup orders, set in the seller's profile settings: the same
 * fields as a delivery address.
 */
export const pickupAddress = deliveryAddress.meta({ id: 'PickupAddress' });
export type PickupAddress = z.infer<typeof pickupAddress>;

export const ORDER_NOTE_MAX = 1_000;

/** `POST /carts/{sellerId}/checkout`, with the `Idempotency-Key` header. */
export const checkoutBody = z
  .object({
    contact: z.object({
      name: z.string().trim().min(2).max(120),
      email: emailSchema,
      phone: z
        .string()
        .trim()
        .regex(/^\+?[0-9 ()-]{6,20}$/, { error: 'Enter a valid phone number' })
        .nullable()
        .optional(),
    }),
    fulfilment: z.enum(fulfilmentMethods),
    /** Required for delivery. */
    delivery_address: deliveryAddress.nullable().optional(),
    note: z.string().trim().max(ORDER_NOTE_MAX).default(''),
  })
  .meta({ id: 'CheckoutBody' });
export type CheckoutBody = z.input<typeof checkoutBody>;
export const checkoutParams = z.object({ sellerId: z.uuid() });

export const orderItem = z.object({
  id: z.uuid(),
  product_id: z.uuid().nullable(),
  variant_id: z.uuid().nullable(),
  title: z.string(),
  variant_name: z.string().nullable(),
  unit_price: moneySchema,
  quantity: z.number().int().positive(),
  line_total: moneySchema,
});

export const order = z
  .object({
    id: z.uuid(),
    number: z.number().int(),
    status: z.enum(orderStatuses),
    status_reason: z.string().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    buyer: z.object({ id: z.uuid(), display_name: z.string() }),
    seller: z.object({ id: z.uuid(), display_name: z.string() }),
    contact: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
    fulfilment: z.enum(fulfilmentMethods),
    delivery_address: deliveryAddress.nullable(),
    /** A pickup order's copy of the seller's pickup address when it was placed, else null. */
    pickup_address: pickupAddress.nullable(),
    note: z.string(),
    items: z.array(orderItem),
    total: moneySchema,
    /** The statuses the caller may move this order to now. */
    next_statuses: z.array(z.enum(orderStatuses)),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof order>;

export const orderIdParams = z.object({ id: z.uuid() });

export const updateOrderStatusBody = z.object({
  status: z.enum(orderStatuses),
  /** Why (declining or cancelling); shown to the other side. */
  reason: z.string().trim().max(500).optional(),
});
export type UpdateOrderStatusBody = z.infer<typeof updateOrderStatusBody>;

/** Whose orders the cart history shows: bought, received (sellers), or all (administrators). */
export const cartHistoryRoles = ['buyer', 'seller', 'all'] as const;
export type CartHistoryRole = (typeof cartHistoryRoles)[number];

/**
 * The cart history opened on one order, on the reader's side (issue 35): what a notification
 * and a mail about the order link to.
 */
export function orderHistoryPath(role: 'buyer' | 'seller', orderNumber: number): string {
  return `/profile/cart-history?${new URLSearchParams({ role, number: String(orderNumber) }).toString()}`;
}

/** `GET /orders/cart-history`. */
export const cartHistoryQuery = z.object({
  /** Defaults by account type: buyer for buyers, seller for sellers, all for administrators. */
  role: z.enum(cartHistoryRoles).optional(),
  status: z.enum(orderStatuses).optional(),
  /** Administrators only: one buyer's or one seller's orders. */
  buyer_id: z.uuid().optional(),
  seller_id: z.uuid().optional(),
  /** An order number. */
  number: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});
export type CartHistoryQuery = z.input<typeof cartHistoryQuery>;

export const orderPage = z
  .object({ items: z.array(order), next_cursor: z.string().nullable() })
  .meta({ id: 'OrderPage' });
export type OrderPage = z.infer<typeof orderPage>;

export type OrderParty = 'buyer' | 'seller' | 'admin';

/**
 * Who may move an order where (ADR 0024): the seller accepts or declines a placed order and
 * fulfils or cancels an accepted one; the buyer may cancel while it is only placed. Declined,
 * fulfilled and cancelled are final.
 */
export function nextOrderStatuses(status: OrderStatus, party: OrderParty): OrderStatus[] {
  if (party === 'seller') {
    if (status === 'placed') return ['accepted', 'declined'];
    if (status === 'accepted') return ['fulfilled', 'cancelled'];
    return [];
  }
  if (party === 'buyer') return status === 'placed' ? ['cancelled'] : [];
  return [];
}

/** The cart history every account type starts on. */
export function defaultCartHistoryRole(accountType: AccountType): CartHistoryRole {
  if (accountType === 'SELLER') return 'seller';
  if (accountType === 'BUYER') return 'buyer';
  return 'all';
}

import { z } from 'zod';
import { CART_ITEMS_MAX, CART_QUANTITY_MAX } from './cart-rules';
import { marketplaceSections } from './enums';
import { moneySchema } from './money';
import { pickupAddress } from './orders';

const quantity = z.coerce.number().int().min(1).max(CART_QUANTITY_MAX);

/** A product put into a cart: the listing and, for Shop Hub products with variants, the variant. */
export const cartProductInput = z.object({
  product_id: z.uuid(),
  product_variant_id: z.uuid().nullable().optional(),
  quantity: quantity.default(1),
});
export type CartProductInput = z.input<typeof cartProductInput>;

/**
 * `POST /carts/assemble` (signed-out visitors, spec §3 "Cart assembly payload"): the visitor's
 * entries, each optionally with its client `id` and `created_at`, which the answer echoes.
 */
export const cartAssemblyEntry = cartProductInput.extend({
  id: z.string().min(1).max(64).optional(),
  created_at: z.iso.datetime().optional(),
});
export const cartAssemblyBody = z.array(cartAssemblyEntry).max(CART_ITEMS_MAX);
export type CartAssemblyBody = z.input<typeof cartAssemblyBody>;

/** `POST /carts/items/bulk`: add several at once; `merge` is the sign-in merge of a visitor's cart. */
export const addCartItemsBody = z.object({
  items: z.array(cartProductInput).min(1).max(CART_ITEMS_MAX),
  /**
   * When true (the sign-in merge), each product ends with the larger of the two quantities,
   * cut to the stock, and nothing is refused for stock; otherwise quantities add up and going
   * over the stock is a 409 CONFLICT.
   */
  merge: z.boolean().default(false),
});
export type AddCartItemsBody = z.input<typeof addCartItemsBody>;

/** `POST /carts/build`: replace the whole cart with these products. */
export const buildCartBody = z.object({
  items: z.array(cartProductInput).max(CART_ITEMS_MAX),
});
export type BuildCartBody = z.input<typeof buildCartBody>;

export const cartItemIdParams = z.object({ id: z.uuid() });
export const updateCartItemBody = z.object({ quantity });
export const removeCartItemsBody = z.object({ ids: z.array(z.uuid()).min(1).max(CART_ITEMS_MAX) });
export type RemoveCartItemsBody = z.infer<typeof removeCartItemsBody>;

/** Whether a cart line can be bought now. */
export const cartAvailabilities = ['available', 'sold_out', 'unavailable'] as const;
export type CartAvailability = (typeof cartAvailabilities)[number];

/** One line of a cart (spec §3 "Synced cart" item), with the live price and stock. */
export const cartItem = z
  .object({
    /** The server's id for signed-in carts; the visitor's entry id for assembled carts. */
    id: z.string(),
    created_at: z.iso.datetime(),
    product: z.object({
      id: z.uuid(),
      variant_id: z.uuid().nullable(),
      section: z.enum(marketplaceSections),
      title: z.string(),
      variant_name: z.string().nullable(),
      image: z.object({ url: z.string(), thumbnail_url: z.string(), alt: z.string() }).nullable(),
      /** The unit price now; null when the product cannot be bought. */
      price: moneySchema.nullable(),
      /** How many can be bought now (0 when sold out or unavailable). */
      available_quantity: z.number().int().nonnegative(),
    }),
    quantity: z.number().int().positive(),
    availability: z.enum(cartAvailabilities),
    /** price × quantity; null when unavailable. */
    line_total: moneySchema.nullable(),
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof cartItem>;

/** One seller's cart: what checks out into one order. */
export const sellerCart = z
  .object({
    seller: z.object({
      id: z.uuid(),
      display_name: z.string(),
      /** Where pickup orders are collected; null when unset, and in a visitor's priced cart. */
      pickup_address: pickupAddress.nullable(),
    }),
    items: z.array(cartItem),
    /** Sum of the available lines; null when nothing can be bought. */
    total: moneySchema.nullable(),
    /** True when every line is available and they share one currency. */
    can_check_out: z.boolean(),
  })
  .meta({ id: 'SellerCart' });
export type SellerCart = z.infer<typeof sellerCart>;

/** `GET /carts` and every cart change answer the carts, one per seller, newest first. */
export const cartList = z.array(sellerCart).meta({ id: 'CartList' });
export type CartList = z.infer<typeof cartList>;

/** "My products added to carts": one of the caller's listings in other people's carts. */
export const productInCarts = z
  .object({
    product: z.object({
      id: z.uuid(),
      section: z.enum(marketplaceSections),
      title: z.string(),
      image: z.object({ url: z.string(), thumbnail_url: z.string(), alt: z.string() }).nullable(),
      price: moneySchema.nullable(),
      quantity: z.number().int().nonnegative(),
    }),
    /** In how many carts it is. */
    carts_count: z.number().int().nonnegative(),
    /** How many units those carts hold together. */
    quantity_in_carts: z.number().int().nonnegative(),
    last_added_at: z.iso.datetime(),
  })
  .meta({ id: 'ProductInCarts' });
export type ProductInCarts = z.infer<typeof productInCarts>;
export const productsInCartsList = z.array(productInCarts).meta({ id: 'ProductsInCartsList' });

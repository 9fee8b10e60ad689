// What a product asked for a cart may become: the wanted quantities added up, and the offer the
// cart may take or the refusal that says why not (shared by adding, building and agreed prices).
import { CART_ITEMS_MAX, CART_QUANTITY_MAX, type cartProductInput } from '@bazaar/contracts';
import type { z } from 'zod';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import {
  offerOf,
  quotedProduct,
  stockMessage,
  type CartOffer,
  type CartProduct,
} from './cart-lines';
import type { CartQuantity } from './carts.repository';

type CartProductInput = z.output<typeof cartProductInput>;

/** A product a request asks for, with same product and variant asked twice added up. */
export interface WantedProduct extends CartQuantity {
  /** Where it first appears in the request, to name the field of an error. */
  field: string;
}

export const productKey = (listingId: string, variantId: string | null) =>
  `${listingId}:${variantId ?? ''}`;

export function wantedProducts(
  items: readonly CartProductInput[],
  fieldPrefix: string,
): WantedProduct[] {
  const byKey = new Map<string, WantedProduct>();
  items.forEach((item, index) => {
    const variantId = item.product_variant_id ?? null;
    const key = productKey(item.product_id, variantId);
    const known = byKey.get(key);
    if (known) known.quantity += item.quantity;
    else {
      byKey.set(key, {
        listingId: item.product_id,
        variantId,
        quantity: item.quantity,
        field: fieldPrefix.replace('#', String(index)),
      });
    }
  });
  return [...byKey.values()];
}

export type OpenOffer = Extract<CartOffer, { ok: true }>;

/** A product that can go into the caller's cart now, or the error that says why not. */
export function offerForCart(
  account: Pick<SignedInAccount, 'id'>,
  product: CartProduct | undefined,
  wanted: WantedProduct,
): { product: CartProduct; offer: OpenOffer } {
  if (!product || !product.wasPublished) {
    throw new NotFoundError('This product does not exist.');
  }
  if (product.seller.id === account.id) {
    throw new ConflictError("You can't put your own listing in your cart.");
  }
  const offer = offerOf(product, wanted.variantId);
  if (offer.ok) return { product, offer };
  const quoted = quotedProduct(product.title, offer.variant?.name);
  switch (offer.refusal) {
    case 'not_for_cart':
      throw new ConflictError(
        `${quoted} can't be bought through the cart. Contact the seller instead.`,
      );
    case 'not_on_sale':
      throw new ConflictError(`${quoted} is not available right now.`);
    case 'variant_required':
      throw new ValidationError(
        [
          {
            field: `${wanted.field}product_variant_id`,
            message: 'Choose a variant of this product',
          },
        ],
        `Choose a variant of ${quoted} first.`,
      );
    case 'variant_unknown':
      throw new ValidationError([
        {
          field: `${wanted.field}product_variant_id`,
          message: 'This variant does not belong to the product',
        },
      ]);
  }
}

/** The offer a sign-in merge may use, or null when the product is skipped silently. */
export function offerForMerge(
  account: SignedInAccount,
  product: CartProduct | undefined,
  wanted: WantedProduct,
): OpenOffer | null {
  if (!product || !product.wasPublished || product.seller.id === account.id) return null;
  const offer = offerOf(product, wanted.variantId);
  return offer.ok && offer.stock > 0 ? offer : null;
}

/** A 409 when the cart would hold more than the stock, or more than a cart holds of one product. */
export function refuseAboveStock(
  { product, offer }: { product: CartProduct; offer: OpenOffer },
  quantity: number,
  alreadyInCart: number,
): void {
  if (quantity > offer.stock) {
    const quoted = quotedProduct(product.title, offer.variant?.name);
    throw new ConflictError(stockMessage(quoted, offer.stock, alreadyInCart));
  }
  if (quantity > CART_QUANTITY_MAX) {
    throw new ConflictError(`Your cart can hold at most ${CART_QUANTITY_MAX} of one product.`);
  }
}

export const cartFullError = () =>
  new ConflictError(
    `Your cart can hold at most ${CART_ITEMS_MAX} different products. Check out or remove some first.`,
  );

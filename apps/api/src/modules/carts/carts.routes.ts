import {
  addCartItemsBody,
  buildCartBody,
  cartAssemblyBody,
  cartItemIdParams,
  cartList,
  cartProductInput,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  productsInCartsList,
  removeCartItemsBody,
  updateCartItemBody,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import type { CartsService } from './carts.service';

export interface CartsRoutesOptions {
  service: CartsService;
}

const SIGNED_IN = { access: 'signed-in' } as const;
const carts = { 200: cartList, ...errorResponses };
const tags = ['carts'];

/**
 * The cart (ADR 0024): visitors' carts are priced through `assemble`; an account's cart is
 * stored. Every change answers the whole cart list (200), one cart per seller, newest first.
 */
export const cartsRoutes: FastifyPluginAsyncZod<CartsRoutesOptions> = async (app, { service }) => {
  app.post(
    '/carts/assemble',
    {
      config: { access: 'public' },
      schema: {
        summary: "Price and check a visitor's cart",
        description:
          'For signed-out visitors: the entries of the local cart, answered as carts per seller ' +
          'with live prices and stock. Entry ids and times are echoed (generated when missing); ' +
          'entries of listings that no longer exist are left out.',
        tags,
        body: cartAssemblyBody,
        response: carts,
      },
    },
    async (request) => service.assemble(request.body),
  );

  app.get(
    '/carts',
    {
      config: SIGNED_IN,
      schema: { summary: "The account's carts, one per seller", tags, response: carts },
    },
    async (request) => service.cartsOf(signedInAccount(request).id),
  );

  app.post(
    '/carts/items',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Add a product to the cart',
        description:
          'The same product and variant again raises its quantity. More than the stock, a ' +
          "listing that is not sold through the cart, or one's own listing is a 409. Requires " +
          'an `Idempotency-Key` header, new for each add and the same on its retries: a repeat ' +
          'with the same key adds nothing and answers the cart; the same key with another ' +
          'product, variant or quantity is a 409. Keys are kept for a day.',
        tags,
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema }),
        body: cartProductInput,
        response: carts,
      },
    },
    async (request) =>
      service.add(signedInAccount(request), request.headers[IDEMPOTENCY_KEY_HEADER], request.body),
  );

  app.post(
    '/carts/items/bulk',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Add several products, or merge a visitor cart at sign-in',
        description:
          'Without `merge` all products are added or none. With `merge: true` each product ends ' +
          'with the larger quantity cut to the stock, and products that cannot be bought are ' +
          'skipped.',
        tags,
        body: addCartItemsBody,
        response: carts,
      },
    },
    async (request) =>
      service.addMany(signedInAccount(request), request.body.items, request.body.merge),
  );

  app.patch(
    '/carts/items/:id',
    {
      config: SIGNED_IN,
      schema: {
        summary: "Set a cart item's quantity",
        tags,
        params: cartItemIdParams,
        body: updateCartItemBody,
        response: carts,
      },
    },
    async (request) =>
      service.setQuantity(signedInAccount(request), request.params.id, request.body.quantity),
  );

  app.delete(
    '/carts/items',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Remove cart items by id',
        description: 'Ids that are not in the cart are ignored.',
        tags,
        body: removeCartItemsBody,
        response: carts,
      },
    },
    async (request) => service.remove(signedInAccount(request), request.body.ids),
  );

  app.post(
    '/carts/build',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Replace the whole cart with these products',
        tags,
        body: buildCartBody,
        response: carts,
      },
    },
    async (request) => service.build(signedInAccount(request), request.body.items),
  );

  app.delete(
    '/carts',
    {
      config: SIGNED_IN,
      schema: { summary: 'Empty the cart', tags, response: carts },
    },
    async (request) => service.reset(signedInAccount(request)),
  );

  app.get(
    '/products/me/in-carts',
    {
      config: { access: ['BUYER', 'SELLER'] },
      schema: {
        summary: "My listings in other people's carts",
        description: 'Most recently added first, at most 200.',
        tags,
        response: { 200: productsInCartsList, ...errorResponses },
      },
    },
    async (request) => service.listingsInOthersCarts(signedInAccount(request)),
  );
};

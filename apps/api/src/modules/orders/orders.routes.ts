import {
  cartHistoryQuery,
  checkoutBody,
  checkoutParams,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  order,
  orderIdParams,
  orderPage,
  updateOrderStatusBody,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fingerprintOf } from '../../http/idempotency';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import type { OrdersService } from './orders.service';

export interface OrdersRoutesOptions {
  service: OrdersService;
}

const SIGNED_IN = { access: 'signed-in' } as const;
const tags = ['orders'];

export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (
  app,
  { service },
) => {
  app.post(
    '/carts/:sellerId/checkout',
    {
      config: SIGNED_IN,
      schema: {
        summary: "Check out one seller's cart into an order",
        description:
          'Requires an `Idempotency-Key` header: a repeat with the same key answers the same ' +
          'order with 200 (201 when it was created now); the same key for another seller is a ' +
          '409, and with another body 422 IDEMPOTENCY_KEY_REUSED. Delivery needs `delivery_address`. Payment is offline, on delivery or pickup.',
        tags,
        params: checkoutParams,
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema }),
        body: checkoutBody,
        response: { 200: order, 201: order, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { order: placed, created } = await service.checkout(
        signedInAccount(request),
        request.params.sellerId,
        request.headers[IDEMPOTENCY_KEY_HEADER],
        request.body,
        fingerprintOf(request),
      );
      return reply.code(created ? 201 : 200).send(placed);
    },
  );

  app.get(
    '/orders/cart-history',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Orders bought, received, or (administrators) all',
        description:
          '`role` defaults to buyer for buyers, seller for sellers and all for administrators. ' +
          'Only administrators may ask for `all` and filter by `buyer_id` or `seller_id` (with ' +
          'role all). Newest first; pass `next_cursor` as `cursor` for the next page.',
        tags,
        querystring: cartHistoryQuery,
        response: { 200: orderPage, ...errorResponses },
      },
    },
    async (request) => service.cartHistory(signedInAccount(request), request.query),
  );

  app.get(
    '/orders/:id',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'One order, for its buyer, its seller or administrators',
        tags,
        params: orderIdParams,
        response: { 200: order, ...errorResponses },
      },
    },
    async (request) => service.get(signedInAccount(request), request.params.id),
  );

  app.patch(
    '/orders/:id/status',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Accept, decline, fulfil or cancel an order',
        description:
          'The seller accepts or declines a placed order and fulfils or cancels an accepted one; ' +
          'the buyer may cancel while it is placed. Any other move is a 409. Declining and ' +
          'cancelling put the stock back.',
        tags,
        params: orderIdParams,
        body: updateOrderStatusBody,
        response: { 200: order, ...errorResponses },
      },
    },
    async (request) => service.setStatus(signedInAccount(request), request.params.id, request.body),
  );
};

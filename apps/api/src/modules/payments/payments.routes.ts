import { startTopUpBody, topUpCheckout, topUpSessionParams, topUpStatus } from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rawBodyOf, registerRawBodyRoutes } from '../../http/raw-body';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import type { PaymentsService } from './payments.service';

export interface PaymentsRoutesOptions {
  service: PaymentsService;
}

const tags = ['payments'];
export const STRIPE_WEBHOOK_PATH = '/payments/stripe/webhook';

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  app,
  { service },
) => {
  app.post(
    '/payments/top-ups',
    {
      config: { access: ['SELLER'] },
      schema: {
        summary: "Open the payment provider's checkout for a top-up of the seller's balance",
        description:
          'Answers the hosted checkout page to send the browser to. The balance grows when the ' +
          "provider's webhook says the payment is complete; the provider then sends the browser " +
          'back to /profile/prepay-history?checkout=paid&session_id=… (or ?checkout=cancelled), ' +
          'possibly before its webhook arrives: GET /payments/top-ups/{session_id} says when.',
        tags,
        body: startTopUpBody,
        response: { 201: topUpCheckout, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.startTopUp(signedInAccount(request), request.body)),
  );

  app.get(
    '/payments/top-ups/:session_id',
    {
      config: { access: ['SELLER'] },
      schema: {
        summary: "Whether the seller's top-up has reached the balance",
        description:
          "`pending` until the provider's webhook has credited it, then `credited`. Another " +
          "account's checkout is a 404.",
        tags,
        params: topUpSessionParams,
        response: { 200: topUpStatus, ...errorResponses },
      },
    },
    async (request) => service.topUpStatus(signedInAccount(request), request.params.session_id),
  );

  // The signature covers the body as sent, so this route reads it as text, untouched.
  await registerRawBodyRoutes(app, 'application/json', (webhook) => {
    webhook.post(
      STRIPE_WEBHOOK_PATH,
      {
        config: { access: 'public' },
        schema: {
          summary: "Stripe's webhook: checkout.session.completed credits a paid top-up",
          description:
            'Verified by the `Stripe-Signature` header over the raw body (older than five ' +
            'minutes or wrong: 400). Each event is handled once; a repeat answers 200 and does ' +
            'nothing.',
          tags,
          headers: z.object({ 'stripe-signature': z.string().max(2_000).optional() }),
          response: { 200: z.object({ received: z.literal(true) }), ...errorResponses },
        },
      },
      async (request) => {
        await service.receiveWebhook(
          rawBodyOf(request),
          (request.headers as { 'stripe-signature'?: string })['stripe-signature'],
        );
        return { received: true as const };
      },
    );
  });
};

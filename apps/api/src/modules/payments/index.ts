import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { createStripeProvider, type StripeProviderOptions } from './payment-provider';
import { createPaymentsRepository } from './payments.repository';
import { paymentsRoutes, STRIPE_WEBHOOK_PATH } from './payments.routes';
import { createPaymentsService } from './payments.service';
import { startStripeStandIn } from './stripe-stand-in';

export type { PaymentProvider } from './payment-provider';

export interface PaymentsModuleOptions {
  clock: Clock;
  /** Where the web is: the provider sends the buyer back there. */
  publicUrl: string;
  payments: Config['payments'];
}

/** The secret key Bazaar's Stripe client sends the stand-in. */
const STAND_IN_SECRET_KEY = 'sk_test_bazaar_stand_in';

/**
 * Top-ups paid through the payment provider's hosted checkout (issue 19, ADR 0056): Stripe when
 * configured, else a local stand-in that speaks Stripe's protocol on its own port, started and
 * stopped with the app.
 */
export const paymentsModule = fp<PaymentsModuleOptions>(
  async (app, { clock, publicUrl, payments }) => {
    let connection: StripeProviderOptions;
    if (payments.stripe) {
      connection = payments.stripe;
    } else {
      const webhookSecret =
        payments.standInWebhookSecret ?? `whsec_${randomBytes(24).toString('base64url')}`;
      const standIn = await startStripeStandIn({
        ...payments.standIn,
        secretKey: STAND_IN_SECRET_KEY,
        webhookSecret,
        // Delivered through the webhook route itself, raw body and signature as Stripe sends them.
        async deliverWebhook(payload, signature) {
          const response = await app.inject({
            method: 'POST',
            url: `${API_PREFIX}${STRIPE_WEBHOOK_PATH}`,
            headers: { 'content-type': 'application/json', 'stripe-signature': signature },
            payload,
          });
          if (response.statusCode !== 200) {
            throw new Error(`the webhook answered ${response.statusCode}`);
          }
        },
        log: app.log,
      });
      app.addHook('onClose', () => standIn.close());
      connection = { ...standIn, secretKey: STAND_IN_SECRET_KEY, webhookSecret };
    }
    const service = createPaymentsService({
      repository: createPaymentsRepository(app.db),
      provider: createStripeProvider(connection),
      ledger: app.ledger,
      events: app.domainEvents,
      publicUrl,
      log: app.log,
      clock,
    });
    await app.register(paymentsRoutes, { prefix: API_PREFIX, service });
  },
  {
    name: 'payments-module',
    dependencies: ['db', 'domain-events-module', 'auth', 'ledger-module'],
  },
);

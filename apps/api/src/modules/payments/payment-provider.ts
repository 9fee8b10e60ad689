import type { Money } from '@bazaar/contracts';
import Stripe from 'stripe';

/** A checkout session as Bazaar reads it from the provider. */
export interface ProviderCheckout {
  id: string;
  /** The hosted page the buyer pays on (null once it is complete). */
  url: string | null;
  paid: boolean;
  amount: Money;
  /** The provider's payment reference (Stripe's payment intent), once paid. */
  paymentReference: string | null;
}

/** A webhook event the provider signed, as Bazaar reads it. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The checkout session it is about, for checkout events. */
  checkout: ProviderCheckout | null;
}

/**
 * The payment provider, behind the seam the payments module uses (ADR 0056): a hosted checkout
 * for an amount, and signed webhooks. Stripe implements it, against api.stripe.com or the local
 * stand-in that speaks the same protocol.
 */
export interface PaymentProvider {
  openCheckout(input: {
    amount: Money;
    /** What the buyer sees they pay for. */
    description: string;
    userId: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<ProviderCheckout>;
  /**
   * The event of a webhook delivery, verified against its signature header over the raw body;
   * throws when the signature is missing, wrong or older than five minutes.
   */
  verifiedEvent(rawBody: string, signature: string | undefined): ProviderEvent;
}

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  protocol: 'http' | 'https';
  host: string;
  port: number;
}

/** Signatures older than this are refused (Stripe's own default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

function checkoutOf(session: Stripe.Checkout.Session): ProviderCheckout {
  const intent = session.payment_intent;
  return {
    id: session.id,
    url: session.url,
    paid: session.payment_status === 'paid',
    amount: {
      amount_minor: session.amount_total ?? 0,
      currency: (session.currency ?? '').toUpperCase(),
    },
    paymentReference: typeof intent === 'string' ? intent : (intent?.id ?? null),
  };
}

/** The Stripe client (stripe-node), at the protocol, host and port of the configuration. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    protocol: options.protocol,
    host: options.host,
    port: options.port,
    telemetry: false,
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
  return {
    async openCheckout({ amount, description, userId, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: amount.currency.toLowerCase(),
              unit_amount: amount.amount_minor,
              product_data: { name: description },
            },
          },
        ],
        client_reference_id: userId,
        metadata: { user_id: userId },
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
      return checkoutOf(session);
    },

    verifiedEvent(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(
        rawBody,
        signature ?? '',
        options.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
      const object = event.data.object as { object?: string };
      return {
        id: event.id,
        type: event.type,
        checkout:
          object.object === 'checkout.session'
            ? checkoutOf(object as Stripe.Checkout.Session)
            : null,
      };
    },
  };
}

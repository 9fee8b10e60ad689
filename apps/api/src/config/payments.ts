import { z } from 'zod';
import { ConfigError } from './config-error';
import { type EnvValues, nonEmpty } from './env-values';

/** The payment provider: Stripe, or the local stand-in speaking its protocol (ADR 0056). */
export const paymentsEnv = {
  /** Stripe's secret key (sk_…); unset: the payment stand-in takes Stripe's place (ADR 0056). */
  STRIPE_SECRET_KEY: nonEmpty.optional(),
  /**
   * The signing secret (whsec_…) of the Stripe webhook endpoint; needed with STRIPE_SECRET_KEY.
   * Without it, what the stand-in signs with (random when unset).
   */
  STRIPE_WEBHOOK_SECRET: nonEmpty.optional(),
  /** Where Stripe's API is (protocol, host and port are taken from it). */
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.stripe.com'),
  /** Where the payment stand-in listens (without STRIPE_SECRET_KEY); its checkout page is shown there. */
  PAYMENT_STAND_IN_HOST: nonEmpty.default('127.0.0.1'),
  /** Its port; 0 takes any free one. */
  PAYMENT_STAND_IN_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
};

/** How to reach Stripe (or a server that speaks its protocol). */
export interface StripeConnection {
  secretKey: string;
  webhookSecret: string;
  protocol: 'http' | 'https';
  host: string;
  port: number;
}

/** The payment provider: Stripe when a key is set, else the local stand-in (ADR 0056). */
export interface PaymentsConfig {
  stripe: StripeConnection | undefined;
  standIn: { host: string; port: number };
  /** Without Stripe: what the stand-in signs webhooks with (STRIPE_WEBHOOK_SECRET; random when unset). */
  standInWebhookSecret: string | undefined;
}

function stripeConnection(
  secretKey: string | undefined,
  webhookSecret: string | undefined,
  apiBase: string,
): StripeConnection | undefined {
  if (!secretKey) return undefined;
  if (!webhookSecret) {
    throw new ConfigError([
      { variable: 'STRIPE_WEBHOOK_SECRET', message: 'must be set with STRIPE_SECRET_KEY' },
    ]);
  }
  const base = new URL(apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return {
    secretKey,
    webhookSecret,
    protocol,
    host: base.hostname,
    port: base.port ? Number(base.port) : protocol === 'http' ? 80 : 443,
  };
}

export function paymentsConfig(vars: EnvValues<typeof paymentsEnv>): PaymentsConfig {
  return {
    stripe: stripeConnection(
      vars.STRIPE_SECRET_KEY,
      vars.STRIPE_WEBHOOK_SECRET,
      vars.STRIPE_API_BASE,
    ),
    standIn: { host: vars.PAYMENT_STAND_IN_HOST, port: vars.PAYMENT_STAND_IN_PORT },
    standInWebhookSecret: vars.STRIPE_SECRET_KEY ? undefined : vars.STRIPE_WEBHOOK_SECRET,
  };
}

import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeHtml, formatMoney } from '@bazaar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { formObject, formText, parseStripeForm, type StripeFormValue } from './stripe-form';
import { readRequestText } from '../../lib/request-text';

/*
 * A local stand-in for Stripe Checkout (ADR 0056), so that `npm start`, the API tests and the
 * browser journeys pay offline through the same code as with Stripe. It speaks the part of
 * Stripe's protocol Bazaar uses: `POST /v1/checkout/sessions` (form-encoded, bearer secret key),
 * `GET /v1/checkout/sessions/{id}`, a hosted checkout page with a Pay button, and a
 * `checkout.session.completed` webhook signed the way Stripe signs (`Stripe-Signature:
 * t=…,v1=HMAC-SHA256`). No money moves. Sessions live in memory, as they live at Stripe.
 */

/** What a checkout session looks like on the wire (the fields Bazaar reads, as Stripe names them). */
export interface StandInCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string | null;
  payment_intent: string | null;
  livemode: false;
  created: number;
  /** Shown on the hosted page. */
  line_item_name: string;
}

export interface StripeStandInOptions {
  host: string;
  /** 0: any free port. */
  port: number;
  /** The secret key Bazaar's Stripe client must send. */
  secretKey: string;
  /** What webhooks are signed with. */
  webhookSecret: string;
  /** Sends a signed event to Bazaar's webhook endpoint; a failure is logged (Stripe would retry). */
  deliverWebhook(payload: string, signature: string): Promise<void>;
  log: FastifyBaseLogger;
}

export interface StripeStandIn {
  /** Where Stripe's API is for Bazaar's Stripe client. */
  protocol: 'http';
  host: string;
  port: number;
  close(): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

function stripeError(response: ServerResponse, status: number, message: string) {
  response
    .writeHead(status, { 'content-type': 'application/json' })
    .end(JSON.stringify({ error: { type: 'invalid_request_error', message } }));
}

function sameSecret(header: string | undefined, secretKey: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${secretKey}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A session from the form of `POST /v1/checkout/sessions`, or the message of what is wrong. */
export function sessionFromForm(
  form: Record<string, StripeFormValue>,
  urlOf: (id: string) => string,
  now: Date,
): StandInCheckoutSession | string {
  if (formText(form['mode']) !== 'payment') return 'mode must be payment';
  const successUrl = formText(form['success_url']);
  const cancelUrl = formText(form['cancel_url']);
  if (!successUrl || !cancelUrl) return 'success_url and cancel_url are required';
  const items = form['line_items'];
  if (!Array.isArray(items) || items.length === 0) return 'line_items are required';
  let total = 0;
  let currency: string | undefined;
  let name = '';
  for (const item of items) {
    const line = formObject(item);
    const price = formObject(line?.['price_data']);
    const quantity = Number(formText(line?.['quantity']) ?? '1');
    const unitAmount = Number(formText(price?.['unit_amount']));
    const lineCurrency = formText(price?.['currency'])?.toLowerCase();
    if (!price || !lineCurrency || !Number.isSafeInteger(unitAmount) || unitAmount <= 0) {
      return 'line_items need price_data with currency and unit_amount';
    }
    if (!Number.isSafeInteger(quantity) || quantity <= 0) return 'quantity must be positive';
    if (currency && currency !== lineCurrency) return 'line_items must share one currency';
    currency = lineCurrency;
    total += unitAmount * quantity;
    name ||= formText(formObject(price['product_data'])?.['name']) ?? '';
  }
  const id = newId('cs');
  const metadata = Object.fromEntries(
    Object.entries(formObject(form['metadata']) ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  return {
    id,
    object: 'checkout.session',
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    amount_total: total,
    currency: currency!,
    client_reference_id: formText(form['client_reference_id']) ?? null,
    metadata,
    success_url: successUrl,
    cancel_url: cancelUrl,
    url: urlOf(id),
    payment_intent: null,
    livemode: false,
    created: Math.floor(now.getTime() / 1000),
    line_item_name: name,
  };
}

/** The hosted checkout page: what is paid for, a Pay button and a way back. */
export function checkoutPage(session: StandInCheckoutSession): string {
  const amount = formatMoney({
    amount_minor: session.amount_total,
    currency: session.currency.toUpperCase(),
  });
  const paid = session.payment_status === 'paid';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${escapeHtml(amount)} · Checkout</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f4f5f7; color: #1a1f36; }
  main { max-width: 420px; margin: 8vh auto; padding: 32px 28px; background: #fff; border-radius: 12px;
    box-shadow: 0 2px 12px rgba(26, 31, 54, .12); }
  h1 { font-size: 1.1rem; margin: 0 0 4px; color: #697386; font-weight: 500; }
  .amount { font-size: 2.2rem; font-weight: 700; margin: 0 0 24px; }
  .note { font-size: .875rem; color: #697386; margin: 24px 0 0; }
  button { width: 100%; padding: 14px; font: inherit; font-weight: 600; border: 0; border-radius: 8px;
    background: #635bff; color: #fff; cursor: pointer; }
  button.secondary { background: transparent; color: #635bff; margin-top: 8px; }
  button:focus-visible { outline: 3px solid #1a1f36; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <h1>${escapeHtml(session.line_item_name || 'Payment')}</h1>
  <p class="amount">${escapeHtml(amount)}</p>
  ${
    paid
      ? '<p>This payment is complete.</p>'
      : `<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay ${escapeHtml(amount)}</button></form>
  <form method="post" action="/checkout/${session.id}/cancel"><button class="secondary" type="submit">Cancel and go back</button></form>`
  }
  <p class="note">Test checkout: Bazaar's local stand-in for Stripe Checkout. No card is asked for and no money moves.</p>
</main>
</body>
</html>`;
}

/** Starts the stand-in on its own port. */
export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInCheckoutSession>();
  const signer = new Stripe(options.secretKey);
  let origin = '';

  async function pay(session: StandInCheckoutSession) {
    if (session.payment_status === 'paid') return;
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = newId('pi');
    session.url = null;
    const { line_item_name: _name, ...wire } = session;
    const payload = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      type: 'checkout.session.completed',
      api_version: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: wire },
    });
    const signature = signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.webhookSecret,
    });
    await options.deliverWebhook(payload, signature).catch((error: unknown) => {
      options.log.error({ err: error, sessionId: session.id }, 'payment stand-in: webhook failed');
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', origin);
    const method = request.method ?? 'GET';
    const api = /^\/v1\/checkout\/sessions(?:\/([\w-]+))?$/.exec(url.pathname);
    if (api) {
      if (!sameSecret(request.headers.authorization, options.secretKey)) {
        stripeError(response, 401, 'Invalid API Key provided.');
        return;
      }
      if (method === 'POST' && !api[1]) {
        const created = sessionFromForm(
          parseStripeForm(await readRequestText(request)),
          (id) => `${origin}/checkout/${id}`,
          new Date(),
        );
        if (typeof created === 'string') {
          stripeError(response, 400, created);
          return;
        }
        sessions.set(created.id, created);
        const { line_item_name: _name, ...wire } = created;
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(wire));
        return;
      }
      const session = api[1] ? sessions.get(api[1]) : undefined;
      if (method === 'GET' && session) {
        const { line_item_name: _name, ...wire } = session;
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(wire));
        return;
      }
      stripeError(response, 404, 'No such checkout.session.');
      return;
    }

    const page = /^\/checkout\/([\w-]+)(?:\/(pay|cancel))?$/.exec(url.pathname);
    const session = page ? sessions.get(page[1]!) : undefined;
    if (!page || !session) {
      response
        .writeHead(404, { 'content-type': 'text/plain' })
        .end('This checkout does not exist.');
      return;
    }
    if (method === 'GET' && !page[2]) {
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        .end(checkoutPage(session));
      return;
    }
    if (method === 'POST' && page[2] === 'pay') {
      await pay(session);
      const back = session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
      response.writeHead(303, { location: back }).end();
      return;
    }
    if (method === 'POST' && page[2] === 'cancel') {
      response.writeHead(303, { location: session.cancel_url }).end();
      return;
    }
    response.writeHead(405, { 'content-type': 'text/plain' }).end('Method not allowed.');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      options.log.error({ err: error }, 'payment stand-in: request failed');
      if (!response.headersSent) stripeError(response, 500, 'The stand-in failed.');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = options.host.includes(':') ? `[${options.host}]` : options.host;
  origin = `http://${shownHost}:${port}`;
  options.log.info({ url: origin }, 'payment stand-in for Stripe listening');
  return {
    protocol: 'http',
    host: options.host,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

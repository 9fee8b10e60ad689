import { prepayBalance, prepayHistoryPage, topUpCheckout, topUpStatus } from '@bazaar/contracts';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestSender, signUpBuyer, signUpSeller, type SignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

const WEBHOOK_SECRET = 'whsec_test_payments_api';
const PUBLIC_URL = 'https://bazaar.example.test';
let testApp: TestApp;
const app = () => testApp.app;
const send = requestSender(app);
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  testApp = await buildTestApp({
    env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, PUBLIC_URL },
  });
});

afterAll(async () => {
  await testApp?.close();
});

async function balanceOf(who: SignedIn): Promise<number> {
  return prepayBalance.parse((await send('GET', '/api/users/me/balance', who)).json()).balance
    .amount_minor;
}

async function startTopUp(who: SignedIn, amountMinor: number) {
  const response = await send('POST', '/api/payments/top-ups', who, { amount_minor: amountMinor });
  expect(response.statusCode, response.body).toBe(201);
  return topUpCheckout.parse(response.json());
}

/** A `checkout.session.completed` event of a paid session, as Stripe sends it. */
function completedEvent(sessionId: string, amountMinor: number, eventId = `evt_${sessionId}`) {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        amount_total: amountMinor,
        currency: 'eur',
        payment_intent: `pi_${sessionId}`,
        url: null,
      },
    },
  });
}

function deliver(payload: string, signature: string) {
  return app().inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
  signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });

describe('top-ups through the hosted checkout', () => {
  it("credits the seller when they pay on the stand-in's checkout page, and sends them back", async () => {
    const seller = await signUpSeller(app());
    const checkout = await startTopUp(seller, 2000);
    const page = await fetch(checkout.checkout_url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pay €20.00');

    const paid = await fetch(`${checkout.checkout_url}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${PUBLIC_URL}/profile/prepay-history?checkout=paid&session_id=${checkout.session_id}`,
    );
    expect(await balanceOf(seller)).toBe(2000);

    const [entry] = prepayHistoryPage.parse(
      (await send('GET', '/api/payments/history', seller)).json(),
    ).items;
    expect(entry).toMatchObject({
      type: 'top_up',
      amount: { amount_minor: 2000, currency: 'EUR' },
      balance_after: { amount_minor: 2000, currency: 'EUR' },
      author: null,
    });
    expect(entry!.payment_reference).toMatch(/^pi_test_/);

    // Paying again on the same page credits nothing more.
    await fetch(`${checkout.checkout_url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(await balanceOf(seller)).toBe(2000);
  });

  it('says a top-up is pending until its webhook credits it, to its seller only', async () => {
    const seller = await signUpSeller(app());
    const other = await signUpSeller(app());
    const checkout = await startTopUp(seller, 4200);
    const status = (who: SignedIn, id = checkout.session_id) =>
      send('GET', `/api/payments/top-ups/${encodeURIComponent(id)}`, who);

    const pending = await status(seller);
    expect(pending.statusCode, pending.body).toBe(200);
    expect(topUpStatus.parse(pending.json())).toEqual({
      session_id: checkout.session_id,
      amount: { amount_minor: 4200, currency: 'EUR' },
      status: 'pending',
      credited_at: null,
    });
    expect((await status(other)).statusCode).toBe(404);
    expect((await status(seller, 'cs_test_unknown')).statusCode).toBe(404);
    expect((await status(await signUpBuyer(app()))).statusCode).toBe(403);
    expect((await send('GET', `/api/payments/top-ups/${checkout.session_id}`)).statusCode).toBe(
      401,
    );

    const payload = completedEvent(checkout.session_id, 4200);
    expect((await deliver(payload, sign(payload))).statusCode).toBe(200);
    const credited = topUpStatus.parse((await status(seller)).json());
    expect(credited.status).toBe('credited');
    expect(credited.credited_at).not.toBeNull();
    expect(await balanceOf(seller)).toBe(4200);
  });

  it('lets only sellers open a checkout', async () => {
    const buyer = await signUpBuyer(app());
    expect(
      (await send('POST', '/api/payments/top-ups', buyer, { amount_minor: 2000 })).statusCode,
    ).toBe(403);
    const seller = await signUpSeller(app());
    expect(
      (await send('POST', '/api/payments/top-ups', seller, { amount_minor: 99 })).statusCode,
    ).toBe(400);
  });
});

describe('the payment webhook', () => {
  it('credits the same webhook delivered three times once', async () => {
    const seller = await signUpSeller(app());
    const checkout = await startTopUp(seller, 3500);
    const payload = completedEvent(checkout.session_id, 3500);
    const answers = [
      await deliver(payload, sign(payload)),
      ...(await Promise.all([deliver(payload, sign(payload)), deliver(payload, sign(payload))])),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await balanceOf(seller)).toBe(3500);

    // Another event about the same paid session (Stripe may send one) credits nothing either.
    const again = completedEvent(checkout.session_id, 3500, 'evt_another');
    expect((await deliver(again, sign(again))).statusCode).toBe(200);
    expect(await balanceOf(seller)).toBe(3500);
  });

  it('refuses a wrong, missing or old signature and a changed body', async () => {
    const seller = await signUpSeller(app());
    const checkout = await startTopUp(seller, 1500);
    const payload = completedEvent(checkout.session_id, 1500);

    const wrong = await deliver(payload, sign(payload, 'whsec_someone_else'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ status: 400, error_code: 'FAILED_VERIFICATION' });
    expect((await deliver(payload, '')).statusCode).toBe(400);
    const old = sign(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600);
    expect((await deliver(payload, old)).statusCode).toBe(400);
    const changed = payload.replace('1500', '150000');
    expect((await deliver(changed, sign(payload))).statusCode).toBe(400);
    expect(await balanceOf(seller)).toBe(0);
  });

  it('credits nothing for a session Bazaar did not open, or an amount other than the one opened', async () => {
    const seller = await signUpSeller(app());
    const stranger = completedEvent('cs_test_unknown', 5000);
    expect((await deliver(stranger, sign(stranger))).statusCode).toBe(200);

    const checkout = await startTopUp(seller, 1000);
    const inflated = completedEvent(checkout.session_id, 100_000);
    expect((await deliver(inflated, sign(inflated))).statusCode).toBe(200);
    expect(await balanceOf(seller)).toBe(0);
  });
});

// A worker answers no HTTP (PROCESS_ROLE=worker needs PostgreSQL), so it starts no stand-in.
describe.skipIf(!process.env['DATABASE_URL'])('a worker process', () => {
  it('has no payment routes and starts no payment stand-in', async () => {
    const worker = await buildTestApp({ env: { PROCESS_ROLE: 'worker' } });
    try {
      const answer = await worker.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        payload: {},
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await worker.close();
    }
  });
});

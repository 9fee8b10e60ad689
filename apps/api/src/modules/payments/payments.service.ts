import {
  CHECKOUT_RETURN_PARAM,
  CHECKOUT_SESSION_PARAM,
  PREPAY_CURRENCY,
  PREPAY_HISTORY_PATH,
  formatMoney,
  type StartTopUpBody,
  type TopUpCheckout,
  type TopUpStatus,
} from '@bazaar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/client';
import { FailedVerificationError, NotFoundError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import { systemClock, type Clock } from '../../lib/clock';
import type { DomainEventPublisher } from '../domain-events';
import type { LedgerService } from '../ledger';
import type { PaymentProvider, ProviderCheckout } from './payment-provider';
import type { PaymentQueries, PaymentsRepository } from './payments.repository';

/** The events that say a checkout was paid (a card at once, or a bank transfer later). */
const PAID_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);

export interface PaymentsServiceDependencies {
  repository: PaymentsRepository;
  provider: PaymentProvider;
  ledger: Pick<LedgerService, 'credit'>;
  events: Pick<DomainEventPublisher, 'deliver'>;
  /** Where the web is: the provider sends the buyer back there. */
  publicUrl: string;
  log: FastifyBaseLogger;
  clock?: Clock;
}

export function createPaymentsService({
  repository,
  provider,
  ledger,
  events,
  publicUrl,
  log,
  clock = systemClock,
}: PaymentsServiceDependencies) {
  // The provider puts the session's id in for the template (not URL-encoded: Stripe looks for it as is).
  const returnUrl = (outcome: 'paid' | 'cancelled') =>
    `${publicUrl}${PREPAY_HISTORY_PATH}?${CHECKOUT_RETURN_PARAM}=${outcome}` +
    (outcome === 'paid' ? `&${CHECKOUT_SESSION_PARAM}={CHECKOUT_SESSION_ID}` : '');

  /** Credits a paid checkout to its holder's balance, once, in `queries`' transaction. */
  async function creditPaid(
    checkout: ProviderCheckout,
    queries: PaymentQueries,
    tx: Queryable,
  ): Promise<string | null> {
    const opened = await queries.lockCheckout(checkout.id);
    if (!opened) {
      log.warn({ sessionId: checkout.id }, 'payment webhook for a checkout Bazaar did not open');
      return null;
    }
    if (
      opened.amountMinor !== checkout.amount.amount_minor ||
      opened.currency !== checkout.amount.currency
    ) {
      log.error(
        { sessionId: checkout.id },
        'paid checkout differs from the one opened; not credited',
      );
      return null;
    }
    const posting = await ledger.credit(
      {
        userId: opened.userId,
        amount: { amount_minor: opened.amountMinor, currency: opened.currency },
        source: { paymentReference: checkout.paymentReference ?? checkout.id },
        idempotencyKey: `payments:checkout:${checkout.id}`,
        description: 'Top-up by card',
        metadata: { checkout_session_id: checkout.id },
      },
      tx,
    );
    if (!opened.creditedAt) await queries.markCredited(checkout.id, clock.now());
    return posting.eventId;
  }

  return {
    /**
     * `POST /payments/top-ups`: opens the provider's hosted checkout for a top-up of the
     * seller's balance; the balance grows when the provider's webhook says it is paid.
     */
    async startTopUp(account: SignedInAccount, body: StartTopUpBody): Promise<TopUpCheckout> {
      const amount = { amount_minor: body.amount_minor, currency: PREPAY_CURRENCY };
      const checkout = await provider.openCheckout({
        amount,
        description: `Bazaar prepaid balance top-up (${formatMoney(amount)})`,
        userId: account.id,
        successUrl: returnUrl('paid'),
        cancelUrl: returnUrl('cancelled'),
      });
      await repository.insertCheckout({
        sessionId: checkout.id,
        userId: account.id,
        amountMinor: amount.amount_minor,
        currency: amount.currency,
        createdAt: clock.now(),
      });
      return { checkout_url: checkout.url!, session_id: checkout.id };
    },

    /**
     * `GET /payments/top-ups/:session_id`: whether the seller's top-up has reached the balance;
     * another account's checkout, or one Bazaar did not open, is a 404.
     */
    async topUpStatus(account: SignedInAccount, sessionId: string): Promise<TopUpStatus> {
      const checkout = await repository.findCheckout(sessionId);
      if (!checkout || checkout.userId !== account.id) {
        throw new NotFoundError('We could not find this payment.');
      }
      return {
        session_id: checkout.sessionId,
        amount: { amount_minor: checkout.amountMinor, currency: checkout.currency },
        status: checkout.creditedAt ? 'credited' : 'pending',
        credited_at: checkout.creditedAt?.toISOString() ?? null,
      };
    },

    /**
     * `POST /payments/stripe/webhook`: verifies the signature over the raw body, handles each
     * event once (by its id) and credits a paid checkout once (by its session), so a delivery
     * repeated any number of times, even at once, credits one top-up.
     */
    async receiveWebhook(rawBody: string, signature: string | undefined): Promise<void> {
      let event;
      try {
        event = provider.verifiedEvent(rawBody, signature);
      } catch {
        throw new FailedVerificationError(
          'The signature of this payment notification is not valid.',
        );
      }
      const eventId = await repository.transaction(async (queries, tx) => {
        if (!(await queries.recordEvent(event.id, event.type, clock.now()))) return null;
        if (!PAID_EVENTS.has(event.type) || !event.checkout?.paid) return null;
        return creditPaid(event.checkout, queries, tx);
      });
      if (eventId) await events.deliver(eventId);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

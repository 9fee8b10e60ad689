import { PREPAY_CURRENCY, type AdminTopUpBody, type Money } from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import type { SignedInAccount } from '../../lib/account-status';
import { systemClock, type Clock } from '../../lib/clock';
import type { DomainEventPublisher } from '../domain-events';
import { charge, refund } from './charges';
import { balanceKey, createLedgerHistory } from './ledger-history';
import type { LedgerRepository } from './ledger.repository';
import { createPostTransaction } from './post-transaction';
import type {
  ChargeInput,
  CreditInput,
  PromotionCreditsGrantInput,
  RefundInput,
} from './posting-inputs';
import { creditsKey, grantPromotionCredits } from './promotion-credits';
import { credit, topUpByAdministrator } from './top-ups';

export interface LedgerServiceDependencies {
  repository: LedgerRepository;
  /** `balance.changed` follows every posting (the top-up notification, ledger.subscribers.ts). */
  events: DomainEventPublisher;
  clock?: Clock;
}

export function createLedgerService({
  repository,
  events,
  clock = systemClock,
}: LedgerServiceDependencies) {
  const post = createPostTransaction({ repository, events, clock });
  const history = createLedgerHistory(repository);

  return {
    credit: (input: CreditInput, tx?: Queryable) => credit({ post }, input, tx),

    ...history,

    charge: (input: ChargeInput, tx?: Queryable) => charge({ post }, input, tx),

    refund: (input: RefundInput, tx?: Queryable) => refund({ repository, post }, input, tx),

    topUpByAdministrator: (
      administrator: SignedInAccount,
      userId: string,
      idempotencyKey: string,
      body: Required<AdminTopUpBody>,
      alongside?: CreditInput['alongside'],
      requestFingerprint?: string,
    ) =>
      topUpByAdministrator(
        { repository, history, post },
        administrator,
        userId,
        idempotencyKey,
        body,
        alongside,
        requestFingerprint,
      ),

    grantPromotionCredits: (input: PromotionCreditsGrantInput, tx?: Queryable) =>
      grantPromotionCredits({ repository, post }, input, tx),

    /** The account holder's promotion credits now (what advertising uses before the balance). */
    async promotionCreditsOf(userId: string, currency = PREPAY_CURRENCY): Promise<Money> {
      return { amount_minor: await repository.balanceOf(creditsKey(userId, currency)), currency };
    },

    /** The account holder's balance now. */
    async balanceOf(
      userId: string,
      currency = PREPAY_CURRENCY,
    ): Promise<Money & { amount_minor: number }> {
      return { amount_minor: await repository.balanceOf(balanceKey(userId, currency)), currency };
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;

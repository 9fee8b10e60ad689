import {
  PREPAY_CURRENCY,
  type AdminTopUpBody,
  type Money,
  type PrepayEntry,
} from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  ownedLedgerAccountKinds,
  type LedgerAccountKind,
  type LedgerTransactionRow,
  type LedgerTransactionType,
} from '../../db/schema/ledger';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import { systemClock, type Clock } from '../../lib/clock';
import { assertSameRequest } from '../../lib/request-fingerprint';
import type { DomainEventPublisher } from '../domain-events';
import { balanceKey, createLedgerHistory, isPrepayType } from './ledger-history';
import { checkTopUpRecipient } from './top-up-recipients';
import {
  accountKeyText,
  type AccountKey,
  type LedgerQueries,
  type LedgerRepository,
} from './ledger.repository';
import type {
  ChargeInput,
  CreditInput,
  LedgerPosting,
  PostingCommon,
  PromotionCreditsGrant,
  PromotionCreditsGrantInput,
  RefundInput,
} from './posting-inputs';
import { planLegs, reversedLegs, type Leg } from './postings';

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
  const insufficient = () =>
    new ForbiddenError(
      'INSUFFICIENT_BALANCE',
      'Your prepaid balance is too low for this. Top up your balance and try again.',
    );

  /** The posting an earlier call with the key made, checked to be the same request. */
  async function replay(
    queries: LedgerQueries,
    row: LedgerTransactionRow,
    type: LedgerTransactionType,
    holder: AccountKey,
    fingerprint: string | undefined,
  ): Promise<LedgerPosting> {
    const entries = await queries.entriesOf(row.id);
    const own = entries.find(
      ({ account }) =>
        account.kind === holder.kind &&
        account.ownerId === holder.ownerId &&
        account.currency === holder.currency,
    );
    const holders = entries.some(({ account }) => account.ownerId === holder.ownerId);
    if (row.type !== type || !holders) {
      throw new ConflictError(
        'This idempotency key was already used for another payment. Send a new key.',
      );
    }
    if (fingerprint !== undefined) assertSameRequest(row.requestFingerprint, fingerprint);
    // A charge paid whole by promotion credits left the balance as it was just before it.
    const balanceAfter =
      own?.entry.balanceAfterMinor ??
      (await queries.balanceBefore(
        holder,
        Math.min(...entries.map(({ entry }) => entry.sequence)),
      ));
    return {
      transactionId: row.id,
      entryId: own?.entry.id ?? null,
      balanceAfter: { amount_minor: balanceAfter, currency: holder.currency },
      replayed: true,
      eventId: null,
    };
  }

  const owned = (kind: LedgerAccountKind) =>
    (ownedLedgerAccountKinds as readonly LedgerAccountKind[]).includes(kind);

  /**
   * Posts one balanced transaction: locks its accounts (and `lock`), plans its legs from their
   * balances when `legs` is a function, refuses to take a holder's account below zero, writes the transaction and its entries with the balance after each, and publishes
   * `balance.changed` for the holder — all in `tx` when given, else in a transaction of its own
   * whose event is delivered once it commits.
   */
  async function post(
    input: PostingCommon & {
      type: LedgerTransactionType;
      holder: AccountKey;
      /** Accounts to lock and read besides the legs' (those `legs` may move). */
      lock?: readonly AccountKey[];
      legs: readonly Leg[] | ((balanceOf: (key: AccountKey) => number) => Leg[]);
      authorId?: string | null;
      paymentReference?: string | null;
      refundOf?: string | null;
      alongside?: CreditInput['alongside'];
    },
    tx?: Queryable,
  ): Promise<LedgerPosting> {
    const work = async (queries: LedgerQueries, within: Queryable): Promise<LedgerPosting> => {
      const earlier = await queries.findTransactionByKey(input.idempotencyKey);
      if (earlier)
        return replay(queries, earlier, input.type, input.holder, input.requestFingerprint);
      const keys = [
        ...(input.lock ?? []),
        ...(typeof input.legs === 'function' ? [] : input.legs.map((leg) => leg.account)),
      ];
      const ids = await queries.lockAccounts(keys);
      // A concurrent posting with the same key held the same locks and has committed by now.
      const raced = await queries.findTransactionByKey(input.idempotencyKey);
      if (raced) return replay(queries, raced, input.type, input.holder, input.requestFingerprint);

      const at = clock.now();
      const before = new Map<string, number>();
      for (const [text, accountId] of ids) {
        before.set(text, await queries.balanceOfAccount(accountId));
      }
      const legs =
        typeof input.legs === 'function'
          ? input.legs((key) => before.get(accountKeyText(key)) ?? 0)
          : input.legs;
      const balances = legs.map((leg) => {
        const text = accountKeyText(leg.account);
        const accountId = ids.get(text);
        if (!accountId) throw new Error(`the account ${text} was not locked`);
        return { leg, accountId, after: before.get(text)! + leg.amountMinor };
      });
      for (const { leg, after } of balances) {
        if (owned(leg.account.kind) && leg.amountMinor < 0 && after < 0) {
          throw insufficient();
        }
      }
      const transaction = await queries.insertTransaction({
        type: input.type,
        idempotencyKey: input.idempotencyKey,
        requestFingerprint: input.requestFingerprint ?? null,
        description: input.description,
        authorId: input.authorId ?? null,
        paymentReference: input.paymentReference ?? null,
        refundOf: input.refundOf ?? null,
        metadata: input.metadata ?? {},
        createdAt: at,
      });
      const entries = await queries.insertEntries(
        balances.map(({ leg, accountId, after }) => ({
          transactionId: transaction.id,
          accountId,
          amountMinor: leg.amountMinor,
          balanceAfterMinor: after,
          createdAt: at,
        })),
      );
      const holderIndex = balances.findIndex(
        ({ leg }) => accountKeyText(leg.account) === accountKeyText(input.holder),
      );
      const entry = entries[holderIndex];
      const currency = input.holder.currency;
      if (!entry || !isPrepayType(input.type)) {
        // The prepaid balance did not move (promotion credits only): no `balance.changed`.
        return {
          transactionId: transaction.id,
          entryId: null,
          balanceAfter: {
            amount_minor: entry?.balanceAfterMinor ?? before.get(accountKeyText(input.holder)) ?? 0,
            currency,
          },
          replayed: false,
          eventId: null,
        };
      }
      await input.alongside?.(within, { transactionId: transaction.id, entryId: entry.id });
      const eventId = await events.publish(
        within,
        'balance.changed',
        {
          user_id: input.holder.ownerId!,
          transaction_id: transaction.id,
          entry_id: entry.id,
          type: input.type,
          amount: { amount_minor: entry.amountMinor, currency },
          balance_after: { amount_minor: entry.balanceAfterMinor, currency },
        },
        at,
      );
      return {
        transactionId: transaction.id,
        entryId: entry.id,
        balanceAfter: { amount_minor: entry.balanceAfterMinor, currency },
        replayed: false,
        eventId,
      };
    };

    if (tx) return work(repository.within(tx), tx);
    let posting: LedgerPosting;
    try {
      posting = await repository.transaction(work);
    } catch (error) {
      // Two postings with one key that both passed the checks: the loser answers the winner.
      if (!isUniqueViolation(error)) throw error;
      const winner = await repository.findTransactionByKey(input.idempotencyKey);
      if (!winner) throw error;
      return replay(repository, winner, input.type, input.holder, input.requestFingerprint);
    }
    if (posting.eventId) await events.deliver(posting.eventId);
    return posting;
  }

  const creditsKey = (userId: string, currency: string): AccountKey => ({
    kind: 'promotion_credits',
    ownerId: userId,
    currency,
  });

  /**
   * A period's promotion credits (ADR 0058): the unused rest of the previous period expires back
   * to platform revenue (its own transaction, key `<key>:expiry`), then the new amount comes from
   * platform revenue — both in one database transaction under the lock of the credits account.
   * A repeat with the key answers the first grant.
   */
  async function grantPromotionCredits(
    input: PromotionCreditsGrantInput,
    tx?: Queryable,
  ): Promise<PromotionCreditsGrant> {
    const { currency } = input.amount;
    const holder = creditsKey(input.userId, currency);
    const platform: AccountKey = { kind: 'platform_revenue', ownerId: null, currency };
    const expiryKey = `${input.idempotencyKey}:expiry`;
    const money = (amount_minor: number): Money => ({ amount_minor, currency });

    const answered = async (queries: LedgerQueries): Promise<PromotionCreditsGrant | null> => {
      const granted = await queries.findTransactionByKey(input.idempotencyKey);
      const expiry = await queries.findTransactionByKey(expiryKey);
      if (!granted && !expiry) return null;
      const ownEntry = async (row: LedgerTransactionRow | undefined) =>
        row
          ? (await queries.entriesOf(row.id)).find(
              ({ account }) => account.kind === 'promotion_credits',
            )?.entry
          : undefined;
      const grantEntry = await ownEntry(granted);
      const expiryEntry = await ownEntry(expiry);
      if (granted && (granted.type !== 'promotion_credits_grant' || !grantEntry)) {
        throw new ConflictError('This idempotency key was already used for another posting.');
      }
      return {
        transactionId: granted?.id ?? null,
        expired: money(-(expiryEntry?.amountMinor ?? 0)),
        credits: money(grantEntry?.balanceAfterMinor ?? expiryEntry?.balanceAfterMinor ?? 0),
        replayed: true,
      };
    };

    const work = async (queries: LedgerQueries, within: Queryable) => {
      const earlier = await answered(queries);
      if (earlier) return earlier;
      const ids = await queries.lockAccounts([holder, platform]);
      const raced = await answered(queries);
      if (raced) return raced;
      const rest = await queries.balanceOfAccount(ids.get(accountKeyText(holder))!);
      const metadata = { ...input.metadata, userId: input.userId };
      if (rest > 0) {
        await post(
          {
            idempotencyKey: expiryKey,
            description: 'Promotion credits of the previous period expired',
            metadata,
            type: 'promotion_credits_expiry',
            holder,
            legs: planLegs(holder, 'platform_revenue', -rest),
          },
          within,
        );
      }
      if (input.amount.amount_minor <= 0) {
        return {
          transactionId: null,
          expired: money(Math.max(rest, 0)),
          credits: money(Math.min(rest, 0)),
          replayed: false,
        };
      }
      const posting = await post(
        {
          idempotencyKey: input.idempotencyKey,
          description: input.description,
          metadata,
          type: 'promotion_credits_grant',
          holder,
          legs: planLegs(holder, 'platform_revenue', input.amount.amount_minor),
        },
        within,
      );
      return {
        transactionId: posting.transactionId,
        expired: money(Math.max(rest, 0)),
        credits: posting.balanceAfter,
        replayed: false,
      };
    };

    if (tx) return work(repository.within(tx), tx);
    try {
      return await repository.transaction(work);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const winner = await answered(repository);
      if (!winner) throw error;
      return winner;
    }
  }

  /** Money into a prepaid balance: a paid top-up (from the provider's clearing) or an administrator's. */
  function credit(input: CreditInput, tx?: Queryable): Promise<LedgerPosting> {
    const holder = balanceKey(input.userId, input.amount.currency);
    const paid = 'paymentReference' in input.source;
    return post(
      {
        ...input,
        type: 'top_up',
        holder,
        legs: planLegs(
          holder,
          paid ? 'payment_clearing' : 'platform_revenue',
          input.amount.amount_minor,
        ),
        authorId: 'authorId' in input.source ? input.source.authorId : null,
        paymentReference: 'paymentReference' in input.source ? input.source.paymentReference : null,
      },
      tx,
    );
  }

  const history = createLedgerHistory(repository);

  return {
    credit,

    ...history,

    /**
     * Money out of a prepaid balance for a subscription (to platform revenue) or advertising (to
     * promotion spend). 403 INSUFFICIENT_BALANCE when the balance is lower than the amount; two
     * charges at once are taken one after the other, so they never overdraw it together.
     */
    charge(input: ChargeInput, tx?: Queryable): Promise<LedgerPosting> {
      const holder = balanceKey(input.userId, input.amount.currency);
      if (input.purpose === 'advertising') {
        // Promotion credits pay first, the prepaid balance the rest (ADR 0058).
        const credits = creditsKey(input.userId, input.amount.currency);
        const spend: AccountKey = {
          kind: 'promotion_spend',
          ownerId: null,
          currency: input.amount.currency,
        };
        const amount = input.amount.amount_minor;
        if (!Number.isSafeInteger(amount) || amount <= 0) {
          throw new RangeError(`a charge takes a whole, positive amount (got ${amount})`);
        }
        return post(
          {
            ...input,
            type: 'advertising',
            holder,
            lock: [credits, holder, spend],
            legs: (balanceOf) => {
              const fromCredits = Math.min(Math.max(balanceOf(credits), 0), amount);
              const fromBalance = amount - fromCredits;
              return [
                ...(fromCredits > 0 ? [{ account: credits, amountMinor: -fromCredits }] : []),
                ...(fromBalance > 0 ? [{ account: holder, amountMinor: -fromBalance }] : []),
                { account: spend, amountMinor: amount },
              ];
            },
          },
          tx,
        );
      }
      return post(
        {
          ...input,
          type: input.purpose,
          holder,
          legs: planLegs(
            holder,
            input.purpose === 'subscription' ? 'platform_revenue' : 'promotion_spend',
            -input.amount.amount_minor,
          ),
        },
        tx,
      );
    },

    /** Gives a charge back, whole and once: its entries reversed. */
    async refund(input: RefundInput, tx?: Queryable): Promise<LedgerPosting> {
      const queries = tx ? repository.within(tx) : repository;
      const original = await queries.findTransaction(input.transactionId);
      if (!original) throw new NotFoundError('This payment does not exist.');
      if (original.type !== 'subscription' && original.type !== 'advertising') {
        throw new ConflictError('Only charges for subscriptions and advertising can be refunded.');
      }
      const entries = await queries.entriesOf(original.id);
      // The holder's balance, or their promotion credits when those paid the charge whole.
      const holderAccount = entries.find(({ account }) => account.ownerId !== null)!.account;
      const holder = balanceKey(holderAccount.ownerId!, holderAccount.currency);
      try {
        return await post(
          {
            idempotencyKey: input.idempotencyKey,
            description: input.description ?? `Refund: ${original.description}`,
            metadata: { ...original.metadata, ...input.metadata },
            type: 'refund',
            holder,
            legs: reversedLegs(entries),
            authorId: input.authorId ?? null,
            refundOf: original.id,
          },
          tx,
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError('This charge was already refunded.');
        throw error;
      }
    },

    /**
     * `POST /users/{id}/balance/top-ups`: an administrator tops up a buyer's or a seller's account
     * (they are its author), never an administrator's (`checkTopUpRecipient`). A repeat with the
     * same Idempotency-Key answers the same entry (`created: false`).
     */
    async topUpByAdministrator(
      administrator: SignedInAccount,
      userId: string,
      idempotencyKey: string,
      body: Required<AdminTopUpBody>,
      alongside?: CreditInput['alongside'],
      /** Of the request: the same key with another amount or note is refused (issue 33). */
      requestFingerprint?: string,
    ): Promise<{ entry: PrepayEntry; created: boolean }> {
      const recipientType = await repository.accountTypeOf(userId);
      if (!recipientType) throw new NotFoundError('This account does not exist.');
      checkTopUpRecipient(recipientType);
      const posting = await credit({
        userId,
        amount: { amount_minor: body.amount_minor, currency: PREPAY_CURRENCY },
        source: { authorId: administrator.id },
        idempotencyKey: `admin-top-up:${administrator.id}:${idempotencyKey}`,
        requestFingerprint,
        description: body.note || 'Top-up by an administrator',
        alongside,
      });
      return {
        entry: await history.entry(administrator, posting.entryId!),
        created: !posting.replayed,
      };
    },

    grantPromotionCredits,

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

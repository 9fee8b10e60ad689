import type { Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  ownedLedgerAccountKinds,
  type LedgerAccountKind,
  type LedgerTransactionRow,
  type LedgerTransactionType,
} from '../../db/schema/ledger';
import { ConflictError, ForbiddenError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { assertSameRequest } from '../../lib/request-fingerprint';
import type { DomainEventPublisher } from '../domain-events';
import { isPrepayType } from './ledger-history';
import {
  accountKeyText,
  type AccountKey,
  type LedgerQueries,
  type LedgerRepository,
} from './ledger.repository';
import type { CreditInput, LedgerPosting, PostingCommon } from './posting-inputs';
import type { Leg } from './postings';

export interface PostTransactionDependencies {
  repository: LedgerRepository;
  /** `balance.changed` follows every posting (the top-up notification, ledger.subscribers.ts). */
  events: DomainEventPublisher;
  clock: Clock;
}

/** One balanced transaction to post, for the holder whose balance it answers. */
export interface TransactionToPost extends PostingCommon {
  type: LedgerTransactionType;
  holder: AccountKey;
  /** Accounts to lock and read besides the legs' (those `legs` may move). */
  lock?: readonly AccountKey[];
  legs: readonly Leg[] | ((balanceOf: (key: AccountKey) => number) => Leg[]);
  authorId?: string | null;
  paymentReference?: string | null;
  refundOf?: string | null;
  alongside?: CreditInput['alongside'];
}

export type PostTransaction = (input: TransactionToPost, tx?: Queryable) => Promise<LedgerPosting>;

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
    (await queries.balanceBefore(holder, Math.min(...entries.map(({ entry }) => entry.sequence))));
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
export function createPostTransaction({
  repository,
  events,
  clock,
}: PostTransactionDependencies): PostTransaction {
  return async function post(input, tx) {
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
  };
}

import type { Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, NotFoundError } from '../../errors';
import { balanceKey } from './ledger-history';
import type { AccountKey, LedgerRepository } from './ledger.repository';
import type { PostTransaction } from './post-transaction';
import type { ChargeInput, LedgerPosting, RefundInput } from './posting-inputs';
import { planLegs, reversedLegs } from './postings';
import { creditsKey } from './promotion-credits';

export interface ChargeDependencies {
  post: PostTransaction;
}

export interface RefundDependencies {
  repository: LedgerRepository;
  post: PostTransaction;
}

/**
 * Money out of a prepaid balance for a subscription (to platform revenue) or advertising (to
 * promotion spend). 403 INSUFFICIENT_BALANCE when the balance is lower than the amount; two
 * charges at once are taken one after the other, so they never overdraw it together.
 */
export function charge(
  { post }: ChargeDependencies,
  input: ChargeInput,
  tx?: Queryable,
): Promise<LedgerPosting> {
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
}

/** Gives a charge back, whole and once: its entries reversed. */
export async function refund(
  { repository, post }: RefundDependencies,
  input: RefundInput,
  tx?: Queryable,
): Promise<LedgerPosting> {
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
}

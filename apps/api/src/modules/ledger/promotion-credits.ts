import type { Money } from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { LedgerTransactionRow } from '../../db/schema/ledger';
import { ConflictError } from '../../errors';
import {
  accountKeyText,
  type AccountKey,
  type LedgerQueries,
  type LedgerRepository,
} from './ledger.repository';
import type { PostTransaction } from './post-transaction';
import type { PromotionCreditsGrant, PromotionCreditsGrantInput } from './posting-inputs';
import { planLegs } from './postings';

export interface PromotionCreditsDependencies {
  repository: LedgerRepository;
  post: PostTransaction;
}

/** The account of a holder's promotion credits in a currency. */
export const creditsKey = (userId: string, currency: string): AccountKey => ({
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
export async function grantPromotionCredits(
  { repository, post }: PromotionCreditsDependencies,
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

import { PREPAY_CURRENCY, type AdminTopUpBody, type PrepayEntry } from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import { NotFoundError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import { balanceKey, type LedgerHistory } from './ledger-history';
import type { LedgerRepository } from './ledger.repository';
import type { PostTransaction } from './post-transaction';
import type { CreditInput, LedgerPosting } from './posting-inputs';
import { planLegs } from './postings';
import { checkTopUpRecipient } from './top-up-recipients';

export interface CreditDependencies {
  post: PostTransaction;
}

export interface TopUpByAdministratorDependencies {
  repository: LedgerRepository;
  /** For the entry the top-up answers. */
  history: Pick<LedgerHistory, 'entry'>;
  post: PostTransaction;
}

/** Money into a prepaid balance: a paid top-up (from the provider's clearing) or an administrator's. */
export function credit(
  { post }: CreditDependencies,
  input: CreditInput,
  tx?: Queryable,
): Promise<LedgerPosting> {
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

/**
 * `POST /users/{id}/balance/top-ups`: an administrator tops up a buyer's or a seller's account
 * (they are its author), never an administrator's (`checkTopUpRecipient`). A repeat with the
 * same Idempotency-Key answers the same entry (`created: false`).
 */
export async function topUpByAdministrator(
  { repository, history, post }: TopUpByAdministratorDependencies,
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
  const posting = await credit(
    { post },
    {
      userId,
      amount: { amount_minor: body.amount_minor, currency: PREPAY_CURRENCY },
      source: { authorId: administrator.id },
      idempotencyKey: `admin-top-up:${administrator.id}:${idempotencyKey}`,
      requestFingerprint,
      description: body.note || 'Top-up by an administrator',
      alongside,
    },
  );
  return {
    entry: await history.entry(administrator, posting.entryId!),
    created: !posting.replayed,
  };
}

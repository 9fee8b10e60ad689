// Reading the ledger (the ledger service's use cases that change nothing): a holder's balance,
// the prepay history with its receipts and CSV, and the administrators' payments overview.
import {
  isAdmin,
  paymentMovementKindOf,
  PREPAY_CURRENCY,
  prepayEntryTypes,
  type PaymentMovement,
  type PaymentMovementPage,
  type paymentMovementFilterQuery,
  type paymentMovementQuery,
  type PaymentsSummary,
  type PrepayBalance,
  type PrepayEntry,
  type PrepayEntryType,
  type PrepayHistoryPage,
  type prepayHistoryExportQuery,
  type prepayHistoryQuery,
} from '@bazaar/contracts';
import type { z } from 'zod';
import type { LedgerAccountKind, LedgerTransactionType } from '../../db/schema/ledger';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import { prepayHistoryCsv } from './ledger-csv';
import type {
  BalanceEntryRow,
  HistoryFilter,
  MovementFilter,
  MovementPosition,
} from './ledger-history.repository';
import type { AccountKey, LedgerRepository } from './ledger.repository';

type HistoryQuery = z.output<typeof prepayHistoryQuery>;
type ExportQuery = z.output<typeof prepayHistoryExportQuery>;
type MovementQuery = z.output<typeof paymentMovementQuery>;
type MovementFilterQuery = z.output<typeof paymentMovementFilterQuery>;

/** How many entries one CSV export holds at most. */
export const CSV_EXPORT_LIMIT = 10_000;

const UNNAMED = 'Bazaar member';

export const isPrepayType = (type: LedgerTransactionType): type is PrepayEntryType =>
  (prepayEntryTypes as readonly string[]).includes(type);

/** A prepaid balance's entries are only ever of the four types it shows. */
function prepayTypeOf(type: LedgerTransactionType): PrepayEntryType {
  if (!isPrepayType(type)) throw new Error(`a ${type} transaction moved a prepaid balance`);
  return type;
}
const DAY_MS = 86_400_000;

/** A holder's prepaid balance in a currency. */
export const balanceKey = (userId: string, currency: string): AccountKey => ({
  kind: 'prepaid_balance',
  ownerId: userId,
  currency,
});

/** A page's cursor: the last entry's place in any of the orders (`<sequence>:<amount>`). */
export const movementCursor = (position: MovementPosition) =>
  `${position.sequence}:${position.amountMinor}`;

export function movementPositionOf(cursor: string): MovementPosition {
  const match = /^(\d{1,15}):(-?\d{1,15})$/.exec(cursor);
  if (!match) {
    throw new ValidationError([{ field: 'cursor', message: 'Start from a page this list gave' }]);
  }
  return { sequence: Number(match[1]), amountMinor: Number(match[2]) };
}

export function createLedgerHistory(repository: LedgerRepository) {
  async function toEntries(rows: readonly BalanceEntryRow[]): Promise<PrepayEntry[]> {
    const names = await repository.displayNamesOf(
      rows.flatMap((row) => [
        row.ownerId,
        ...(row.transaction.authorId ? [row.transaction.authorId] : []),
      ]),
    );
    const ref = (id: string) => ({ id, display_name: names.get(id) ?? UNNAMED });
    return rows.map(({ entry, transaction, ownerId, currency }) => ({
      id: entry.id,
      transaction_id: transaction.id,
      type: prepayTypeOf(transaction.type),
      amount: { amount_minor: entry.amountMinor, currency },
      balance_after: { amount_minor: entry.balanceAfterMinor, currency },
      description: transaction.description,
      account: ref(ownerId),
      author: transaction.authorId ? ref(transaction.authorId) : null,
      payment_reference: transaction.paymentReference,
      refund_of: transaction.refundOf,
      created_at: entry.createdAt.toISOString(),
    }));
  }

  /** `from` and `to` are UTC days, both included. */
  function dayRange(query: { from?: string; to?: string }) {
    const from = query.from ? new Date(`${query.from}T00:00:00Z`) : undefined;
    const before = query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) : undefined;
    return { from, before };
  }

  function movementFilter(query: MovementFilterQuery): MovementFilter {
    return {
      ownerId: query.user_id,
      kind: query.kind,
      ...dayRange(query),
      amountMin: query.amount_min,
      amountMax: query.amount_max,
    };
  }

  async function toMovements(rows: readonly BalanceEntryRow[]): Promise<PaymentMovement[]> {
    return (await toEntries(rows)).map((entry) => ({
      ...entry,
      kind: paymentMovementKindOf(entry.type, entry.payment_reference),
    }));
  }

  /** Whose entries `viewer` may read with `userId` asked for: their own, or anyone's for administrators. */
  function ownerFor(viewer: SignedInAccount, userId: string | undefined): string | undefined {
    if (isAdmin(viewer.type)) return userId;
    if (userId !== undefined && userId !== viewer.id) {
      throw new ForbiddenError('FORBIDDEN', "Only administrators can see other people's balances.");
    }
    return viewer.id;
  }

  function historyFilter(viewer: SignedInAccount, query: ExportQuery): HistoryFilter {
    const { from, before } = dayRange(query);
    if (from && before && from >= before) {
      throw new ValidationError([{ field: 'to', message: 'End on or after the first day' }]);
    }
    return { ownerId: ownerFor(viewer, query.user_id), type: query.type, from, before };
  }

  /** `GET /payments/history/{id}`: one entry (its receipt), for its holder and administrators. */
  async function entry(viewer: SignedInAccount, entryId: string): Promise<PrepayEntry> {
    const row = await repository.balanceEntry(entryId);
    if (!row || (!isAdmin(viewer.type) && row.ownerId !== viewer.id)) {
      throw new NotFoundError('This entry does not exist.');
    }
    return (await toEntries([row]))[0]!;
  }

  return {
    /** `GET /users/me/balance`, `GET /users/{id}/balance` (administrators). */
    async balance(viewer: SignedInAccount, userId: string): Promise<PrepayBalance> {
      const owner = ownerFor(viewer, userId) ?? userId;
      const amount = await repository.balanceOf(balanceKey(owner, PREPAY_CURRENCY));
      return { user_id: owner, balance: { amount_minor: amount, currency: PREPAY_CURRENCY } };
    },

    /** `GET /payments/history`: the viewer's entries, or (administrators) anyone's, newest first. */
    async history(viewer: SignedInAccount, query: HistoryQuery): Promise<PrepayHistoryPage> {
      const after = query.cursor === undefined ? undefined : Number(query.cursor);
      if (after !== undefined && !(Number.isSafeInteger(after) && after > 0)) {
        throw new ValidationError([
          { field: 'cursor', message: 'Start from a page this list gave' },
        ]);
      }
      const rows = await repository.history({
        ...historyFilter(viewer, query),
        afterSequence: after,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      return {
        items: await toEntries(page),
        next_cursor: rows.length > query.limit ? String(page.at(-1)!.entry.sequence) : null,
      };
    },

    /** `GET /payments/history/export`: the same entries as CSV (at most CSV_EXPORT_LIMIT). */
    async exportCsv(viewer: SignedInAccount, query: ExportQuery): Promise<string> {
      const rows = await repository.history({
        ...historyFilter(viewer, query),
        limit: CSV_EXPORT_LIMIT,
      });
      return prepayHistoryCsv(await toEntries(rows));
    },

    entry,

    /** `GET /admin/payments/movements`: every holder's movements, filtered and sorted. */
    async movements(query: MovementQuery): Promise<PaymentMovementPage> {
      const rows = await repository.movements(
        movementFilter(query),
        query.sort,
        query.cursor === undefined ? undefined : movementPositionOf(query.cursor),
        query.limit + 1,
      );
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: await toMovements(page),
        next_cursor:
          rows.length > query.limit && last
            ? movementCursor({ sequence: last.entry.sequence, amountMinor: last.entry.amountMinor })
            : null,
      };
    },

    /** `GET /admin/payments/summary`: balances held now, and the filtered movements per kind. */
    async movementSummary(query: MovementFilterQuery): Promise<PaymentsSummary> {
      const [held, totals] = await Promise.all([
        repository.heldBalances(),
        repository.movementTotals(movementFilter(query)),
      ]);
      const currencies = [...new Set(held.map((row) => row.currency))].sort();
      const heldOf = (kind: LedgerAccountKind, currency: string) =>
        held.find((row) => row.kind === kind && row.currency === currency);
      return {
        balances_held: currencies.map((currency) => ({
          amount: { amount_minor: heldOf('prepaid_balance', currency)?.amountMinor ?? 0, currency },
          accounts: heldOf('prepaid_balance', currency)?.accounts ?? 0,
          promotion_credits: {
            amount_minor: heldOf('promotion_credits', currency)?.amountMinor ?? 0,
            currency,
          },
        })),
        totals: totals.map((row) => ({
          kind: row.kind,
          count: row.count,
          amount: { amount_minor: row.amountMinor, currency: row.currency },
        })),
      };
    },

    /** `GET /admin/payments/movements/export`: the filtered movements, newest first, as CSV. */
    async exportMovementsCsv(query: MovementFilterQuery): Promise<string> {
      const rows = await repository.movements(
        movementFilter(query),
        'newest',
        undefined,
        CSV_EXPORT_LIMIT,
      );
      return prepayHistoryCsv(await toEntries(rows));
    },
  };
}

export type LedgerHistory = ReturnType<typeof createLedgerHistory>;

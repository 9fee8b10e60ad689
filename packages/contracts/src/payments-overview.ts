import { z } from 'zod';
import { prepayEntry, signedMoneySchema, type PrepayEntryType } from './prepay';

/*
 * The payments overview of the back office (issue 21 "a payments overview over the ledger";
 * spec §6 "payments balance and extras", §7 "User balance", "Payments history"; ADR 0076).
 * Routes (ADMIN, SUPER_ADMIN), under `/api/admin/payments`:
 * - `GET /movements` ({@link paymentMovementQuery}) → {@link paymentMovementPage}
 * - `GET /movements/export` (the same filters) → CSV of the movements
 * - `GET /summary` (the same filters) → {@link paymentsSummary}
 */

/**
 * What moved a prepaid balance: the four entry types, with top-ups split by who paid them (a
 * paid checkout of the payment provider, or an administrator's top-up).
 */
export const paymentMovementKinds = [
  'top_up',
  'admin_top_up',
  'subscription',
  'advertising',
  'refund',
] as const;
export type PaymentMovementKind = (typeof paymentMovementKinds)[number];

export const paymentMovementSorts = ['newest', 'oldest', 'amount_desc', 'amount_asc'] as const;
export type PaymentMovementSort = (typeof paymentMovementSorts)[number];

export const PAYMENT_MOVEMENTS_PAGE_MAX = 100;

const filterFields = {
  kind: z.enum(paymentMovementKinds).optional(),
  /** One account holder's movements. */
  user_id: z.uuid().optional(),
  /** From this UTC day on (inclusive). */
  from: z.iso.date().optional(),
  /** Up to this UTC day (inclusive). */
  to: z.iso.date().optional(),
  /** Smallest amount moved, in minor units, whichever the direction. */
  amount_min: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  /** Largest amount moved, in minor units, whichever the direction. */
  amount_max: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
};

type FilterFields = { from?: string; to?: string; amount_min?: number; amount_max?: number };
const checks = <T extends z.ZodType<FilterFields>>(schema: T) =>
  schema
    .refine((query) => !query.from || !query.to || query.from <= query.to, {
      error: 'End on or after the first day',
      path: ['to'],
    })
    .refine(
      (query) =>
        query.amount_min === undefined ||
        query.amount_max === undefined ||
        query.amount_min <= query.amount_max,
      { error: 'Enter a largest amount at least the smallest', path: ['amount_max'] },
    );

/** The filters of the summary and the CSV export. */
export const paymentMovementFilterQuery = checks(z.object(filterFields));
/** (Its output: amounts as numbers, as the web builds the query.) */
export type PaymentMovementFilterQuery = z.output<typeof paymentMovementFilterQuery>;

/** `GET /api/admin/payments/movements`: movements of every prepaid balance, keyset-paged. */
export const paymentMovementQuery = checks(
  z.object({
    ...filterFields,
    sort: z.enum(paymentMovementSorts).default('newest'),
    limit: z.coerce.number().int().min(1).max(PAYMENT_MOVEMENTS_PAGE_MAX).default(25),
    cursor: z.string().max(100).optional(),
  }),
);
export type PaymentMovementQuery = z.input<typeof paymentMovementQuery>;

export const paymentMovement = prepayEntry
  .extend({ kind: z.enum(paymentMovementKinds) })
  .meta({ id: 'PaymentMovement' });
export type PaymentMovement = z.infer<typeof paymentMovement>;

export const paymentMovementPage = z
  .object({ items: z.array(paymentMovement), next_cursor: z.string().nullable() })
  .meta({ id: 'PaymentMovementPage' });
export type PaymentMovementPage = z.infer<typeof paymentMovementPage>;

export const paymentsSummary = z
  .object({
    /** What account holders hold now, per currency (whatever the filters). */
    balances_held: z.array(
      z.object({
        amount: signedMoneySchema,
        /** Prepaid balances that are not zero. */
        accounts: z.number().int(),
        /** Unused advertising credits of plans (ADR 0058). */
        promotion_credits: signedMoneySchema,
      }),
    ),
    /** The filtered movements summed per kind and currency; kinds without movements left out. */
    totals: z.array(
      z.object({
        kind: z.enum(paymentMovementKinds),
        count: z.number().int(),
        amount: signedMoneySchema,
      }),
    ),
  })
  .meta({ id: 'PaymentsSummary' });
export type PaymentsSummary = z.infer<typeof paymentsSummary>;

/** The kind of a movement: its entry type, a top-up told apart by who paid it. */
export function paymentMovementKindOf(
  type: PrepayEntryType,
  paymentReference: string | null,
): PaymentMovementKind {
  if (type !== 'top_up') return type;
  return paymentReference === null ? 'admin_top_up' : 'top_up';
}

import { z } from 'zod';
import { moneySchema } from './money';

/*
 * Plans and subscriptions (spec §1, §2, §6, §8, §9; issue 19; ADR 0058). A seller is always on
 * one plan: a free trial first, then monthly renewals paid from the prepaid balance; too little
 * balance starts a grace period, after which the subscription expires.
 */

export const subscriptionStates = ['trial', 'active', 'grace', 'expired'] as const;
export type SubscriptionState = (typeof subscriptionStates)[number];

/** Spec §1/§9: stores connected through shopline pay this much less after the trial. */
export const SHOPLINE_DISCOUNT_PERCENT = 10;

export const subscriptionPlan = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /** The monthly price before any discount. */
    price: moneySchema,
    active_listings_limit: z.number().int().nonnegative(),
    eshops_limit: z.number().int().nonnegative(),
    /** Promotion credits included in each paid or trial period. */
    promotion_credits: moneySchema,
    /** Retired plans keep their subscribers until they change, but nobody can choose them. */
    retired: z.boolean(),
  })
  .meta({ id: 'SubscriptionPlan' });
export type SubscriptionPlan = z.infer<typeof subscriptionPlan>;

export const subscriptionPlanList = z.object({ items: z.array(subscriptionPlan) });
export type SubscriptionPlanList = z.infer<typeof subscriptionPlanList>;

export const subscriptionPlanBody = z.object({
  name: z.string().trim().min(1).max(60),
  price_minor: z.number().int().min(0).max(10_000_000),
  active_listings_limit: z.number().int().min(0).max(1_000_000),
  eshops_limit: z.number().int().min(0).max(1_000),
  promotion_credits_minor: z.number().int().min(0).max(10_000_000),
});
export type SubscriptionPlanBody = z.infer<typeof subscriptionPlanBody>;

export const subscriptionSettings = z
  .object({ trial_days: z.number().int().min(0).max(365), grace_days: z.number().int() })
  .meta({ id: 'SubscriptionSettings' });
export type SubscriptionSettings = z.infer<typeof subscriptionSettings>;

export const subscriptionSettingsBody = z.object({ trial_days: z.number().int().min(0).max(365) });
export type SubscriptionSettingsBody = z.infer<typeof subscriptionSettingsBody>;

export const mySubscription = z
  .object({
    id: z.uuid(),
    state: z.enum(subscriptionStates),
    plan: subscriptionPlan,
    /** A downgrade waiting for the next renewal. */
    pending_plan: subscriptionPlan.nullable(),
    period_start: z.iso.datetime(),
    /** When the trial or the paid month ends (and the next charge is due). */
    period_end: z.iso.datetime(),
    /** In grace: when the subscription expires unless the balance covers the renewal. */
    grace_ends_at: z.iso.datetime().nullable(),
    next_charge: z.object({
      at: z.iso.datetime(),
      amount: moneySchema,
      discount_percent: z.number().int(),
    }),
    usage: z.object({
      active_listings: z.number().int(),
      active_listings_limit: z.number().int(),
    }),
    balance: z.object({ amount_minor: z.number().int(), currency: z.string().length(3) }),
    /** The plan's promotion credits left this period; advertising uses them before the balance. */
    promotion_credits: moneySchema,
  })
  .meta({ id: 'MySubscription' });
export type MySubscription = z.infer<typeof mySubscription>;

export const changePlanBody = z.object({ plan_id: z.uuid() });
export type ChangePlanBody = z.infer<typeof changePlanBody>;

export const subscriptionRow = z
  .object({
    id: z.uuid(),
    seller: z.object({ id: z.uuid(), display_name: z.string() }),
    state: z.enum(subscriptionStates),
    plan: z.object({ id: z.uuid(), name: z.string() }),
    pending_plan: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    period_end: z.iso.datetime(),
  })
  .meta({ id: 'SubscriptionRow' });
export type SubscriptionRow = z.infer<typeof subscriptionRow>;

export const subscriptionList = z.object({ items: z.array(subscriptionRow) });
export type SubscriptionList = z.infer<typeof subscriptionList>;

/** An administrator's change to a seller's subscription: another plan now, or a longer trial. */
export const adminSubscriptionBody = z
  .object({
    plan_id: z.uuid().optional(),
    extend_trial_days: z.number().int().min(1).max(365).optional(),
  })
  .refine((body) => body.plan_id !== undefined || body.extend_trial_days !== undefined, {
    message: 'Choose a plan or a number of days',
  });
export type AdminSubscriptionBody = z.infer<typeof adminSubscriptionBody>;

export const subscriptionIdParams = z.object({ id: z.uuid() });

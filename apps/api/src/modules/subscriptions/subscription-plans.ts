// The plans sellers choose from and the free trial's length, as administrators set them.
import {
  PREPAY_CURRENCY,
  type SubscriptionPlan,
  type SubscriptionPlanBody,
  type SubscriptionSettings,
} from '@bazaar/contracts';
import { ConflictError, NotFoundError } from '../../errors';
import { GRACE_DAYS } from './subscription-rules';
import { toPlan, type SubscriptionsContext } from './subscription-steps';

export async function listPlans(
  { repository }: SubscriptionsContext,
  includeRetired: boolean,
): Promise<SubscriptionPlan[]> {
  const rows = await repository.plans();
  return rows.filter((row) => includeRetired || row.retiredAt === null).map(toPlan);
}

export async function createPlan(
  { repository }: SubscriptionsContext,
  body: SubscriptionPlanBody,
): Promise<SubscriptionPlan> {
  return toPlan(
    await repository.insertPlan({
      name: body.name,
      priceMinor: body.price_minor,
      currency: PREPAY_CURRENCY,
      activeListingsLimit: body.active_listings_limit,
      eshopsLimit: body.eshops_limit,
      promotionCreditsMinor: body.promotion_credits_minor,
    }),
  );
}

/** A new price applies from each subscriber's next renewal; new limits at once. */
export async function updatePlan(
  { repository, clock }: SubscriptionsContext,
  id: string,
  body: SubscriptionPlanBody,
): Promise<SubscriptionPlan> {
  const row = await repository.updatePlan(id, {
    name: body.name,
    priceMinor: body.price_minor,
    activeListingsLimit: body.active_listings_limit,
    eshopsLimit: body.eshops_limit,
    promotionCreditsMinor: body.promotion_credits_minor,
    updatedAt: clock.now(),
  });
  if (!row) throw new NotFoundError('This plan does not exist.');
  return toPlan(row);
}

export async function retirePlan(
  { repository, clock }: SubscriptionsContext,
  id: string,
): Promise<SubscriptionPlan> {
  const settings = await repository.settings();
  if (settings.trialPlanId === id) {
    throw new ConflictError('New sellers start their trial on this plan; it cannot be retired.');
  }
  const row = await repository.updatePlan(id, {
    retiredAt: clock.now(),
    updatedAt: clock.now(),
  });
  if (!row) throw new NotFoundError('This plan does not exist.');
  return toPlan(row);
}

export async function subscriptionSettings({
  repository,
}: SubscriptionsContext): Promise<SubscriptionSettings> {
  const row = await repository.settings();
  return { trial_days: row.trialDays, grace_days: GRACE_DAYS };
}

/** The trial's length for sellers who start from now on; running trials keep theirs. */
export async function updateSubscriptionSettings(
  { repository, clock }: SubscriptionsContext,
  trialDays: number,
): Promise<SubscriptionSettings> {
  const row = await repository.updateSettings({ trialDays, updatedAt: clock.now() });
  return { trial_days: row.trialDays, grace_days: GRACE_DAYS };
}

import { randomUUID } from 'node:crypto';
import {
  subscriptionList,
  subscriptionPlan,
  subscriptionPlanList,
  subscriptionSettings,
} from '@bazaar/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpBuyer, signUpSeller, type SignedIn } from '../../test/accounts';
import { DAY_MS } from './subscription-rules';
import { subscriptionsTestApp } from './subscriptions.test-kit';

const kit = subscriptionsTestApp();
const { app, send, publish, mine, createPlan } = kit;
let admin: SignedIn;

beforeAll(() => {
  ({ admin } = kit.accounts);
});

describe('administrators and subscriptions', () => {
  it('pauses the newest listings above a smaller plan, not deleting them', async () => {
    const seller = await signUpSeller(app());
    await mine(seller);
    expect((await publish(seller, 'Older shoe')).statusCode).toBe(201);
    const newest = await publish(seller, 'Newer shoe');
    expect(newest.statusCode).toBe(201);
    const mini = await createPlan(`Mini ${randomUUID().slice(0, 6)}`, 300, 1);
    const list = subscriptionList.parse((await send('GET', '/api/subscriptions', admin)).json());
    const subscription = list.items.find((item) => item.seller.id === seller.userId)!;
    const patched = await send('PATCH', `/api/subscriptions/${subscription.id}`, admin, {
      plan_id: mini.id,
    });
    expect(patched.statusCode, patched.body).toBe(204);
    const after = await mine(seller);
    expect(after.usage).toEqual({ active_listings: 1, active_listings_limit: 1 });
    const kept = await send('GET', `/api/products/me/catalog/${newest.json().id}`, seller);
    expect(kept.json()).toMatchObject({ status: 'paused' });
  });

  it('lets administrators, and only them, manage plans, the trial and subscriptions', async () => {
    const seller = await signUpSeller(app());
    const buyer = await signUpBuyer(app());
    for (const who of [seller, buyer]) {
      expect((await send('GET', '/api/subscriptions', who)).statusCode).toBe(403);
      expect(
        (await send('PUT', '/api/subscriptions/settings', who, { trial_days: 5 })).statusCode,
      ).toBe(403);
      expect(
        (
          await send('POST', '/api/subscriptions/plans', who, {
            name: 'Free lunch',
            price_minor: 0,
            active_listings_limit: 1000,
            eshops_limit: 1,
            promotion_credits_minor: 0,
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await send('GET', '/api/subscriptions/me', buyer)).statusCode).toBe(403);

    const settings = await send('PUT', '/api/subscriptions/settings', admin, { trial_days: 14 });
    expect(subscriptionSettings.parse(settings.json()).trial_days).toBe(14);
    const fresh = await signUpSeller(app());
    const trial = await mine(fresh);
    expect(Date.parse(trial.period_end) - Date.parse(trial.period_start)).toBe(14 * DAY_MS);
    await send('PUT', '/api/subscriptions/settings', admin, { trial_days: 30 });

    const plans = subscriptionPlanList.parse(
      (await send('GET', '/api/subscriptions/plans', seller)).json(),
    );
    const business = plans.items.find((plan) => plan.name === 'Business')!;
    const starter = plans.items.find((plan) => plan.name === 'Starter')!;
    expect(
      (await send('POST', `/api/subscriptions/plans/${business.id}/retire`, admin)).statusCode,
    ).toBe(409);
    const edited = await send('PUT', `/api/subscriptions/plans/${starter.id}`, admin, {
      name: 'Starter',
      price_minor: 1090,
      active_listings_limit: 30,
      eshops_limit: 1,
      promotion_credits_minor: 0,
    });
    expect(subscriptionPlan.parse(edited.json()).price.amount_minor).toBe(1090);

    const list = subscriptionList.parse((await send('GET', '/api/subscriptions', admin)).json());
    const row = list.items.find((item) => item.seller.id === fresh.userId)!;
    const extended = await send('PATCH', `/api/subscriptions/${row.id}`, admin, {
      extend_trial_days: 10,
    });
    expect(extended.statusCode, extended.body).toBe(204);
    expect(Date.parse((await mine(fresh)).period_end) - Date.parse(trial.period_end)).toBe(
      10 * DAY_MS,
    );
  });
});

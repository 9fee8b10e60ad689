import type { Database } from '../db/client';
import { createMyPeopleRepository } from '../modules/my-people';
import { demoAccountIds, type DemoPlan } from './plan';

const DAY = 86_400_000;

/** Who follows whom in the demo, and how many days ago they started. */
const FOLLOWS = [
  { buyer: 'buyer1', seller: 'seller2', daysAgo: 12 },
  { buyer: 'buyer1', seller: 'seller3', daysAgo: 5 },
  { buyer: 'buyer2', seller: 'seller1', daysAgo: 9 },
  { buyer: 'buyer2', seller: 'seller3', daysAgo: 2 },
] as const;

/**
 * buyer1 and buyer2 each follow two demo sellers, so `/profile/my-people` is not empty on
 * `npm start`. Written through the My People repository in the seed's transaction (following is
 * not news to anyone: no notification). Returns how many follows there are.
 */
export async function seedDemoFollows(tx: Database, plan: DemoPlan, now: Date): Promise<number> {
  const idOf = demoAccountIds(plan);
  const myPeople = createMyPeopleRepository(tx);
  let followed = 0;
  for (const follow of FOLLOWS) {
    const buyerId = idOf.get(follow.buyer);
    const sellerId = idOf.get(follow.seller);
    if (!buyerId || !sellerId) continue;
    await myPeople.follow(buyerId, sellerId, new Date(now.getTime() - follow.daysAgo * DAY));
    followed += 1;
  }
  return followed;
}

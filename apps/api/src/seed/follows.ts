import { createMyPeopleRepository, createMyPeopleService } from '../modules/my-people';
import {
  demoEvents,
  demoNotificationsService,
  playClock,
  type DemoSeedStep,
} from './demo-services';
import { demoAccountIds } from './plan';

const DAY = 86_400_000;

/** Who follows whom in the demo, and how many days ago they started. */
const FOLLOWS = [
  { buyer: 'buyer1', seller: 'seller2', daysAgo: 12 },
  { buyer: 'buyer1', seller: 'seller3', daysAgo: 5 },
  { buyer: 'buyer2', seller: 'seller1', daysAgo: 9 },
  { buyer: 'buyer2', seller: 'seller3', daysAgo: 2 },
] as const;

/** Following shows nobody their followed sellers' listings: the seed never asks for them. */
const unbrowsedListings = {
  browseListings: () => Promise.reject(new Error('The demo seed browses no listings.')),
};

/**
 * buyer1 and buyer2 each follow two demo sellers, so `/profile/my-people` is not empty on
 * `npm start`: each follows through the My People service on the day they started (following is
 * not news to anyone: no notification). Returns how many follows there are.
 */
export const seedDemoFollows: DemoSeedStep = async (tx, plan, now, log) => {
  const clock = playClock(now);
  const myPeople = createMyPeopleService({
    repository: createMyPeopleRepository(tx),
    listings: unbrowsedListings,
    notifications: demoNotificationsService(tx, demoEvents(tx, clock, log), clock),
    clock,
  });
  const idOf = demoAccountIds(plan);
  let followed = 0;
  for (const follow of FOLLOWS) {
    const buyerId = idOf.get(follow.buyer);
    const sellerId = idOf.get(follow.seller);
    if (!buyerId || !sellerId) continue;
    clock.set(new Date(now.getTime() - follow.daysAgo * DAY));
    await myPeople.follow(buyerId, sellerId);
    followed += 1;
  }
  return followed;
};

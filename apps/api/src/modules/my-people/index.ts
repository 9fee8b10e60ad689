import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { listingPublishedSubscriber, notifyFollowersJob } from './my-people.jobs';
import { createMyPeopleRepository } from './my-people.repository';
import { myPeopleRoutes } from './my-people.routes';
import { createMyPeopleService } from './my-people.service';

export interface MyPeopleModuleOptions {
  clock: Clock;
}

/** My People: buyers follow sellers and are told when they publish a listing. */
export const myPeopleModule = fp<MyPeopleModuleOptions>(
  async (app, { clock }) => {
    const service = createMyPeopleService({
      repository: createMyPeopleRepository(app.db),
      listings: app.listings,
      notifications: app.notifications,
      clock,
    });
    app.jobs.define(notifyFollowersJob(service, app.jobs));
    app.domainEvents.subscribe(listingPublishedSubscriber(app.jobs));
    await app.register(myPeopleRoutes, { prefix: API_PREFIX, service });
  },
  {
    name: 'my-people-module',
    dependencies: [
      'db',
      'jobs',
      'auth',
      'domain-events-module',
      'listings-module',
      'notifications-module',
    ],
  },
);

// What the demo seed (src/seed) plays the marketplace through, in its own transaction and time.
export { createMyPeopleRepository } from './my-people.repository';
export { createMyPeopleService } from './my-people.service';

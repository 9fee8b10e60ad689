import fp from 'fastify-plugin';
import { createSharedPagesAnnouncer } from './shared-pages-announcer';
import { changesAnySharedPage } from './shared-page-writes';
import { sharedPagesOrderSubscribers } from './shared-pages.subscribers';

export interface SharedPagesModuleOptions {
  /** Without a Redis, nothing is announced: the web's page cache follows its TTL (ADR 0035). */
  redisUrl: string | undefined;
}

/**
 * Announces on Redis the changes of the pages signed-out visitors share, for the page cache of
 * every web instance (ADR 0082): the listings whose stock an order moved (from the orders'
 * domain events), and "everything" after any other accepted write that may show on such a page.
 * It owns no table and serves no route.
 */
export const sharedPagesModule = fp<SharedPagesModuleOptions>(
  async (app, { redisUrl }) => {
    if (!redisUrl) return;
    const announcer = await createSharedPagesAnnouncer({ redisUrl, log: app.log });
    // After the domain events' preClose: their outside effects (these announcements) have ended.
    app.addHook('onClose', () => announcer.close());
    for (const subscriber of sharedPagesOrderSubscribers(announcer)) {
      app.domainEvents.subscribe(subscriber);
    }
    // After the answer has gone: the visitor never waits for Redis, and it never fails a request.
    app.addHook('onResponse', async (request, reply) => {
      if (changesAnySharedPage(request.method, request.url, reply.statusCode)) {
        void announcer.announce({ everything: true });
      }
    });
  },
  { name: 'shared-pages-module', dependencies: ['domain-events-module'] },
);

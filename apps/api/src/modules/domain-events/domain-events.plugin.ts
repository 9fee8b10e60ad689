import fp from 'fastify-plugin';
import type { Clock } from '../../lib/clock';
import { createDomainEventsRepository } from './domain-events.repository';
import { createDomainEvents, type DomainEvents } from './domain-events.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox and dispatcher of domain events (ADR 0042). */
    domainEvents: DomainEvents;
  }
}

export interface DomainEventsPluginOptions {
  clock: Clock;
}

/**
 * Decorates the app with `domainEvents`. Modules subscribe while the app is built; once it is
 * ready, whatever an earlier process committed but did not deliver is delivered.
 */
export const domainEventsPlugin = fp<DomainEventsPluginOptions>(
  async (app, { clock }) => {
    const events = createDomainEvents({
      repository: createDomainEventsRepository(app.db),
      clock,
      log: app.log,
    });
    app.decorate('domainEvents', events);
    // Before any onClose hook: the mailer and the database stay open until outside effects end;
    // jobs finishing during close leave new ones to the next start's sweep.
    app.addHook('preClose', () => events.close());
    // The sweep: what a crash or a failing subscriber left pending, every minute on one worker.
    app.jobs.define({
      name: 'domain-events.deliver-pending',
      schedule: '* * * * *',
      run: async () => {
        await events.deliverPending();
      },
    });
    app.addHook('onReady', async () => {
      const delivered = await events.deliverPending();
      if (delivered > 0) app.log.info({ delivered }, 'domain events left pending were delivered');
    });
  },
  { name: 'domain-events-module', dependencies: ['db', 'jobs'] },
);

import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { createLedgerRepository } from './ledger.repository';
import { ledgerRoutes } from './ledger.routes';
import { createLedgerService, type LedgerService } from './ledger.service';
import { ledgerNotificationSubscribers } from './ledger.subscribers';
import { paymentsOverviewRoutes } from './payments-overview.routes';

export type { LedgerService } from './ledger.service';
export type {
  ChargeInput,
  CreditInput,
  LedgerPosting,
  PromotionCreditsGrant,
  PromotionCreditsGrantInput,
  RefundInput,
} from './posting-inputs';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prepaid balances as a double-entry ledger: credit, charge, refund (ledger module). */
    ledger: LedgerService;
  }
}

export interface LedgerModuleOptions {
  clock: Clock;
}

/** The prepaid balance kept as a double-entry ledger (issue 19, ADR 0055). */
export const ledgerModule = fp<LedgerModuleOptions>(
  async (app, { clock }) => {
    const service = createLedgerService({
      repository: createLedgerRepository(app.db),
      events: app.domainEvents,
      clock,
    });
    app.decorate('ledger', service);
    for (const subscriber of ledgerNotificationSubscribers(app.notifications)) {
      app.domainEvents.subscribe(subscriber);
    }
    await app.register(ledgerRoutes, { prefix: API_PREFIX, service, audit: app.audit });
    await app.register(paymentsOverviewRoutes, { prefix: API_PREFIX, service });
  },
  {
    name: 'ledger-module',
    dependencies: [
      'db',
      'domain-events-module',
      'auth',
      'audit-module',
      'users-module',
      'notifications-module',
    ],
  },
);

// What the demo seed (src/seed) plays the marketplace through, in its own transaction and time.
export { createLedgerRepository } from './ledger.repository';
export { createLedgerService } from './ledger.service';

import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { createComparisonRepository } from './comparison.repository';
import { comparisonRoutes } from './comparison.routes';
import { createComparisonService } from './comparison.service';

export { forgetComparedListing } from './deleted-listings';

export interface ComparisonModuleOptions {
  clock: Clock;
}

/** The comparison list of an account. */
export const comparisonModule = fp<ComparisonModuleOptions>(
  async (app, { clock }) => {
    const service = createComparisonService({
      repository: createComparisonRepository(app.db),
      listings: app.listings,
      clock,
    });
    await app.register(comparisonRoutes, { prefix: API_PREFIX, service });
  },
  { name: 'comparison-module', dependencies: ['db', 'auth', 'listings-module'] },
);

// What the demo seed (src/seed) plays the marketplace through, in its own transaction and time.
export { createComparisonRepository } from './comparison.repository';
export { createComparisonService } from './comparison.service';

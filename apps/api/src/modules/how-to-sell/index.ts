import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import { createHowToSellRepository } from './how-to-sell.repository';
import { howToSellRoutes } from './how-to-sell.routes';
import { createHowToSellService } from './how-to-sell.service';

/** The "how to sell" paragraphs. */
export const howToSellModule = fp(
  async (app) => {
    const service = createHowToSellService({
      repository: createHowToSellRepository(app.db),
      audit: app.audit,
    });
    await app.register(howToSellRoutes, { prefix: API_PREFIX, service });
  },
  { name: 'how-to-sell-module', dependencies: ['db', 'auth', 'audit-module'] },
);

import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import { createHowToSellRepository } from './how-to-sell.repository';
import { howToSellRoutes } from './how-to-sell.routes';
import { createHowToSellService } from './how-to-sell.service';

/** The "how to sell" paragraphs. */
export const howToSellModule = fp(
  async (app) => {
    const service = createHowToSellService(createHowToSellRepository(app.db));
    await app.register(howToSellRoutes, { prefix: API_PREFIX, service });
  },
  { name: 'how-to-sell-module', dependencies: ['db', 'auth'] },
);

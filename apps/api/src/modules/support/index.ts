import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { createSupportRepository } from './support.repository';
import { supportRoutes } from './support.routes';
import { createSupportService } from './support.service';

export interface SupportModuleOptions {
  clock: Clock;
  /** The site's address, for links in reply mails. */
  publicUrl: string;
}

/** Requests to support. */
export const supportModule = fp<SupportModuleOptions>(
  async (app, { clock, publicUrl }) => {
    const service = createSupportService({
      repository: createSupportRepository(app.db),
      throttle: app.throttle,
      audit: app.audit,
      mailer: app.mailer,
      db: app.db,
      publicUrl,
      clock,
    });
    await app.register(supportRoutes, { prefix: API_PREFIX, service });
  },
  {
    name: 'support-module',
    dependencies: ['db', 'auth', 'throttle-module', 'audit-module', 'mailer-module'],
  },
);

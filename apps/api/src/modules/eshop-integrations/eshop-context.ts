import type { StorePlatform } from '@bazaar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { JobRunner } from '../../jobs/job-runner';
import type { Clock } from '../../lib/clock';
import type { NotificationsService } from '../notifications';
import type { EshopIntegrationsRepository } from './eshop-integrations.repository';
import type { ImportingPort } from './importing-port';
import type { InstallCookies } from './install-cookie';
import type { PlatformClient } from './platform';
import type { TokenSealer } from './token-crypto';

/** A platform's part in the install flow, registered by its routes plugin. */
export interface PlatformInstaller {
  client: PlatformClient;
  /** The store key of what a seller typed, or null when it cannot be one. */
  storeKeyOf(input: string): string | null;
  /** Where the browser goes to open the platform's consent for `state` (an api address). */
  startUrl(state: string): string;
  /**
   * The platform's signed install cookie: set on the answer to the signed-in seller's
   * `POST …/installs`, required by the start route (ADR 0064), so a start link opened in
   * another browser (a merchant sent it) is refused.
   */
  cookies: InstallCookies;
}

/** What the service needs of subscriptions: the seller's plan and its e-shop limit. */
export interface EshopLimits {
  eshopsLimitOf(sellerId: string): Promise<{ limit: number; plan: string }>;
}

export interface EshopServiceDependencies {
  repository: EshopIntegrationsRepository;
  sealer: TokenSealer;
  limits: EshopLimits;
  notifications: NotificationsService;
  jobs: Pick<JobRunner, 'send'>;
  /** The importing module, when it is there (it registers after this module is built). */
  importing: () => ImportingPort | undefined;
  log: FastifyBaseLogger;
  clock?: Clock;
}

/** What the use cases of this module share: the dependencies and the registered platforms. */
export interface EshopContext extends Required<EshopServiceDependencies> {
  installers: Map<StorePlatform, PlatformInstaller>;
}

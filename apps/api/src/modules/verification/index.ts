import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { createVerificationRepository } from './verification.repository';
import { verificationRoutes } from './verification.routes';
import { createVerificationService } from './verification.service';
import { verificationSubscribers } from './verification.subscribers';
import { welcomeNewAccountSubscriber } from './welcome-new-account';

export interface VerificationModuleOptions {
  clock: Clock;
  /** Keys the codes' hashes. */
  secret: string;
  /** The web's address, for the welcome mail's link. */
  publicUrl: string;
}

/** Email and phone verification by code. */
export const verificationModule = fp<VerificationModuleOptions>(
  async (app, { clock, secret, publicUrl }) => {
    const service = createVerificationService({
      repository: createVerificationRepository(app.db),
      users: app.users,
      mailer: app.mailer,
      sms: app.smsSender,
      throttle: app.throttle,
      clock,
      secret,
    });
    for (const subscriber of verificationSubscribers()) app.domainEvents.subscribe(subscriber);
    app.domainEvents.subscribe(welcomeNewAccountSubscriber({ mailer: app.mailer, publicUrl }));
    await app.register(verificationRoutes, { prefix: API_PREFIX, service });
  },
  {
    name: 'verification-module',
    dependencies: [
      'db',
      'domain-events-module',
      'auth',
      'users-module',
      'mailer-module',
      'sms-module',
      'throttle-module',
    ],
  },
);

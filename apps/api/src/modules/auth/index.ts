import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { createAccessTokens } from './access-tokens';
import { createAuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { createAuthService, type AuthService } from './auth.service';
import { authSubscribers } from './auth.subscribers';

export { createPasswordPolicy } from './password-policy';
export type { AuthService } from './auth.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-up, sign-in, tokens and password recovery (auth module). */
    authService: AuthService;
  }
}

export interface AuthModuleOptions {
  clock: Clock;
  /** Signs access tokens and one-time links. */
  secret: string;
  accessTokenTtlSeconds: number;
  publicUrl: string;
}

export const authModule = fp<AuthModuleOptions>(
  async (app, { clock, secret, accessTokenTtlSeconds, publicUrl }) => {
    const auth = createAuthService({
      repository: createAuthRepository(app.db),
      users: app.users,
      sessions: app.sessions,
      throttle: app.throttle,
      mailer: app.mailer,
      accessTokens: createAccessTokens(secret, accessTokenTtlSeconds, clock),
      clock,
      publicUrl,
      log: app.log,
    });
    app.decorate('authService', auth);
    for (const subscriber of authSubscribers()) app.domainEvents.subscribe(subscriber);
    await app.register(authRoutes, { prefix: API_PREFIX, service: auth });
  },
  {
    name: 'auth-module',
    dependencies: [
      'db',
      'domain-events-module',
      'auth',
      'users-module',
      'sessions-module',
      'throttle-module',
      'mailer-module',
    ],
  },
);

import type { AuthSessionResponse } from '@bazaar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../mailer';
import type { KnownDeviceCookie, SessionsService } from '../sessions';
import type { ThrottleService } from '../throttle';
import type { UsersService } from '../users';
import type { AccessTokens } from './access-tokens';
import type { AuthRepository } from './auth.repository';

export interface AuthServiceDependencies {
  repository: AuthRepository;
  users: UsersService;
  sessions: SessionsService;
  throttle: ThrottleService;
  mailer: Mailer;
  accessTokens: AccessTokens;
  clock: Clock;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** What the routes turn into an answer: the access token body, and the refresh cookie if any. */
export interface SessionGrant {
  body: AuthSessionResponse;
  /** Absent when a racing refresh only gets an access token (the browser has the cookie). */
  refreshCookie?: { token: string; maxAgeSeconds: number };
  /** After a sign-in: the browser is (still) a known device of the account (ADR 0091). */
  deviceCookie?: KnownDeviceCookie;
}

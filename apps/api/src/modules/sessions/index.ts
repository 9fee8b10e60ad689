import fp from 'fastify-plugin';
import type { Clock } from '../../lib/clock';
import { createSessionsRepository } from './sessions.repository';
import {
  createSessionsService,
  type SessionLimits,
  type SessionsService,
} from './sessions.service';
import { sessionSubscribers } from './sessions.subscribers';

export type { SessionRow, ViewAsSessionRow } from '../../db/schema/sessions';
export type { KnownDeviceCookie } from './known-devices';
export type { SessionOrigin, SessionsService } from './sessions.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signed-in sessions: opened, refreshed, ended (sessions module). */
    sessions: SessionsService;
  }
}

export interface SessionsModuleOptions extends SessionLimits {
  clock: Clock;
}

export const sessionsModule = fp<SessionsModuleOptions>(
  async (app, { clock, ...limits }) => {
    const sessions = createSessionsService(
      createSessionsRepository(app.db),
      clock,
      limits,
      app.domainEvents,
    );
    app.decorate('sessions', sessions);
    for (const subscriber of sessionSubscribers(sessions)) app.domainEvents.subscribe(subscriber);
  },
  { name: 'sessions-module', dependencies: ['db', 'domain-events-module'] },
);

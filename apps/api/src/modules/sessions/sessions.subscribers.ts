import type { DomainEventSubscriber } from '../domain-events';
import type { SessionsService } from './sessions.service';

/** Sessions end when their account is blocked or closed (ADR 0042). */
export function sessionSubscribers(sessions: Pick<SessionsService, 'endAllOfUser'>) {
  const endOnBlock: DomainEventSubscriber<'account.blocked'> = {
    name: 'sessions.end-on-block',
    event: 'account.blocked',
    handle: ({ user_id }, { tx }) => sessions.endAllOfUser(user_id, { tx }),
  };
  const endOnClose: DomainEventSubscriber<'account.closed'> = {
    name: 'sessions.end-on-close',
    event: 'account.closed',
    handle: ({ user_id }, { tx }) => sessions.endAllOfUser(user_id, { tx }),
  };
  return [endOnBlock, endOnClose];
}

import type { DomainEventSubscriber } from '../domain-events/domain-events.service';
import type { SessionsService } from './sessions.service';

/** Sessions end when their account is blocked (ADR 0042). */
export function sessionSubscribers(sessions: Pick<SessionsService, 'endAllOfUser'>) {
  const endOnBlock: DomainEventSubscriber<'account.blocked'> = {
    name: 'sessions.end-on-block',
    event: 'account.blocked',
    handle: ({ user_id }, { tx }) => sessions.endAllOfUser(user_id, { tx }),
  };
  return [endOnBlock];
}

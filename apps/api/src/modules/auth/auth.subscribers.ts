import type { DomainEventSubscriber } from '../domain-events';
import { createAuthRepository } from './auth.repository';

/** A closed account's mailed sign-in and restore links stop working (ADR 0042). */
export function authSubscribers() {
  const forgetLinksOnClose: DomainEventSubscriber<'account.closed'> = {
    name: 'auth.forget-links-on-close',
    event: 'account.closed',
    handle: ({ user_id }, { occurredAt, tx }) =>
      createAuthRepository(tx).useUpOneTimeTokensOf(user_id, occurredAt),
  };
  return [forgetLinksOnClose];
}

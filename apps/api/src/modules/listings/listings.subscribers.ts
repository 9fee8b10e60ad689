import type { DomainEventSubscriber } from '../domain-events';
import type { ListingsRepository } from './listings.repository';

/** A closed account's listings leave the public pages (ADR 0042). */
export function listingSubscribers(repository: Pick<ListingsRepository, 'within'>) {
  const pauseOnClose: DomainEventSubscriber<'account.closed'> = {
    name: 'listings.pause-on-close',
    event: 'account.closed',
    handle: async ({ user_id }, { occurredAt, tx }) => {
      await repository.within(tx).pauseAllOfOwner(user_id, occurredAt);
    },
  };
  return [pauseOnClose];
}

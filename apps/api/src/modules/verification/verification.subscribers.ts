import type { DomainEventSubscriber } from '../domain-events';
import { createVerificationRepository } from './verification.repository';

/** A closed account's verification codes go (ADR 0042). */
export function verificationSubscribers() {
  const forgetCodesOnClose: DomainEventSubscriber<'account.closed'> = {
    name: 'verification.forget-codes-on-close',
    event: 'account.closed',
    handle: async ({ user_id }, { tx }) => {
      await createVerificationRepository(tx).removeAllOf(user_id);
    },
  };
  return [forgetCodesOnClose];
}

import type { AccountStatusChange } from '@bazaar/contracts';
import { ConflictError } from '../../errors';
import { accountBlockedError, isBlockedStatus } from '../../lib/account-status';
import { statusAfter, type Account, type AlongsideChange } from './account';
import type { AccountRecords, UsersServiceDependencies } from './account-records';

/** The owner pauses and unpauses the account; an administrator blocks, pauses or unblocks it. */
export function createStatusChanges(
  deps: Pick<UsersServiceDependencies, 'repository' | 'clock' | 'events'>,
  {
    openAccount,
    administeredAccount,
    update,
  }: Pick<AccountRecords, 'openAccount' | 'administeredAccount' | 'update'>,
) {
  const { repository, clock } = deps;

  return {
    /** Pausing hides the account's listings from public pages until it unpauses. */
    async pause(id: string): Promise<Account> {
      const { user } = await openAccount(id);
      if (isBlockedStatus(user.status)) throw accountBlockedError(user.blockedReason);
      if (user.status === 'active') await update(id, { status: 'paused' });
      return openAccount(id);
    },

    async unpause(id: string): Promise<Account> {
      const { user } = await openAccount(id);
      if (isBlockedStatus(user.status)) throw accountBlockedError(user.blockedReason);
      if (user.status === 'paused') await update(id, { status: 'active' });
      return openAccount(id);
    },

    /**
     * An administrator blocks, pauses or unblocks an account (`statusAfter`); a 409 when the
     * change does not apply to its status. A blocked account sees `reason` and is signed out
     * everywhere by the `account.blocked` event's subscriber (sessions.subscribers.ts) before this
     * answers.
     */
    async setStatusByAdministrator(
      id: string,
      change: AccountStatusChange,
      reason: string,
      alongside: AlongsideChange,
    ): Promise<Account> {
      const { user } = await administeredAccount(id);
      const status = statusAfter(user.status, change);
      if (!status)
        throw new ConflictError(`This account cannot be changed this way now (${user.status}).`);
      const eventId = await repository.transaction(async (queries, tx) => {
        await queries.updateUser(id, {
          status,
          blockedReason: isBlockedStatus(status) ? reason : null,
          updatedAt: clock.now(),
        });
        await alongside(tx);
        return change === 'block'
          ? deps.events.publish(tx, 'account.blocked', { user_id: id })
          : undefined;
      });
      if (eventId) await deps.events.deliver(eventId);
      return administeredAccount(id);
    },
  };
}

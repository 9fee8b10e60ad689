import type { AccountStatusChange } from '@bazaar/contracts';
import type { AuditActor } from '../../http/signed-in';
import type { NotificationsService } from '../notifications';
import type { UsersService } from '../users';
import type { AccountActing } from './acting-on-accounts';

/** What the owner is told about each status change (the web words the code). */
const statusNotices: Record<AccountStatusChange, { code: string; title: string }> = {
  block: { code: 'account_blocked', title: 'An administrator blocked your account' },
  pause: { code: 'account_paused', title: 'An administrator paused your account' },
  unblock: { code: 'account_unblocked', title: 'An administrator unblocked your account' },
};

export interface AccountStatusDependencies extends AccountActing {
  users: UsersService;
  notifications: Pick<NotificationsService, 'notify'>;
}

/** An administrator blocks, pauses, unblocks or deletes an account. */
export function createAccountStatusChanges({
  users,
  notifications,
  managed,
  record,
}: AccountStatusDependencies) {
  return {
    /**
     * Anonymised exactly as the owner's closing does. The trail keeps what the account was, not
     * who: its type and status.
     */
    async remove(by: AuditActor, id: string): Promise<void> {
      const { user } = await managed(by, id);
      await users.closeByAdministrator(id, (tx) =>
        record(by, id, 'account.delete', tx, {
          before: { type: user.accountType, status: user.status },
        }),
      );
    },

    /** Blocks, pauses or unblocks with a reason; the owner is notified with the change. */
    async changeStatus(
      by: AuditActor,
      id: string,
      change: AccountStatusChange,
      reason: string,
    ): Promise<void> {
      const { user } = await managed(by, id);
      await users.setStatusByAdministrator(id, change, reason, (tx) =>
        record(by, id, `account.${change}`, tx, {
          before: { status: user.status },
          after: { reason },
        }),
      );
      // After commit, so the notice is pushed live at once; a change that failed tells nobody.
      const { code, title } = statusNotices[change];
      await notifications.notify(id, {
        type: 'account',
        code,
        title,
        body: reason,
        link: '/profile',
      });
    },
  };
}

import { mayManageAccount, type AuthSessionResponse } from '@bazaar/contracts';
import { ForbiddenError } from '../../errors';
import type { AuditActor } from '../../http/signed-in';
import type { SignedInAccount } from '../../lib/account-status';
import type { AuthService } from '../auth';
import type { UsersService } from '../users';
import type { AccountActing } from './acting-on-accounts';

export interface ViewAsDependencies {
  users: UsersService;
  auth: Pick<AuthService, 'startViewing' | 'stopViewing'>;
  record: AccountActing['record'];
}

/** "View as this user" (ADR 0077): its start and its end. */
export function createViewAs({ users, auth, record }: ViewAsDependencies) {
  return {
    /**
     * A read-only token of the account for an administrator who may manage it (nobody views as
     * themselves; only a super admin as an administrator). The start is in the audit trail with
     * the viewing's end.
     */
    async startViewing(by: SignedInAccount, ip: string, id: string): Promise<AuthSessionResponse> {
      const account = await users.administeredAccount(id);
      const viewed = { id, type: account.user.accountType };
      if (!mayManageAccount(by, viewed)) {
        throw new ForbiddenError(
          'FORBIDDEN',
          by.id === id
            ? "You can't view the product as yourself this way."
            : 'Only a super admin can view as an administrator.',
        );
      }
      const actor: AuditActor = { actor: { id: by.id, type: by.type }, ip };
      return auth.startViewing(by, viewed, ip, (tx) =>
        record(actor, id, 'account.view_as_start', tx),
      );
    },

    /**
     * Ends the viewing of a "view as" token, recorded as the administrator's action. With any
     * other token there is nothing to end (a repeated stop, after the session came back).
     */
    async stopViewing(account: SignedInAccount, ip: string): Promise<void> {
      const administrator = account.viewedBy;
      if (!administrator) return;
      const actor: AuditActor = { actor: { id: administrator.id, type: administrator.type }, ip };
      await auth.stopViewing(account, (tx) =>
        record(actor, account.id, 'account.view_as_stop', tx),
      );
    },
  };
}

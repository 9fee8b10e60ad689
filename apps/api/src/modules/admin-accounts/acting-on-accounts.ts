import { mayManageAccount, type AuditSnapshot } from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import { ForbiddenError } from '../../errors';
import type { AuditActor } from '../../http/signed-in';
import type { AuditService } from '../audit';
import type { UsersService } from '../users';

export interface AccountActingDependencies {
  users: UsersService;
  audit: Pick<AuditService, 'record'>;
}

/** What the administrators' actions on an account share: who may act, and the trail. */
export function createAccountActing({ users, audit }: AccountActingDependencies) {
  /**
   * The account, when `by` may act on it. An administrator edits their own profile and picture
   * here (they have no settings page); nothing else of their own.
   */
  async function managed(by: AuditActor, id: string, options: { self?: boolean } = {}) {
    const account = await users.administeredAccount(id);
    const target = { id, type: account.user.accountType };
    const ownProfile = options.self === true && by.actor.id === id;
    if (!ownProfile && !mayManageAccount(by.actor, target)) {
      throw new ForbiddenError(
        'FORBIDDEN',
        by.actor.id === id
          ? "You can't do this to your own account."
          : 'Only a super admin can change an administrator’s account.',
      );
    }
    return account;
  }

  const record = (
    by: AuditActor,
    id: string,
    action: string,
    tx: Queryable,
    change: { before?: AuditSnapshot; after?: AuditSnapshot } = {},
  ) => audit.record({ ...by, action, subject: { type: 'account', id }, ...change }, tx);

  return { managed, record };
}

export type AccountActing = ReturnType<typeof createAccountActing>;

import type { Queryable } from '../../db/client';
import type { AuditActor } from '../../http/signed-in';
import type { AuditService } from '../audit';
import type { AuthService } from '../auth';
import type { NotificationsService } from '../notifications';
import type { SessionsService } from '../sessions';
import type { UsersService } from '../users';
import { createAccountPasswords } from './account-passwords';
import { createAccountActing } from './acting-on-accounts';
import { createAccountStatusChanges } from './change-account-status';
import { createAccount } from './create-account';
import { createAccountEditing } from './edit-account';
import { createAccountFinding } from './find-accounts';
import { createViewAs } from './view-as';

export interface AdminAccountsDependencies {
  db: Queryable;
  users: UsersService;
  auth: Pick<AuthService, 'mailPasswordRestoreLink' | 'startViewing' | 'stopViewing'>;
  sessions: Pick<SessionsService, 'signInsOf'>;
  audit: Pick<AuditService, 'record'>;
  notifications: Pick<NotificationsService, 'notify'>;
}

/**
 * The user manager: what administrators do to other people's accounts. Who may act on whom is
 * decided here (`mayManageAccount`); each action is recorded in the audit trail inside the
 * transaction that performs it, through the users module's `alongside` hook.
 */
export function createAdminAccountsService(deps: AdminAccountsDependencies) {
  const { db, users, auth, sessions, notifications } = deps;
  const acting = createAccountActing(deps);
  return {
    ...createAccountFinding({ db, users, sessions }),
    create: (by: AuditActor, body: Parameters<typeof createAccount>[2]) =>
      createAccount({ users, record: acting.record }, by, body),
    ...createAccountEditing({ users, ...acting }),
    ...createAccountStatusChanges({ users, notifications, ...acting }),
    ...createAccountPasswords({ db, users, auth, ...acting }),
    ...createViewAs({ users, auth, record: acting.record }),
  };
}

export type AdminAccountsService = ReturnType<typeof createAdminAccountsService>;

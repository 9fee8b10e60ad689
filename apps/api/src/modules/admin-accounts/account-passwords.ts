import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/client';
import type { AuditActor } from '../../http/signed-in';
import type { AuthService } from '../auth';
import type { UsersService } from '../users';
import type { AccountActing } from './acting-on-accounts';

/** A password no one chose: 96 random bits, readable enough to be typed once. */
export const generatePassword = () => randomBytes(12).toString('base64url');

export interface AccountPasswordsDependencies extends AccountActing {
  db: Queryable;
  users: UsersService;
  auth: Pick<AuthService, 'mailPasswordRestoreLink'>;
}

/** An administrator restores an account's access: a restore link mailed, or a new password. */
export function createAccountPasswords({
  db,
  users,
  auth,
  managed,
  record,
}: AccountPasswordsDependencies) {
  return {
    /** Mails the owner the restore link of "forgot password". */
    async mailPasswordReset(by: AuditActor, id: string): Promise<void> {
      await managed(by, id);
      await auth.mailPasswordRestoreLink(id);
      // The link lives in the auth module's own table; the trail notes that it was sent.
      await record(by, id, 'account.password_reset_link', db);
    },

    /** A new password, answered once; every session of the account ends. */
    async generatePassword(by: AuditActor, id: string): Promise<{ password: string }> {
      await managed(by, id);
      const password = generatePassword();
      await users.setPasswordByAdministrator(id, password, (tx) =>
        record(by, id, 'account.password_generate', tx),
      );
      return { password };
    },
  };
}

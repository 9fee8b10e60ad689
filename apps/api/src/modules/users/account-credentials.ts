import { NotFoundError } from '../../errors';
import type { Account, AlongsideChange } from './account';
import type { AccountRecords, UsersServiceDependencies } from './account-records';

/** The account's email address, phone number and password: changed, reset and verified. */
export function createCredentialChanges(
  deps: Pick<UsersServiceDependencies, 'repository' | 'clock' | 'passwordRules' | 'sessions'>,
  { openAccount, administeredAccount, newPassword, update, confirmPassword }: AccountRecords,
) {
  const { repository, clock } = deps;

  return {
    /** A new email address needs the password, and has to be verified again. */
    async changeEmail(id: string, body: { email: string; password: string }): Promise<Account> {
      const { user } = await openAccount(id);
      await confirmPassword(user, body.password, 'password');
      if (body.email !== user.email) {
        await update(id, { email: body.email, emailVerifiedAt: null });
      }
      return openAccount(id);
    },

    /** Changes the password and signs out every other session of the account. */
    async changePassword(
      id: string,
      sessionId: string,
      body: { current_password: string; new_password: string },
    ): Promise<void> {
      const { user } = await openAccount(id);
      await confirmPassword(user, body.current_password, 'current_password');
      deps.passwordRules.assertAcceptable(body.new_password, {
        email: user.email,
        field: 'new_password',
      });
      await update(id, await newPassword(body.new_password));
      await deps.sessions.endAllOfUser(id, { exceptSessionId: sessionId });
    },

    /**
     * Sets a new password through a restore link: every session ends, and the mailbox that
     * received the link is proven to be the owner's.
     */
    async resetPassword(id: string, password: string): Promise<void> {
      const user = await repository.findById(id);
      if (!user || user.deletedAt) throw new NotFoundError();
      deps.passwordRules.assertAcceptable(password, { email: user.email, field: 'password' });
      await update(id, {
        ...(await newPassword(password)),
        emailVerifiedAt: user.emailVerifiedAt ?? clock.now(),
      });
      await deps.sessions.endAllOfUser(id);
    },

    /** A mailed link was opened: the address is the owner's. */
    async confirmEmailByLink(id: string): Promise<void> {
      const user = await repository.findById(id);
      if (user && !user.emailVerifiedAt) await update(id, { emailVerifiedAt: clock.now() });
    },

    /** A code sent to `email` came back; counts only if the account still uses that address. */
    async markEmailVerified(id: string, email: string): Promise<boolean> {
      const { user } = await openAccount(id);
      if (user.email !== email) return false;
      await update(id, { emailVerifiedAt: clock.now() });
      return true;
    },

    /** A code sent to `phone` came back: that number becomes the account's, verified. */
    async markPhoneVerified(id: string, phone: string): Promise<void> {
      await update(id, { phone, phoneVerifiedAt: clock.now() });
    },

    /** An administrator sets a new password: every session of the account ends. */
    async setPasswordByAdministrator(
      id: string,
      password: string,
      alongside: AlongsideChange,
    ): Promise<void> {
      const { user } = await administeredAccount(id);
      deps.passwordRules.assertAcceptable(password, { email: user.email, field: 'password' });
      await update(id, await newPassword(password), alongside);
      await deps.sessions.endAllOfUser(id);
    },
  };
}

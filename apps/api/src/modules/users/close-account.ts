import {
  CLOSED_ACCOUNT_NAME,
  closedAccountEmail,
  type Account,
  type AlongsideChange,
} from './account';
import type { AccountRecords, UsersServiceDependencies } from './account-records';

/** Closing an account, by its owner or an administrator. */
export function createAccountClosing(
  deps: Pick<UsersServiceDependencies, 'repository' | 'clock' | 'events' | 'pictures'>,
  {
    openAccount,
    administeredAccount,
    confirmPassword,
  }: Pick<AccountRecords, 'openAccount' | 'administeredAccount' | 'confirmPassword'>,
) {
  const { repository, clock } = deps;

  /**
   * Closes an account for good. The row stays so that orders and messages keep their other
   * party, but everything that names the person is wiped. The `account.closed` event's
   * subscribers end every session, pause the account's listings off the public pages and forget
   * its mailed links and verification codes before this answers. Its status is kept (a blocked
   * account stays blocked), and its email is freed for a new sign-up.
   */
  async function anonymise(account: Account, alongside?: AlongsideChange): Promise<void> {
    const { user, sellerProfile } = account;
    const id = user.id;
    const now = clock.now();
    const eventId = await repository.transaction(async (queries, tx) => {
      await queries.updateUser(id, {
        email: closedAccountEmail(id),
        passwordHash: '',
        firstName: '',
        lastName: '',
        phone: null,
        avatarUrl: null,
        emailVerifiedAt: null,
        phoneVerifiedAt: null,
        deletedAt: now,
        updatedAt: now,
      });
      if (sellerProfile) {
        await queries.updateSellerProfile(id, {
          accountName: CLOSED_ACCOUNT_NAME,
          businessName: null,
          businessNameAsAccountName: false,
          logoUrl: null,
          updatedAt: now,
        });
      }
      await alongside?.(tx);
      return deps.events.publish(tx, 'account.closed', { user_id: id }, now);
    });
    await deps.events.deliver(eventId);
    await deps.pictures.remove(user.avatarUrl);
    await deps.pictures.remove(sellerProfile?.logoUrl);
  }

  return {
    /** The owner closes their account, confirming with the password (see `anonymise`). */
    async close(id: string, password: string): Promise<void> {
      const account = await openAccount(id);
      await confirmPassword(account.user, password, 'password');
      await anonymise(account);
    },

    /** An administrator closes an account: anonymised exactly as its owner's closing does. */
    async closeByAdministrator(id: string, alongside: AlongsideChange): Promise<void> {
      await anonymise(await administeredAccount(id), alongside);
    },
  };
}

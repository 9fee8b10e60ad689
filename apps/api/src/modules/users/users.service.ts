import type { AdminAccountUpdateBody, CurrentUser } from '@bazaar/contracts';
import { toCurrentUser, type AlongsideChange } from './account';
import { createAccountRecords, type UsersServiceDependencies } from './account-records';
import { createCredentialChanges } from './account-credentials';
import { createAccountPictures } from './account-pictures';
import { createStatusChanges } from './account-status-changes';
import { createAccountClosing } from './close-account';
import { createProfileEditing } from './edit-profile';
import { createAccountRegistration } from './register-account';
import { updateAccountByAdministrator } from './update-account-by-administrator';

export type { PasswordRules, UsersServiceDependencies } from './account-records';

/**
 * Account operations shared by every account type: the buyer and seller modules, auth and the
 * administrators all go through here, so each rule lives once.
 */
export function createUsersService(deps: UsersServiceDependencies) {
  const { repository, clock } = deps;
  const records = createAccountRecords(deps);
  const { openAccount, administeredAccount } = records;

  return {
    findAccess: (id: string) => repository.findAccess(id),

    /** The account behind an email, for sign-in and mailed links; closed accounts are unknown. */
    findOpenByEmail: (email: string) => repository.findOpenByEmail(email),

    findOpenById: async (id: string) => {
      const user = await repository.findById(id);
      return user && !user.deletedAt ? user : undefined;
    },

    account: openAccount,

    /** Throws 400 on field `password` for a password our rules refuse. */
    assertAcceptablePassword(password: string, email: string): void {
      deps.passwordRules.assertAcceptable(password, { email, field: 'password' });
    },

    async currentUser(id: string): Promise<CurrentUser> {
      return toCurrentUser(await openAccount(id));
    },

    ...createAccountRegistration(deps, records),
    ...createProfileEditing(deps, records),
    ...createCredentialChanges(deps, records),
    ...createStatusChanges(deps, records),
    ...createAccountClosing(deps, records),
    ...createAccountPictures(deps, records),

    administeredAccount,

    /**
     * An administrator edits an account's profile in one transaction; a new email address or
     * phone number has to be verified again by its owner.
     */
    updateByAdministrator: (id: string, body: AdminAccountUpdateBody, alongside: AlongsideChange) =>
      updateAccountByAdministrator({ repository, clock, administeredAccount }, id, body, alongside),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

import {
  fullName,
  type AccountStatusChange,
  type AccountType,
  type AdminAccountUpdateBody,
  type CurrentUser,
  type SignUpBusinessBody,
  type SignUpUserBody,
  type UpdateBuyerBody,
  type UpdateSellerBody,
} from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { UserRow } from '../../db/schema/users';
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors';
import { accountBlockedError, isBlockedStatus } from '../../lib/account-status';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { DomainEventPublisher } from '../domain-events';
import type { UploadedFile } from '../../http/multipart';
import type { PicturesService } from '../pictures';
import type { SessionsService } from '../sessions';
import { throttleRules, type ThrottleService } from '../throttle';
import {
  CLOSED_ACCOUNT_NAME,
  closedAccountEmail,
  EMAIL_TAKEN,
  emptyToNull,
  statusAfter,
  toCurrentUser,
  type Account,
  type AlongsideChange,
} from './account';
import { updateAccountByAdministrator } from './update-account-by-administrator';
import type { UserPatch, UsersRepository } from './users.repository';

/** The rules a new password must pass (length is checked by the contract schema already). */
export interface PasswordRules {
  /** Throws a 400 VALIDATION naming `field` when the password is not acceptable. */
  assertAcceptable(password: string, context: { email: string; field: string }): void;
}

export interface UsersServiceDependencies {
  repository: UsersRepository;
  sessions: Pick<SessionsService, 'endAllOfUser'>;
  /** Blocking and closing write `account.*` events; what other modules do follows them. */
  events: DomainEventPublisher;
  pictures: PicturesService;
  throttle: ThrottleService;
  passwordRules: PasswordRules;
  clock: Clock;
}

/**
 * Account operations shared by every account type: the buyer and seller modules, auth and the
 * administrators all go through here, so each rule lives once.
 */
export function createUsersService(deps: UsersServiceDependencies) {
  const { repository, clock } = deps;

  async function openAccount(id: string): Promise<Account> {
    const user = await repository.findById(id);
    // A closed account has no sessions left; if a request still gets here, it is signed out.
    if (!user || user.deletedAt) throw new UnauthorizedError();
    const sellerProfile =
      user.accountType === 'SELLER' ? await repository.findSellerProfile(id) : undefined;
    return { user, sellerProfile };
  }

  /** A changed password, and when it changed: restore links mailed before then stop working. */
  const newPassword = async (password: string): Promise<UserPatch> => ({
    passwordHash: await hashPassword(password),
    passwordChangedAt: clock.now(),
  });

  async function update(id: string, patch: UserPatch, alongside?: AlongsideChange): Promise<void> {
    const row = { ...patch, updatedAt: clock.now() };
    try {
      if (!alongside) {
        await repository.updateUser(id, row);
        return;
      }
      await repository.transaction(async (queries, tx) => {
        await queries.updateUser(id, row);
        await alongside(tx);
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ConflictError(EMAIL_TAKEN, {
          fields: [{ field: 'email', message: EMAIL_TAKEN }],
        });
      }
      throw error;
    }
  }

  /** Checks the account's password for a change it asks for; each check counts like a sign-in. */
  async function confirmPassword(user: UserRow, password: string, field: string): Promise<void> {
    // Same counter as sign-in (keyed by email): a stolen access token cannot guess the password.
    await deps.throttle.hit(throttleRules.passwordChecksPerAccount, user.email);
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new ValidationError(
        [{ field, message: 'The password is not correct' }],
        'The password is not correct.',
      );
    }
    await deps.throttle.reset(throttleRules.passwordChecksPerAccount, user.email);
  }

  async function insertAccount(
    user: Parameters<UsersRepository['insertUser']>[0],
    seller?: Omit<Parameters<UsersRepository['insertSellerProfile']>[0], 'userId'>,
    alongside?: (tx: Queryable, inserted: UserRow) => Promise<void>,
  ): Promise<UserRow> {
    try {
      return await repository.transaction(async (queries, tx) => {
        const inserted = await queries.insertUser(user);
        if (seller) await queries.insertSellerProfile({ ...seller, userId: inserted.id });
        await alongside?.(tx, inserted);
        return inserted;
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ConflictError(EMAIL_TAKEN, {
          fields: [{ field: 'email', message: EMAIL_TAKEN }],
        });
      }
      throw error;
    }
  }

  /** Names and phone of any account; a new phone number has to be verified again. */
  async function updatePersonalDetails(id: string, body: UpdateBuyerBody): Promise<Account> {
    const { user } = await openAccount(id);
    const patch: UserPatch = {};
    if (body.first_name !== undefined) patch.firstName = body.first_name ?? '';
    if (body.last_name !== undefined) patch.lastName = body.last_name ?? '';
    if (body.phone !== undefined) {
      const phone = emptyToNull(body.phone);
      patch.phone = phone;
      if (phone !== user.phone) patch.phoneVerifiedAt = null;
    }
    if (body.pickup_address !== undefined) patch.pickupAddress = body.pickup_address;
    if (Object.keys(patch).length > 0) await update(id, patch);
    return openAccount(id);
  }

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

  /** An account an administrator acts on: any open one (a closed one is gone for them too). */
  async function administeredAccount(id: string): Promise<Account> {
    const user = await repository.findById(id);
    if (!user || user.deletedAt) throw new NotFoundError('There is no such account.');
    const sellerProfile =
      user.accountType === 'SELLER' ? await repository.findSellerProfile(id) : undefined;
    return { user, sellerProfile };
  }

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

    async registerBuyer(body: SignUpUserBody): Promise<UserRow> {
      deps.passwordRules.assertAcceptable(body.password, { email: body.email, field: 'password' });
      const now = clock.now();
      return insertAccount({
        email: body.email,
        passwordHash: await hashPassword(body.password),
        accountType: 'BUYER',
        firstName: body.first_name,
        lastName: body.last_name,
        createdAt: now,
        updatedAt: now,
      });
    },

    async registerSeller(body: SignUpBusinessBody): Promise<UserRow> {
      deps.passwordRules.assertAcceptable(body.password, { email: body.email, field: 'password' });
      const now = clock.now();
      return insertAccount(
        {
          email: body.email,
          passwordHash: await hashPassword(body.password),
          accountType: 'SELLER',
          firstName: body.first_name ?? '',
          lastName: body.last_name ?? '',
          createdAt: now,
          updatedAt: now,
        },
        {
          accountName: body.account_name,
          businessName: body.business_name,
          businessNameAsAccountName: body.business_name_as_account_name,
          createdAt: now,
          updatedAt: now,
        },
      );
    },

    updatePersonalDetails,

    /** A seller's names and the switch that shows the business name instead of the account name. */
    async updateSellerProfile(id: string, body: UpdateSellerBody): Promise<Account> {
      const account = await updatePersonalDetails(id, body);
      if (!account.sellerProfile) throw new NotFoundError('This account has no seller profile.');
      const patch = {
        ...(body.account_name !== undefined ? { accountName: body.account_name } : {}),
        ...(body.business_name !== undefined ? { businessName: body.business_name } : {}),
        ...(body.business_name_as_account_name !== undefined
          ? { businessNameAsAccountName: body.business_name_as_account_name }
          : {}),
      };
      if (Object.keys(patch).length > 0) {
        await repository.updateSellerProfile(id, { ...patch, updatedAt: clock.now() });
      }
      return openAccount(id);
    },

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

    /** A new avatar; an administrator's upload records itself `alongside`. */
    async setAvatar(id: string, file: UploadedFile, alongside?: AlongsideChange): Promise<Account> {
      const { user } = alongside ? await administeredAccount(id) : await openAccount(id);
      const url = await deps.pictures.storeAvatar(id, file);
      await update(id, { avatarUrl: url }, alongside);
      await deps.pictures.remove(user.avatarUrl);
      return alongside ? administeredAccount(id) : openAccount(id);
    },

    async removeAvatar(id: string): Promise<Account> {
      const { user } = await openAccount(id);
      if (user.avatarUrl) {
        await update(id, { avatarUrl: null });
        await deps.pictures.remove(user.avatarUrl);
      }
      return openAccount(id);
    },

    /** A seller's new logo; an administrator's upload records itself `alongside`. */
    async setLogo(id: string, file: UploadedFile, alongside?: AlongsideChange): Promise<Account> {
      const { sellerProfile } = alongside ? await administeredAccount(id) : await openAccount(id);
      if (!sellerProfile) throw new NotFoundError('This account has no seller profile.');
      const url = await deps.pictures.storeLogo(id, file);
      const patch = { logoUrl: url, updatedAt: clock.now() };
      if (alongside) {
        await repository.transaction(async (queries, tx) => {
          await queries.updateSellerProfile(id, patch);
          await alongside(tx);
        });
      } else {
        await repository.updateSellerProfile(id, patch);
      }
      await deps.pictures.remove(sellerProfile.logoUrl);
      return alongside ? administeredAccount(id) : openAccount(id);
    },

    administeredAccount,

    /** An administrator opens an account of any type, with the password they are shown once. */
    async createByAdministrator(
      body: {
        type: AccountType;
        email: string;
        first_name: string;
        last_name: string;
        phone?: string | null;
        account_name?: string;
        business_name?: string;
      },
      password: string,
      alongside: (tx: Queryable, inserted: UserRow) => Promise<void>,
    ): Promise<Account> {
      deps.passwordRules.assertAcceptable(password, { email: body.email, field: 'password' });
      const now = clock.now();
      const inserted = await insertAccount(
        {
          email: body.email,
          passwordHash: await hashPassword(password),
          accountType: body.type,
          firstName: body.first_name,
          lastName: body.last_name,
          phone: emptyToNull(body.phone),
          createdAt: now,
          updatedAt: now,
        },
        body.type === 'SELLER'
          ? {
              accountName: body.account_name ?? fullName(body.first_name, body.last_name),
              businessName: body.business_name ?? null,
              businessNameAsAccountName: false,
              createdAt: now,
              updatedAt: now,
            }
          : undefined,
        alongside,
      );
      return administeredAccount(inserted.id);
    },

    /**
     * An administrator edits an account's profile in one transaction; a new email address or
     * phone number has to be verified again by its owner.
     */
    updateByAdministrator: (id: string, body: AdminAccountUpdateBody, alongside: AlongsideChange) =>
      updateAccountByAdministrator({ repository, clock, administeredAccount }, id, body, alongside),

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

export type UsersService = ReturnType<typeof createUsersService>;

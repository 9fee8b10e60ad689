import type { UserRow } from '../../db/schema/users';
import { NotFoundError, UnauthorizedError, ValidationError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { DomainEventPublisher } from '../domain-events';
import type { PicturesService } from '../pictures';
import type { SessionsService } from '../sessions';
import { throttleRules, type ThrottleService } from '../throttle';
import { emailTakenOr, type Account, type AlongsideChange } from './account';
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
 * What the account operations share: opening the account they act on, writing its row (an email
 * taken is a 409) and checking its password.
 */
export function createAccountRecords({
  repository,
  clock,
  throttle,
}: Pick<UsersServiceDependencies, 'repository' | 'clock' | 'throttle'>) {
  async function openAccount(id: string): Promise<Account> {
    const user = await repository.findById(id);
    // A closed account has no sessions left; if a request still gets here, it is signed out.
    if (!user || user.deletedAt) throw new UnauthorizedError();
    const sellerProfile =
      user.accountType === 'SELLER' ? await repository.findSellerProfile(id) : undefined;
    return { user, sellerProfile };
  }

  /** An account an administrator acts on: any open one (a closed one is gone for them too). */
  async function administeredAccount(id: string): Promise<Account> {
    const user = await repository.findById(id);
    if (!user || user.deletedAt) throw new NotFoundError('There is no such account.');
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
      throw emailTakenOr(error);
    }
  }

  /** Checks the account's password for a change it asks for; each check counts like a sign-in. */
  async function confirmPassword(user: UserRow, password: string, field: string): Promise<void> {
    // Same counter as sign-in (keyed by email): a stolen access token cannot guess the password.
    await throttle.hit(throttleRules.passwordChecksPerAccount, user.email);
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new ValidationError(
        [{ field, message: 'The password is not correct' }],
        'The password is not correct.',
      );
    }
    await throttle.reset(throttleRules.passwordChecksPerAccount, user.email);
  }

  return { openAccount, administeredAccount, newPassword, update, confirmPassword };
}

export type AccountRecords = ReturnType<typeof createAccountRecords>;

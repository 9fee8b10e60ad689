import type { AcceptedResponse, OneTimeTokenPurpose, VerifyTokenResponse } from '@bazaar/contracts';
import { FailedVerificationError, NotFoundError } from '../../errors';
import type { OneTimeTokenRow } from '../../db/schema/auth';
import { hashToken, newOpaqueToken, sameSecret } from '../../lib/secret-tokens';
import type { SessionOrigin } from '../sessions';
import { throttleRules } from '../throttle';
import type { UserRow } from '../users';
import { directSignInMail, restorePasswordMail } from './auth.mails';
import type { AuthServiceDependencies, SessionGrant } from './session-grants';

/** As long as the window of mailed links per account (ADR 0027). */
export const DIRECT_SIGN_IN_MINUTES = throttleRules.directSignInPerAccount.windowSeconds / 60;
export const RESTORE_PASSWORD_MINUTES = 60;

/** The same answer whether or not an account has this email, so nobody can probe addresses. */
export const LINK_SENT_ANSWER: AcceptedResponse = {
  message: 'If an account uses this email, we have sent a link to it. Please check your inbox.',
};
const INVALID_LINK = 'This link is invalid or has expired';
/** Links already went to this inbox within a link's lifetime, so one of them still works. */
const LINKS_ALREADY_SENT =
  'We have just sent sign-in links to this email. Please use the newest one in your inbox.';

export interface MailedLinksDependencies extends Pick<
  AuthServiceDependencies,
  'repository' | 'users' | 'throttle' | 'mailer' | 'clock' | 'publicUrl'
> {
  /** Opens a session for the account a link signs in. */
  startSession: (
    user: UserRow,
    origin: SessionOrigin,
    knownDeviceToken: string | undefined,
  ) => Promise<SessionGrant>;
}

/** Links mailed to an account's owner: to sign in directly, and to restore the password. */
export function mailedLinks(deps: MailedLinksDependencies) {
  const { users, throttle, clock, startSession } = deps;

  async function issueOneTimeToken(userId: string, purpose: OneTimeTokenPurpose, minutes: number) {
    const token = newOpaqueToken();
    const now = clock.now();
    await deps.repository.insertOneTimeToken({
      userId,
      purpose,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + minutes * 60_000),
    });
    return token;
  }

  /** Mails the account's owner a link to set a new password; the links mailed before stop working. */
  async function mailRestoreLink(user: UserRow): Promise<void> {
    await deps.repository.useUpOneTimeTokensOf(user.id, clock.now(), 'restore_password');
    const token = await issueOneTimeToken(user.id, 'restore_password', RESTORE_PASSWORD_MINUTES);
    const link = `${deps.publicUrl}/auth/restore-password/${token}`;
    deps.mailer.sendInBackground(restorePasswordMail(user.email, link, RESTORE_PASSWORD_MINUTES));
  }

  /** A restore link mailed before the password last changed no longer works. */
  const outlivedNoPasswordChange = (
    row: Pick<OneTimeTokenRow, 'purpose' | 'createdAt'>,
    user: Pick<UserRow, 'passwordChangedAt'>,
  ) =>
    row.purpose !== 'restore_password' ||
    user.passwordChangedAt === null ||
    row.createdAt.getTime() >= user.passwordChangedAt.getTime();

  /** Uses up a mailed token of `purpose` and returns its account, or refuses with 400. */
  async function consumeOneTimeToken(token: string, purpose: OneTimeTokenPurpose) {
    const presentedHash = hashToken(token);
    const row = await deps.repository.consumeOneTimeToken(presentedHash, purpose, clock.now());
    if (!row || !sameSecret(row.tokenHash, presentedHash)) {
      throw new FailedVerificationError(INVALID_LINK);
    }
    const user = await users.findOpenById(row.userId);
    if (!user || !outlivedNoPasswordChange(row, user)) {
      throw new FailedVerificationError(INVALID_LINK);
    }
    return user;
  }

  return {
    /** Whether a mailed token still works, without using it up. */
    async verifyOneTimeToken(token: string, ip: string): Promise<VerifyTokenResponse> {
      await throttle.hit(throttleRules.oneTimeTokenPerIp, ip);
      const presentedHash = hashToken(token);
      const row = await deps.repository.findOneTimeToken(presentedHash);
      const owner = row && (await users.findOpenById(row.userId));
      const usable =
        row !== undefined &&
        sameSecret(row.tokenHash, presentedHash) &&
        row.usedAt === null &&
        row.expiresAt.getTime() > clock.now().getTime() &&
        owner !== undefined &&
        outlivedNoPasswordChange(row, owner);
      return usable
        ? { valid: true, purpose: row.purpose, expires_at: row.expiresAt.toISOString() }
        : { valid: false, purpose: null, expires_at: null };
    },

    async requestDirectSignIn(email: string, ip: string): Promise<AcceptedResponse> {
      await throttle.hit(throttleRules.directSignInPerIp, ip);
      await throttle.hit(throttleRules.directSignInPerAccount, email, LINKS_ALREADY_SENT);
      const user = await users.findOpenByEmail(email);
      if (user) {
        const token = await issueOneTimeToken(user.id, 'direct_sign_in', DIRECT_SIGN_IN_MINUTES);
        const link = `${deps.publicUrl}/auth/sign-in/_/${token}`;
        deps.mailer.sendInBackground(directSignInMail(user.email, link, DIRECT_SIGN_IN_MINUTES));
      }
      return LINK_SENT_ANSWER;
    },

    /** Signs in with a mailed link; opening it also proves the email address. */
    async directSignIn(
      token: string,
      origin: SessionOrigin,
      knownDeviceToken?: string,
    ): Promise<SessionGrant> {
      await throttle.hit(throttleRules.oneTimeTokenPerIp, origin.ip);
      const user = await consumeOneTimeToken(token, 'direct_sign_in');
      const grantForUser = await startSession(user, origin, knownDeviceToken);
      await users.confirmEmailByLink(user.id);
      return grantForUser;
    },

    async requestPasswordRestore(email: string, ip: string): Promise<AcceptedResponse> {
      await throttle.hit(throttleRules.restorePasswordPerIp, ip);
      await throttle.hit(throttleRules.restorePasswordPerAccount, email);
      const user = await users.findOpenByEmail(email);
      if (user) await mailRestoreLink(user);
      return LINK_SENT_ANSWER;
    },

    /**
     * An administrator has the restore link mailed to an account's owner: the same link and mail
     * as a "forgot password" request, within the same per-account limit.
     */
    async mailPasswordRestoreLink(userId: string): Promise<void> {
      const user = await users.findOpenById(userId);
      if (!user) throw new NotFoundError('There is no such account.');
      await throttle.hit(throttleRules.restorePasswordPerAccount, user.email);
      await mailRestoreLink(user);
    },

    /**
     * Sets a new password with a restore link. The password is checked before the link is used
     * up, so a refused password does not cost the link; every session of the account ends.
     */
    async resetPassword(token: string, password: string, ip: string): Promise<void> {
      await throttle.hit(throttleRules.oneTimeTokenPerIp, ip);
      const presentedHash = hashToken(token);
      const pending = await deps.repository.findOneTimeToken(presentedHash);
      const owner = pending ? await users.findOpenById(pending.userId) : undefined;
      if (owner) users.assertAcceptablePassword(password, owner.email);
      const user = await consumeOneTimeToken(token, 'restore_password');
      await users.resetPassword(user.id, password);
      await deps.repository.useUpOneTimeTokensOf(user.id, clock.now(), 'restore_password');
      await throttle.reset(throttleRules.passwordChecksPerAccount, user.email);
    },
  };
}

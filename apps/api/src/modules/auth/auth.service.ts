import { randomBytes } from 'node:crypto';
import {
  mayManageAccount,
  VIEW_AS_MINUTES,
  type AccountType,
  type AcceptedResponse,
  type AuthSessionResponse,
  type OneTimeTokenPurpose,
  type SignInBody,
  type SignUpBusinessBody,
  type SignUpUserBody,
  type VerifyTokenResponse,
} from '@bazaar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import {
  FailedVerificationError,
  InvalidCredentialsError,
  NotFoundError,
  UnauthorizedError,
} from '../../errors';
import type { Queryable } from '../../db/client';
import type { OneTimeTokenRow } from '../../db/schema/auth';
import { isBlockedStatus, type SignedInAccount } from '../../lib/account-status';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/password';
import { hashToken, newOpaqueToken, sameSecret } from '../../lib/secret-tokens';
import type { Mailer } from '../mailer';
import type { KnownDeviceCookie, SessionOrigin, SessionRow, SessionsService } from '../sessions';
import { throttleRules, type ThrottleService } from '../throttle';
import type { UserRow, UsersService } from '../users';
import type { AccessTokens } from './access-tokens';
import { directSignInMail, restorePasswordMail } from './auth.mails';
import type { AuthRepository } from './auth.repository';

/** As long as the window of mailed links per account (ADR 0027). */
export const DIRECT_SIGN_IN_MINUTES = throttleRules.directSignInPerAccount.windowSeconds / 60;
export const RESTORE_PASSWORD_MINUTES = 60;

/** The same answer whether or not an account has this email, so nobody can probe addresses. */
export const LINK_SENT_ANSWER: AcceptedResponse = {
  message: 'If an account uses this email, we have sent a link to it. Please check your inbox.',
};
const INVALID_LINK = 'This link is invalid or has expired';
/** The throttled password sign-in names the way that still works (ADR 0027). */
export const PASSWORD_SIGN_IN_PAUSED =
  'Password sign-in for this account is paused after too many attempts. ' +
  'Sign in with a link by email instead: it works now.';
/** The same, for the guessing limit of one known device (ADR 0091). */
export const PASSWORD_SIGN_IN_PAUSED_ON_DEVICE =
  'Password sign-in on this browser is paused after too many attempts. ' +
  'Sign in with a link by email instead: it works now.';
/** Links already went to this inbox within a link's lifetime, so one of them still works. */
const LINKS_ALREADY_SENT =
  'We have just sent sign-in links to this email. Please use the newest one in your inbox.';

export interface AuthServiceDependencies {
  repository: AuthRepository;
  users: UsersService;
  sessions: SessionsService;
  throttle: ThrottleService;
  mailer: Mailer;
  accessTokens: AccessTokens;
  clock: Clock;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** What the routes turn into an answer: the access token body, and the refresh cookie if any. */
export interface SessionGrant {
  body: AuthSessionResponse;
  /** Absent when a racing refresh only gets an access token (the browser has the cookie). */
  refreshCookie?: { token: string; maxAgeSeconds: number };
  /** After a sign-in: the browser is (still) a known device of the account (ADR 0091). */
  deviceCookie?: KnownDeviceCookie;
}

export function createAuthService(deps: AuthServiceDependencies) {
  const { users, sessions, throttle, clock } = deps;
  let dummyHash: Promise<string> | undefined;

  /**
   * A wrong email costs as much time as a wrong password: an argon2 check against a hash of a
   * random password, so response times do not tell which emails have accounts.
   */
  async function spendPasswordCheck(password: string): Promise<void> {
    dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
    await verifyPassword(await dummyHash, password);
  }

  async function grant(session: SessionRow, refreshToken?: string): Promise<SessionGrant> {
    const access = await users.findAccess(session.userId);
    if (!access || access.deletedAt) throw new UnauthorizedError();
    const { token, expiresAt } = await deps.accessTokens.issue({
      userId: access.id,
      type: access.accountType,
      sessionId: session.id,
    });
    const remainingSeconds = (session.expiresAt.getTime() - clock.now().getTime()) / 1000;
    return {
      body: {
        token,
        tokenExpiration: expiresAt.toISOString(),
        userId: access.id,
        userType: access.accountType,
      },
      ...(refreshToken
        ? { refreshCookie: { token: refreshToken, maxAgeSeconds: remainingSeconds } }
        : {}),
    };
  }

  /**
   * Blocked accounts sign in too, read-only: they see why and can contact support (ADR 0027).
   * The browser signed in on becomes (or stays) a known device of the account (ADR 0091).
   */
  async function startSession(
    user: UserRow,
    origin: SessionOrigin,
    knownDeviceToken: string | undefined,
  ): Promise<SessionGrant> {
    const { session, refreshToken } = await sessions.start(user.id, origin);
    const deviceCookie = await sessions.rememberDevice(user.id, knownDeviceToken);
    return { ...(await grant(session, refreshToken)), deviceCookie };
  }

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

  /**
   * The account an administrator views as (ADR 0077), while the viewing runs, its administrator's
   * session lives and the administrator may still manage the account (a demoted administrator or
   * a promoted account ends it at once).
   */
  async function viewedAccount(
    viewedId: string,
    administratorId: string,
    viewingId: string,
  ): Promise<SignedInAccount | null> {
    const viewing = await sessions.findLiveViewing(viewingId);
    if (!viewing || viewing.viewedUserId !== viewedId) return null;
    if (viewing.administratorId !== administratorId) return null;
    const [viewed, administrator] = await Promise.all([
      users.findAccess(viewedId),
      users.findAccess(administratorId),
    ]);
    if (!viewed || viewed.deletedAt || !administrator || administrator.deletedAt) return null;
    const actor = { id: administrator.id, type: administrator.accountType };
    if (isBlockedStatus(administrator.status)) return null;
    if (!mayManageAccount(actor, { id: viewed.id, type: viewed.accountType })) return null;
    return {
      id: viewed.id,
      type: viewed.accountType,
      status: viewed.status,
      sessionId: viewing.administratorSessionId,
      signInId: viewing.administratorFamilyId,
      blockedReason: viewed.blockedReason,
      viewedBy: { ...actor, viewingId: viewing.id },
    };
  }

  return {
    /**
     * Starts "view as this user" from an administrator's session: a read-only token of the
     * viewed account, ending with the viewing (VIEW_AS_MINUTES). The caller has checked the
     * administrator may manage the account; `alongside` records it in the same transaction.
     */
    async startViewing(
      administrator: SignedInAccount,
      viewed: { id: string; type: AccountType },
      ip: string,
      alongside: (tx: Queryable) => Promise<void>,
    ): Promise<AuthSessionResponse> {
      const viewing = await sessions.startViewing(
        { administratorSessionId: administrator.sessionId, viewedUserId: viewed.id, ip },
        VIEW_AS_MINUTES,
        alongside,
      );
      const { token, expiresAt } = await deps.accessTokens.issue({
        userId: viewed.id,
        type: viewed.type,
        sessionId: viewing.id,
        actorId: administrator.id,
        until: viewing.expiresAt,
      });
      return {
        token,
        tokenExpiration: expiresAt.toISOString(),
        userId: viewed.id,
        userType: viewed.type,
      };
    },

    /** Ends the viewing of a "view as" token (if it is one); `alongside` runs only if this ended it. */
    async stopViewing(
      account: SignedInAccount,
      alongside: (tx: Queryable) => Promise<void>,
    ): Promise<void> {
      if (account.viewedBy) {
        await sessions.endViewing(account.viewedBy.viewingId, (_viewing, tx) => alongside(tx));
      }
    },

    async signUpBuyer(body: SignUpUserBody, origin: SessionOrigin): Promise<SessionGrant> {
      await throttle.hit(throttleRules.signUpPerIp, origin.ip);
      return startSession(await users.registerBuyer(body), origin, undefined);
    },

    async signUpSeller(body: SignUpBusinessBody, origin: SessionOrigin): Promise<SessionGrant> {
      await throttle.hit(throttleRules.signUpPerIp, origin.ip);
      return startSession(await users.registerSeller(body), origin, undefined);
    },

    /**
     * Email and password. Unknown emails and wrong passwords get the same answer in the same
     * time. Each account gets ten password checks per window from anywhere, counted before the
     * check; after that password sign-in answers 429 naming the mailed link, which still works
     * (ADR 0027). A browser the owner signed in on before (its known-device cookie, ADR 0091)
     * is not held by that limit but by ten checks of its own, so guesses from elsewhere do not
     * keep the owner out, and a right password there does not give the guesser ten more.
     */
    async signIn(
      body: SignInBody,
      origin: SessionOrigin,
      knownDeviceToken?: string,
    ): Promise<SessionGrant> {
      await throttle.hit(throttleRules.signInPerIp, origin.ip);
      const user = await users.findOpenByEmail(body.email);
      const device = user ? await sessions.findKnownDevice(user.id, knownDeviceToken) : undefined;
      const [rule, subject, refusal] = device
        ? [throttleRules.passwordChecksPerKnownDevice, device.id, PASSWORD_SIGN_IN_PAUSED_ON_DEVICE]
        : [throttleRules.passwordChecksPerAccount, body.email, PASSWORD_SIGN_IN_PAUSED];
      await throttle.hit(rule, subject, refusal);
      const passwordMatches = user
        ? await verifyPassword(user.passwordHash, body.password)
        : (await spendPasswordCheck(body.password), false);
      if (!user || !passwordMatches) throw new InvalidCredentialsError();
      await throttle.reset(rule, subject);
      return startSession(user, origin, knownDeviceToken);
    },

    /** Rotates the refresh token; closed accounts get no new tokens. */
    async refresh(refreshToken: string | undefined, origin: SessionOrigin): Promise<SessionGrant> {
      if (!refreshToken)
        throw new UnauthorizedError('Your session has ended. Please sign in again.');
      const outcome = await sessions.refresh(refreshToken, origin);
      const access = await users.findAccess(outcome.session.userId);
      if (!access || access.deletedAt) {
        await sessions.endFamilyOfSession(outcome.session.id);
        throw new UnauthorizedError();
      }
      return outcome.kind === 'rotated'
        ? grant(outcome.session, outcome.refreshToken)
        : grant(outcome.session);
    },

    /** Ends the session of the refresh cookie and of the access token, whichever came. */
    async signOut(refreshToken: string | undefined, account: SignedInAccount | null) {
      if (refreshToken) await sessions.endFamilyOfRefreshToken(refreshToken);
      if (account) await sessions.endFamilyOfSession(account.sessionId);
    },

    /** The live account behind an access token (the auth plugin asks on every request). */
    async authenticate(accessToken: string): Promise<SignedInAccount | null> {
      const claims = await deps.accessTokens.read(accessToken);
      if (!claims) return null;
      if (claims.act) return viewedAccount(claims.sub, claims.act.sub, claims.sid);
      const session = await sessions.findLive(claims.sid);
      if (!session || session.userId !== claims.sub) return null;
      const access = await users.findAccess(claims.sub);
      if (!access || access.deletedAt) return null;
      // Type and status come from the database, not the token: changes apply at once.
      return {
        id: access.id,
        type: access.accountType,
        status: access.status,
        sessionId: session.id,
        signInId: session.familyId,
        blockedReason: access.blockedReason,
      };
    },

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

export type AuthService = ReturnType<typeof createAuthService>;

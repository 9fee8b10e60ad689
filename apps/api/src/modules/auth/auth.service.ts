import { randomBytes } from 'node:crypto';
import type { SignInBody, SignUpBusinessBody, SignUpUserBody } from '@bazaar/contracts';
import { InvalidCredentialsError, UnauthorizedError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { SessionOrigin, SessionRow } from '../sessions';
import { throttleRules } from '../throttle';
import type { UserRow } from '../users';
import { mailedLinks } from './mailed-links';
import type { AuthServiceDependencies, SessionGrant } from './session-grants';
import { viewAs } from './view-as';

export type { AuthServiceDependencies, SessionGrant } from './session-grants';

/** The throttled password sign-in names the way that still works (ADR 0027). */
export const PASSWORD_SIGN_IN_PAUSED =
  'Password sign-in for this account is paused after too many attempts. ' +
  'Sign in with a link by email instead: it works now.';
/** The same, for the guessing limit of one known device (ADR 0091). */
export const PASSWORD_SIGN_IN_PAUSED_ON_DEVICE =
  'Password sign-in on this browser is paused after too many attempts. ' +
  'Sign in with a link by email instead: it works now.';

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

  const { viewedAccount, ...viewing } = viewAs(deps);

  return {
    ...viewing,

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

    ...mailedLinks({ ...deps, startSession }),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

import { accountTypes, type AccountType } from '@bazaar/contracts';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Clock } from '../../lib/clock';
import { createExpiringCache } from '../../lib/expiring-cache';

const ISSUER = 'bazaar-api';
const ALGORITHM = 'HS256';

const claimsSchema = z.object({
  sub: z.uuid(),
  sid: z.uuid(),
  type: z.enum(accountTypes),
  exp: z.number().int(),
  /** In a "view as this user" token: the administrator who views (ADR 0077); `sid` is the viewing. */
  act: z.object({ sub: z.uuid() }).optional(),
});
export type AccessTokenClaims = z.infer<typeof claimsSchema>;

/**
 * How many verified tokens `read` keeps. A signature check is a pure function of the token and
 * the secret, so a token verified once needs only its expiry checked again; the session and account
 * checks of each request still run. At 15 minutes a token, this covers that many signed-in clients.
 */
export const VERIFIED_TOKENS_MAX = 10_000;

/** Short-lived signed access tokens (JWT, HS256 with the auth secret). */
export function createAccessTokens(
  secret: string,
  ttlSeconds: number,
  clock: Clock,
  verifiedMax = VERIFIED_TOKENS_MAX,
) {
  const key = new TextEncoder().encode(secret);
  /** Claims of tokens verified once, kept as long as a token lives; invalid ones are not kept. */
  const verified = createExpiringCache<string, AccessTokenClaims>({
    ttlMs: ttlSeconds * 1000,
    clock,
    maxEntries: verifiedMax,
  });
  async function verify(token: string): Promise<AccessTokenClaims> {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      currentDate: clock.now(),
    });
    return claimsSchema.parse(payload);
  }
  return {
    /**
     * A token for a session; for a viewing (`actorId`, the administrator), one that ends with the
     * viewing (`until`): a viewing is never renewed, and each request checks it still runs.
     */
    async issue(subject: {
      userId: string;
      type: AccountType;
      sessionId: string;
      actorId?: string;
      until?: Date;
    }) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      const expiresAt = subject.until
        ? Math.floor(subject.until.getTime() / 1000)
        : issuedAt + ttlSeconds;
      const claims = { type: subject.type, sid: subject.sessionId };
      const token = await new SignJWT(
        subject.actorId ? { ...claims, act: { sub: subject.actorId } } : claims,
      )
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(subject.userId)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt: new Date(expiresAt * 1000) };
    },

    /** The claims of a valid, unexpired token of ours; undefined for anything else. */
    async read(token: string): Promise<AccessTokenClaims | undefined> {
      try {
        const claims = await verified.get(token, () => verify(token));
        // A kept token is checked for its expiry on every read.
        return claims.exp > Math.floor(clock.now().getTime() / 1000) ? claims : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

import { accountTypes, type AccountType } from '@bazaar/contracts';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Clock } from '../../lib/clock';

const ISSUER = 'bazaar-api';
const ALGORITHM = 'HS256';

const claimsSchema = z.object({
  sub: z.uuid(),
  sid: z.uuid(),
  type: z.enum(accountTypes),
  exp: z.number().int(),
});
export type AccessTokenClaims = z.infer<typeof claimsSchema>;

/** Short-lived signed access tokens (JWT, HS256 with the auth secret). */
export function createAccessTokens(secret: string, ttlSeconds: number, clock: Clock) {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(subject: { userId: string; type: AccountType; sessionId: string }) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      const expiresAt = issuedAt + ttlSeconds;
      const token = await new SignJWT({ type: subject.type, sid: subject.sessionId })
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
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          currentDate: clock.now(),
        });
        const claims = claimsSchema.safeParse(payload);
        return claims.success ? claims.data : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

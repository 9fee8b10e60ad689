import { tokenDataFrom, type AuthSessionResponse, type TokenData } from '@bazaar/contracts';

/** Seconds of leeway: a token this close to its expiry counts as expired already. */
export const TOKEN_EXPIRY_LEEWAY_S = 5;

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The claims of an access token (a JWT), read without checking its signature: the web only uses
 * them to know who is signed in; the api verifies every token it receives.
 */
export function decodeAccessToken(token: string | null | undefined): TokenData | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    return tokenDataFrom(JSON.parse(decodeBase64Url(payload)));
  } catch {
    return null;
  }
}

/** Whether a token that expires at `expiresAt` (ISO 8601 or epoch seconds) is still usable at `now`. */
export function isUnexpired(expiresAt: string | number | null | undefined, now = Date.now()) {
  if (expiresAt === null || expiresAt === undefined) return false;
  const expiresMs = typeof expiresAt === 'number' ? expiresAt * 1000 : Date.parse(expiresAt);
  return Number.isFinite(expiresMs) && expiresMs - TOKEN_EXPIRY_LEEWAY_S * 1000 > now;
}

/** The auth state of spec §3 for a session the api started or renewed. */
export interface SessionAuth extends AuthSessionResponse {
  tokenData: TokenData | null;
}

export function sessionAuthOf(session: AuthSessionResponse): SessionAuth {
  return { ...session, tokenData: decodeAccessToken(session.token) };
}

/** The auth state a bare access token stands for (from the cookie), or null when it is unusable. */
export function sessionAuthFromToken(token: string | null | undefined, now = Date.now()) {
  const tokenData = decodeAccessToken(token);
  if (!token || !tokenData || !isUnexpired(tokenData.exp, now)) return null;
  const auth: SessionAuth = {
    token,
    tokenExpiration: new Date(tokenData.exp * 1000).toISOString(),
    userId: tokenData.sub,
    userType: tokenData.type,
    tokenData,
  };
  return auth;
}

import { jwtVerify } from 'jose';
import { refusedBy } from '../../platform-install';

/**
 * BigCommerce's `signed_payload_jwt` (ADR 0066): what the control panel sends on the load,
 * uninstall and remove-user callbacks. An HS256 JWT signed with the app's client secret whose
 * claims are `aud` = the app's client id, `iss` = `bc`, `iat`/`nbf`/`exp`, a unique `jti`,
 * `sub` = `stores/{store_hash}`, and the `user` (and `owner`) acting.
 */
export interface SignedPayload {
  storeHash: string;
  /** The token's id: each is accepted once (a replay is refused by the caller). */
  jti: string;
  /** When the token stops being valid; the replay record need not outlive it. */
  expiresAt: Date;
  user: { id: string; email: string | null } | null;
  owner: { id: string; email: string | null } | null;
  /** The control-panel path the user opened (load), when sent. */
  url: string | null;
  channelId: number | null;
}

/** Why a signed payload was refused; the message is for the log, never for the response. */
export class SignedPayloadError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'SignedPayloadError';
  }
}

/** The 401 of a request BigCommerce did not sign (a signed payload, a hook's secret), or the install's state. */
export const bigcommerceRefused = refusedBy('BigCommerce');

/** The shape of a store hash BigCommerce hands out (also what the stand-in makes). */
export const STORE_HASH = /^[a-z0-9]{1,40}$/;

/** Tolerated clock skew between BigCommerce and us, in seconds. */
const CLOCK_TOLERANCE_SECONDS = 30;
const MAX_TOKEN_LENGTH = 8_192;

function party(value: unknown): { id: string; email: string | null } | null {
  if (!value || typeof value !== 'object') return null;
  const { id, email } = value as { id?: unknown; email?: unknown };
  if (typeof id !== 'number' && typeof id !== 'string') return null;
  return { id: String(id), email: typeof email === 'string' ? email : null };
}

/** Verifies a `signed_payload_jwt`; throws SignedPayloadError on anything wrong. */
export async function verifySignedPayload(
  token: string,
  app: { clientId: string; clientSecret: string },
  now: Date = new Date(),
): Promise<SignedPayload> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) {
    throw new SignedPayloadError('missing or oversized token');
  }
  let payload;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(app.clientSecret), {
      algorithms: ['HS256'],
      audience: app.clientId,
      issuer: 'bc',
      requiredClaims: ['exp', 'sub', 'jti'],
      currentDate: now,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    }));
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new SignedPayloadError(typeof code === 'string' ? code : 'invalid token');
  }
  const store = /^stores\/(.+)$/.exec(payload.sub ?? '');
  if (!store || !STORE_HASH.test(store[1]!)) throw new SignedPayloadError('sub is not a store');
  if (!payload.jti || payload.jti.length > 200) throw new SignedPayloadError('bad jti');
  const channelId = (payload as { channel_id?: unknown }).channel_id;
  const url = (payload as { url?: unknown }).url;
  return {
    storeHash: store[1]!,
    jti: payload.jti,
    expiresAt: new Date(payload.exp! * 1000),
    user: party((payload as { user?: unknown }).user),
    owner: party((payload as { owner?: unknown }).owner),
    url: typeof url === 'string' ? url : null,
    channelId: typeof channelId === 'number' ? channelId : null,
  };
}

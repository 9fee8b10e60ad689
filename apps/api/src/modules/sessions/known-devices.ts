import type { Clock } from '../../lib/clock';
import { hashToken, newOpaqueToken } from '../../lib/secret-tokens';
import type { SessionsRepository } from './sessions.repository';

/** How long a browser stays known after its last sign-in (ADR 0091). */
export const KNOWN_DEVICE_DAYS = 180;
const KNOWN_DEVICE_MS = KNOWN_DEVICE_DAYS * 24 * 3600 * 1000;

/** A known device's token for the browser's cookie, and how long the cookie lives. */
export interface KnownDeviceCookie {
  token: string;
  maxAgeSeconds: number;
}

/**
 * Browsers an account's owner signed in on (ADR 0091): their password sign-ins are held by a
 * limit of their own instead of the account's, so guesses from elsewhere cannot keep the owner
 * out. The token is random and only its hash is stored.
 */
export function knownDevices(repository: SessionsRepository, clock: Clock) {
  return {
    /** The account's known device behind a cookie's token, if it still is one. */
    async findKnownDevice(userId: string, token: string | undefined) {
      if (!token) return undefined;
      return repository.findKnownDevice(userId, hashToken(token), clock.now());
    },

    /**
     * After a sign-in of the account on this browser: keeps its known device on (the same token,
     * for another `KNOWN_DEVICE_DAYS`), or makes the browser a new one.
     */
    async rememberDevice(userId: string, token: string | undefined): Promise<KnownDeviceCookie> {
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + KNOWN_DEVICE_MS);
      const maxAgeSeconds = KNOWN_DEVICE_MS / 1000;
      const known = token ? await repository.findKnownDevice(userId, hashToken(token), now) : null;
      if (known && token) {
        await repository.touchKnownDevice(known.id, now, expiresAt);
        return { token, maxAgeSeconds };
      }
      const fresh = newOpaqueToken();
      await repository.insertKnownDevice({
        userId,
        tokenHash: hashToken(fresh),
        createdAt: now,
        lastUsedAt: now,
        expiresAt,
      });
      return { token: fresh, maxAgeSeconds };
    },
  };
}

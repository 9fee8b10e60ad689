import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/client';
import type { SessionRow } from '../../db/schema/sessions';
import { UnauthorizedError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { hashToken, newOpaqueToken, sameSecret } from '../../lib/secret-tokens';
import type { DomainEventPublisher } from '../domain-events';
import { knownDevices } from './known-devices';
import { SESSION_ENDED } from './session-ended';
import { viewingAs } from './viewing-as';
import type { SessionsQueries, SessionsRepository } from './sessions.repository';

export interface SessionLimits {
  idleTimeoutSeconds: number;
  maxAgeSeconds: number;
}

/** Who opened the session, kept for the account owner's overview and for abuse checks. */
export interface SessionOrigin {
  userAgent: string | undefined;
  ip: string;
}

/**
 * A refresh token presented again this soon after it was rotated is taken as a race between
 * two tabs, not as theft: the browser already holds the newer token, so the late caller gets
 * an access token for the newer session and no new refresh token. Later reuse revokes the family.
 */
export const REFRESH_RACE_GRACE_MS = 10_000;

const USER_AGENT_MAX = 512;

export type RefreshOutcome =
  | { kind: 'rotated'; session: SessionRow; refreshToken: string }
  | { kind: 'raced'; session: SessionRow };

/**
 * Every way a session ends — sign-out, a refresh token used twice, a new password, a block, a
 * closed account, the end of a viewing — writes `sessions.ended` in its transaction: the live
 * channel disconnects the sockets those sessions admitted, on every api instance (ADR 0088).
 */
export function createSessionsService(
  repository: SessionsRepository,
  clock: Clock,
  limits: SessionLimits,
  events: DomainEventPublisher,
) {
  /** Records in `tx` that these sessions ended, when any did; answers the event, for `deliver`. */
  async function announceEnded(tx: Queryable, sessionIds: readonly string[]) {
    if (sessionIds.length === 0) return undefined;
    return events.publish(tx, 'sessions.ended', { session_ids: [...sessionIds] });
  }

  /** Ends what still runs of a family, and announces it. */
  async function endFamily(queries: SessionsQueries, tx: Queryable, familyId: string) {
    const ended = await queries.revokeFamily(familyId, clock.now());
    return announceEnded(tx, ended ? [familyId] : []);
  }

  /** Delivers an announcement once its transaction has committed. */
  async function deliver(eventId: string | undefined): Promise<void> {
    if (eventId) await events.deliver(eventId);
  }

  const idleEnd = (session: SessionRow) =>
    session.lastUsedAt.getTime() + limits.idleTimeoutSeconds * 1000;

  /** Not revoked, not past its absolute end, not idle too long. */
  function isLive(session: SessionRow, now: Date): boolean {
    return (
      session.revokedAt === null &&
      session.expiresAt.getTime() > now.getTime() &&
      idleEnd(session) > now.getTime()
    );
  }

  return {
    isLive,

    /** Opens a session (a new family) after a sign-in; returns the refresh token once. */
    async start(userId: string, origin: SessionOrigin) {
      const now = clock.now();
      const refreshToken = newOpaqueToken();
      const session = await repository.insert({
        userId,
        familyId: randomUUID(),
        refreshTokenHash: hashToken(refreshToken),
        createdAt: now,
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + limits.maxAgeSeconds * 1000),
        userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX),
        ip: origin.ip,
      });
      return { session, refreshToken };
    },

    /**
     * Trades a refresh token for a new one (same family, same absolute end). A token that was
     * already traded revokes its whole family; any unusable token is a 401.
     */
    async refresh(refreshToken: string, origin: SessionOrigin): Promise<RefreshOutcome> {
      const now = clock.now();
      const presentedHash = hashToken(refreshToken);
      let ended: string | undefined;
      const outcome = await repository.transaction(async (tx, queryable) => {
        const current = await tx.findByRefreshTokenHashForUpdate(presentedHash);
        // The index found the row by hash; compare again in constant time all the same.
        if (!current || !sameSecret(current.refreshTokenHash, presentedHash)) return null;
        if (current.revokedAt !== null) return null;

        if (current.replacedAt !== null) {
          const successor = current.replacedById
            ? await tx.findById(current.replacedById)
            : undefined;
          const racing = now.getTime() - current.replacedAt.getTime() < REFRESH_RACE_GRACE_MS;
          if (racing && successor && successor.replacedAt === null && isLive(successor, now)) {
            return { kind: 'raced', session: successor } as const;
          }
          ended = await endFamily(tx, queryable, current.familyId);
          return 'reused' as const;
        }

        if (!isLive(current, now)) {
          ended = await endFamily(tx, queryable, current.familyId);
          return null;
        }

        const nextToken = newOpaqueToken();
        const next = await tx.insert({
          userId: current.userId,
          familyId: current.familyId,
          refreshTokenHash: hashToken(nextToken),
          createdAt: now,
          lastUsedAt: now,
          expiresAt: current.expiresAt,
          userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX),
          ip: origin.ip,
        });
        await tx.markReplaced(current.id, next.id, now);
        return { kind: 'rotated', session: next, refreshToken: nextToken } as const;
      });
      await deliver(ended);
      if (outcome === null || outcome === 'reused') throw new UnauthorizedError(SESSION_ENDED);
      return outcome;
    },

    /** The session behind an access token, when it may still be used. */
    async findLive(sessionId: string): Promise<SessionRow | undefined> {
      const session = await repository.findById(sessionId);
      return session && isLive(session, clock.now()) ? session : undefined;
    },

    /** The account's latest sign-ins (one per session family), newest first. */
    async signInsOf(userId: string, limit: number) {
      const now = clock.now();
      const rows = await repository.signInsOf(userId, limit);
      return rows.map((row) => ({
        signedInAt: row.signedInAt!,
        lastUsedAt: row.lastUsedAt!,
        ip: row.ip,
        userAgent: row.userAgent,
        ended:
          row.revoked ||
          row.expiresAt!.getTime() <= now.getTime() ||
          row.lastUsedAt!.getTime() + limits.idleTimeoutSeconds * 1000 <= now.getTime(),
      }));
    },

    /** Signs out: ends the session's whole family (older access tokens of it included). */
    async endFamilyOfSession(sessionId: string): Promise<void> {
      const ended = await repository.transaction(async (queries, tx) => {
        const session = await queries.findById(sessionId);
        return session ? endFamily(queries, tx, session.familyId) : undefined;
      });
      await deliver(ended);
    },

    /** Signs out by the refresh token alone (an expired access token must not stop sign-out). */
    async endFamilyOfRefreshToken(refreshToken: string): Promise<void> {
      const ended = await repository.transaction(async (queries, tx) => {
        const session = await queries.findByRefreshTokenHashForUpdate(hashToken(refreshToken));
        return session ? endFamily(queries, tx, session.familyId) : undefined;
      });
      await deliver(ended);
    },

    /**
     * Ends every session of an account, or every other one (keeping the caller's family), and
     * forgets its known devices (ADR 0091); in `tx` when given (a domain event's delivery).
     */
    async endAllOfUser(userId: string, options: { exceptSessionId?: string; tx?: Queryable } = {}) {
      const endAll = async (queries: SessionsQueries, tx: Queryable) => {
        let exceptFamilyId: string | undefined;
        if (options.exceptSessionId) {
          exceptFamilyId = (await queries.findById(options.exceptSessionId))?.familyId;
        }
        const families = await queries.revokeAllOfUser(userId, clock.now(), exceptFamilyId);
        await queries.revokeKnownDevicesOf(userId, clock.now());
        return announceEnded(tx, families);
      };
      if (options.tx) {
        await endAll(repository.within(options.tx), options.tx);
        return;
      }
      await deliver(await repository.transaction(endAll));
    },

    ...knownDevices(repository, clock),

    ...viewingAs({ repository, clock, isLive, announceEnded, deliver }),
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;

import type { Queryable } from '../../db/client';
import type { SessionRow, ViewAsSessionRow } from '../../db/schema/sessions';
import { UnauthorizedError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { SessionsRepository } from './sessions.repository';
import { SESSION_ENDED } from './session-ended';

export interface ViewingAsDependencies {
  repository: SessionsRepository;
  clock: Clock;
  /** Whether the administrator's own session may still be used. */
  isLive: (session: SessionRow, now: Date) => boolean;
  /** Records in `tx` that these sessions ended; answers the event, for `deliver`. */
  announceEnded: (tx: Queryable, sessionIds: readonly string[]) => Promise<string | undefined>;
  deliver: (eventId: string | undefined) => Promise<void>;
}

/** An administrator's "view as this user" (ADR 0077): opened, found while live, ended. */
export function viewingAs({
  repository,
  clock,
  isLive,
  announceEnded,
  deliver,
}: ViewingAsDependencies) {
  return {
    /**
     * Opens a "view as this user" for an administrator's live session (ADR 0077), lasting
     * `minutes`; `alongside` runs in the same transaction (the audit entry).
     */
    async startViewing(
      viewing: { administratorSessionId: string; viewedUserId: string; ip: string },
      minutes: number,
      alongside: (tx: Queryable) => Promise<void>,
    ): Promise<ViewAsSessionRow> {
      const now = clock.now();
      const administratorSession = await repository.findById(viewing.administratorSessionId);
      if (!administratorSession || !isLive(administratorSession, now)) {
        throw new UnauthorizedError(SESSION_ENDED);
      }
      return repository.transaction(async (queries, tx) => {
        const row = await queries.insertViewing({
          administratorId: administratorSession.userId,
          administratorSessionId: administratorSession.id,
          viewedUserId: viewing.viewedUserId,
          startedAt: now,
          expiresAt: new Date(now.getTime() + minutes * 60_000),
          ip: viewing.ip,
        });
        await alongside(tx);
        return row;
      });
    },

    /**
     * A viewing that may still be used: not ended, not expired, and its administrator's own
     * session still live (signing out ends the viewing too), with that session's family.
     */
    async findLiveViewing(
      id: string,
    ): Promise<(ViewAsSessionRow & { administratorFamilyId: string }) | undefined> {
      const now = clock.now();
      const viewing = await repository.findViewing(id);
      if (!viewing || viewing.endedAt !== null || viewing.expiresAt.getTime() <= now.getTime()) {
        return undefined;
      }
      const administratorSession = await repository.findById(viewing.administratorSessionId);
      return administratorSession && isLive(administratorSession, now)
        ? { ...viewing, administratorFamilyId: administratorSession.familyId }
        : undefined;
    },

    /**
     * Ends a viewing; `alongside` runs in the same transaction, only when this call ended it
     * (a second stop records nothing).
     */
    async endViewing(
      id: string,
      alongside: (viewing: ViewAsSessionRow, tx: Queryable) => Promise<void>,
    ) {
      const announced = await repository.transaction(async (queries, tx) => {
        const ended = await queries.endViewing(id, clock.now());
        if (!ended) return undefined;
        await alongside(ended, tx);
        return announceEnded(tx, [ended.id]);
      });
      await deliver(announced);
    },
  };
}

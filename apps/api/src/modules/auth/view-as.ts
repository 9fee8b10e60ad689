import {
  mayManageAccount,
  VIEW_AS_MINUTES,
  type AccountType,
  type AuthSessionResponse,
} from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import { isBlockedStatus, type SignedInAccount } from '../../lib/account-status';
import type { AuthServiceDependencies } from './session-grants';

/** An administrator's "view as this user" (ADR 0077): its token, and the account it signs in. */
export function viewAs(deps: Pick<AuthServiceDependencies, 'users' | 'sessions' | 'accessTokens'>) {
  const { users, sessions } = deps;

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
    viewedAccount,

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
  };
}

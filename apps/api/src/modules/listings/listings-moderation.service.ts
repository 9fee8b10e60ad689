import type { AdminListingPage, AdminListingRow, AdminListingsQuery } from '@bazaar/contracts';
import { decodeCursor } from '../../lib/keyset-cursor';
import { toAdminListingRow } from './listing-dto';
import { blockedStatus, isBlockedListing, unblockedStatus } from './listing-status';
import { listingNotFound, type ListingServiceContext } from './listing-service-context';

/** What administrators do: every listing, blocking and unblocking. */
export function createListingModeration({
  repository,
  clock,
  covers,
  pageOfOwnerRows,
}: ListingServiceContext) {
  /** Blocks (with a reason) or unblocks (null) a listing, keeping the owner's pause. */
  async function setBlock(id: string, reason: string | null): Promise<AdminListingRow> {
    const row = await repository.findById(id);
    if (!row) throw listingNotFound();
    const status = reason === null ? unblockedStatus(row.status) : blockedStatus(row.status);
    await repository.updateListing(id, {
      status,
      blockedReason: isBlockedListing(status) ? (reason ?? row.blockedReason) : null,
      updatedAt: clock.now(),
    });
    const [updated] = await repository.listAll({ id, limit: 1 });
    if (!updated) throw listingNotFound();
    const coverOf = await covers([id]);
    return toAdminListingRow(updated, coverOf.get(id));
  }

  return {
    /** Every listing for administrators, newest first. */
    async listAll(query: AdminListingsQuery): Promise<AdminListingPage> {
      const rows = await repository.listAll({
        section: query.section,
        ownerId: query.owner,
        status: query.status,
        draftState: query.draft_state,
        search: query.search || undefined,
        limit: query.limit + 1,
        after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
      });
      const { page, coverOf, nextCursor } = await pageOfOwnerRows(rows, query.limit);
      return {
        items: page.map((row) => toAdminListingRow(row, coverOf.get(row.id))),
        next_cursor: nextCursor,
      };
    },

    /** Blocks a listing: it leaves the public pages at once; its owner sees why. */
    block: (id: string, reason: string) => setBlock(id, reason),
    unblock: (id: string) => setBlock(id, null),
  };
}

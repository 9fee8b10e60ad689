import type {
  ActivityStatus,
  AdminListingPage,
  AdminListingRow,
  AdminListingsQuery,
} from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import type { ListingRow } from '../../db/schema/listings';
import type { AuditActor } from '../../http/signed-in';
import { toAdminListingRow } from './listing-dto';
import { blockedStatus, isBlockedListing, unblockedStatus } from './listing-status';
import {
  listingNotFound,
  listPageFilter,
  type ListingServiceContext,
} from './listing-service-context';
import type { ListingQueries } from './listings.repository';

/** What a block changes of a listing, for the administrators' audit trail. */
export interface ListingBlockState {
  status: ActivityStatus;
  blocked_reason: string | null;
}

const blockStateOf = (row: Pick<ListingRow, 'status' | 'blockedReason'>): ListingBlockState => ({
  status: row.status,
  blocked_reason: row.blockedReason,
});

/** What administrators do: every listing, blocking and unblocking. */
export function createListingModeration({
  deps,
  repository,
  clock,
  covers,
  pageOfOwnerRows,
}: ListingServiceContext) {
  /** Blocks (with a reason) or unblocks (null) a listing, keeping the owner's pause. */
  async function blockOn(queries: ListingQueries, id: string, reason: string | null) {
    const row = await queries.findById(id);
    if (!row) throw listingNotFound();
    const status = reason === null ? unblockedStatus(row.status) : blockedStatus(row.status);
    const updated = await queries.updateListing(id, {
      status,
      blockedReason: isBlockedListing(status) ? (reason ?? row.blockedReason) : null,
      updatedAt: clock.now(),
    });
    return { before: blockStateOf(row), after: blockStateOf(updated) };
  }

  /** The Items page's block and unblock: the change and its audit entry in one transaction. */
  async function setBlock(
    by: AuditActor,
    id: string,
    reason: string | null,
  ): Promise<AdminListingRow> {
    await repository.transaction(async (queries, tx) => {
      const { before, after } = await blockOn(queries, id, reason);
      await deps.audit.record(
        {
          ...by,
          action: reason === null ? 'listing.unblock' : 'listing.block',
          subject: { type: 'listing', id },
          before: { ...before },
          after: { ...after },
        },
        tx,
      );
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
        ...listPageFilter(query),
      });
      return pageOfOwnerRows(rows, query.limit, toAdminListingRow);
    },

    /** Blocks a listing: it leaves the public pages at once; its owner sees why. */
    block: (by: AuditActor, id: string, reason: string) => setBlock(by, id, reason),
    unblock: (by: AuditActor, id: string) => setBlock(by, id, null),

    /**
     * Blocks (with a reason) or unblocks (null) a listing inside another module's transaction
     * (the moderation module's revision requests and decisions, ADR 0070); answers its status and
     * reason before and after.
     */
    blockWithin: (tx: Queryable, id: string, reason: string | null) =>
      blockOn(repository.within(tx), id, reason),
  };
}

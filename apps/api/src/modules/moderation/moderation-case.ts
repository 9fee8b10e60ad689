import type { AuditSnapshot, ModerationCase } from '@bazaar/contracts';
import type { ListingModerationCaseRow } from '../../db/schema/listing-moderation';
import { NotFoundError } from '../../errors';
import type { ModerationRepository } from './moderation.repository';

// What the moderation's use cases share: the case as answered and as the audit trail keeps it.

export const listingNotFound = () => new NotFoundError('We could not find this listing.');

type QueueRow = Awaited<ReturnType<ModerationRepository['queue']>>[number];

export function toCase(row: QueueRow, names: Map<string, string>): ModerationCase {
  const { moderation } = row;
  return {
    listing: {
      id: moderation.listingId,
      title: row.listing.title,
      section: moderation.section,
      status: row.listing.status,
    },
    owner: { id: moderation.ownerId, display_name: names.get(moderation.ownerId) ?? '' },
    state: moderation.state,
    flags: moderation.flags,
    report_count: row.reportCount,
    reason: moderation.reason,
    updated_at: moderation.updatedAt.toISOString(),
  };
}

export const snapshotOf = (
  moderation: Pick<ListingModerationCaseRow, 'state' | 'reason'> | undefined,
  hold?: { status: string; blocked_reason: string | null },
): AuditSnapshot => ({
  moderation_state: moderation?.state ?? null,
  moderation_reason: moderation?.reason ?? null,
  ...hold,
});

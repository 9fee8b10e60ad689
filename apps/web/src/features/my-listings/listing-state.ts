import { blockListingBody, type OwnerListingRow, type OwnerRevision } from '@bazaar/contracts';
import { editListingHref, listingHref } from '@/lib/listings/listing-links';

type ListingState = Pick<OwnerListingRow, 'status' | 'draft_state' | 'blocked_reason'>;

export type ListingStatusChipKind =
  'active' | 'paused' | 'blocked' | 'revisionRequested' | 'resubmitted' | 'draft';

export interface ListingStatusChip {
  kind: ListingStatusChipKind;
  /** Why an administrator blocked it or asked for a revision (those chips only). */
  reason: string | null;
}

const isBlocked = ({ status }: ListingState) => status === 'blocked' || status === 'paused_blocked';
const isPaused = ({ status }: ListingState) => status === 'paused' || status === 'paused_blocked';

/** Visitors can open its item page: published, and neither paused nor blocked. */
export function isPublicListing(listing: ListingState): boolean {
  return listing.draft_state === 'sent' && listing.status === 'active';
}

/** Why an administrator holds a listing back: a block, or a revision asked or waiting for review. */
function holdChip(listing: ListingState, revision: OwnerRevision | undefined): ListingStatusChip {
  // A revision request holds the listing back as a block (ADR 0070), but it is the owner's turn
  // to revise, not a verdict: it says so.
  if (revision?.state === 'revision_requested') {
    return { kind: 'revisionRequested', reason: revision.reason };
  }
  if (revision?.state === 'resubmitted') return { kind: 'resubmitted', reason: null };
  return { kind: 'blocked', reason: listing.blocked_reason };
}

/**
 * The chips a listing's row shows, most important first. A hold comes first because it
 * overrides everything and tells why; "Draft" replaces "Active" for a listing not yet sent; an
 * owner's pause and an administrator's block are independent, so a listing may show both.
 * `revision` is the one an administrator asked of it, if any.
 */
export function listingStatusChips(
  listing: ListingState,
  revision?: OwnerRevision,
): ListingStatusChip[] {
  const chips: ListingStatusChip[] = [];
  if (isBlocked(listing)) chips.push(holdChip(listing, revision));
  if (listing.draft_state === 'draft') chips.push({ kind: 'draft', reason: null });
  if (isPaused(listing)) chips.push({ kind: 'paused', reason: null });
  if (chips.length === 0) chips.push({ kind: 'active', reason: null });
  return chips;
}

/** Pausing takes a published listing off the public pages (also while it is blocked). */
export function mayPause(listing: ListingState): boolean {
  return listing.draft_state === 'sent' && !isPaused(listing);
}

export function mayUnpause(listing: ListingState): boolean {
  return isPaused(listing);
}

/** Administrators block what is not blocked yet and unblock the rest. */
export function mayBlock(listing: ListingState): boolean {
  return !isBlocked(listing);
}

/** Where the owner's title link goes: the item page while visitors see it, else the edit form. */
export function ownerTitleHref(listing: ListingState & Pick<OwnerListingRow, 'id' | 'section'>) {
  return isPublicListing(listing)
    ? listingHref(listing.section, listing.id)
    : editListingHref(listing.section, listing.id);
}

/** The block reason's bounds, read from the api's own schema. */
export const BLOCK_REASON_MIN = blockListingBody.shape.reason.minLength ?? 1;
export const BLOCK_REASON_MAX = blockListingBody.shape.reason.maxLength ?? undefined;

/** What is wrong with a block reason, or null when it may be sent. */
export function blockReasonProblem(
  reason: string,
): { kind: 'required' } | { kind: 'tooShort'; count: number } | null {
  const text = reason.trim();
  if (text === '') return { kind: 'required' };
  if (text.length < BLOCK_REASON_MIN) return { kind: 'tooShort', count: BLOCK_REASON_MIN };
  return null;
}

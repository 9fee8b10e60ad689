import { describe, expect, it } from 'vitest';
import { type ActivityStatus, type DraftState } from '@bazaar/contracts';
import {
  blockReasonProblem,
  isPublicListing,
  listingStatusChips,
  mayBlock,
  mayPause,
  mayUnpause,
  ownerTitleHref,
} from './listing-state';

const ID = '9b1d2c3e-4f5a-4b6c-8d7e-0f1a2b3c4d5e';
const listing = (status: ActivityStatus, draft_state: DraftState = 'sent', reason?: string) => ({
  id: ID,
  section: 'catalog' as const,
  status,
  draft_state,
  blocked_reason: reason ?? null,
});
const kinds = (row: ReturnType<typeof listing>) => listingStatusChips(row).map((chip) => chip.kind);

describe('status chips', () => {
  it('show Active for a published, live listing', () => {
    expect(listingStatusChips(listing('active'))).toEqual([{ kind: 'active', reason: null }]);
  });

  it('show Paused and Draft instead of Active', () => {
    expect(kinds(listing('paused'))).toEqual(['paused']);
    expect(kinds(listing('active', 'draft'))).toEqual(['draft']);
    expect(kinds(listing('paused', 'draft'))).toEqual(['draft', 'paused']);
  });

  it('put a block first, with its reason, also when the owner paused the listing', () => {
    expect(listingStatusChips(listing('blocked', 'sent', 'Counterfeit'))).toEqual([
      { kind: 'blocked', reason: 'Counterfeit' },
    ]);
    expect(kinds(listing('paused_blocked', 'sent', 'Counterfeit'))).toEqual(['blocked', 'paused']);
  });

  it('say a revision is requested, with its reason, or waits for review, instead of Blocked', () => {
    const revision = {
      listing_id: ID,
      title: 'Lantern',
      section: 'catalog' as const,
      state: 'revision_requested' as const,
      reason: 'Show the item itself',
      requested_at: '2026-01-01T00:00:00.000Z',
    };
    const held = listing('blocked', 'sent', 'Show the item itself');
    expect(listingStatusChips(held, revision)).toEqual([
      { kind: 'revisionRequested', reason: 'Show the item itself' },
    ]);
    expect(listingStatusChips(held, { ...revision, state: 'resubmitted' })).toEqual([
      { kind: 'resubmitted', reason: null },
    ]);
  });
});

describe('what a row offers', () => {
  it('pauses published listings that are not paused, blocked ones too', () => {
    expect(mayPause(listing('active'))).toBe(true);
    expect(mayPause(listing('blocked'))).toBe(true);
    expect(mayPause(listing('active', 'draft'))).toBe(false);
    expect(mayPause(listing('paused'))).toBe(false);
  });

  it('unpauses whatever is paused', () => {
    expect(mayUnpause(listing('paused'))).toBe(true);
    expect(mayUnpause(listing('paused_blocked'))).toBe(true);
    expect(mayUnpause(listing('active'))).toBe(false);
  });

  it('lets administrators block what is not blocked yet', () => {
    expect(mayBlock(listing('active'))).toBe(true);
    expect(mayBlock(listing('paused'))).toBe(true);
    expect(mayBlock(listing('blocked'))).toBe(false);
    expect(mayBlock(listing('paused_blocked'))).toBe(false);
  });
});

describe("the owner's title link", () => {
  it('opens the item page while visitors see the listing, else the edit form', () => {
    expect(isPublicListing(listing('active'))).toBe(true);
    expect(ownerTitleHref(listing('active'))).toBe(`/shophub/item/${ID}`);
    for (const row of [listing('paused'), listing('blocked'), listing('active', 'draft')]) {
      expect(isPublicListing(row)).toBe(false);
      expect(ownerTitleHref(row)).toBe(`/shophub/edit-product/${ID}`);
    }
  });
});

describe('a block reason', () => {
  it('is required and needs a few characters', () => {
    expect(blockReasonProblem('   ')).toEqual({ kind: 'required' });
    expect(blockReasonProblem(' ok ')).toEqual({ kind: 'tooShort', count: 3 });
    expect(blockReasonProblem('Counterfeit goods')).toBeNull();
  });
});

import type { ListingParameterField, OwnerListingsQuery } from '@bazaar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditService } from '../audit';
import type { Queryable } from '../../db/client';
import { NotFoundError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import { systemClock, type Clock } from '../../lib/clock';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import type { DomainEventPublisher } from '../domain-events';
import type { PicturesService } from '../pictures';
import type { ThrottleService } from '../throttle';
import type { toOwnerListingRow, CoverPicture } from './listing-dto';
import type { ListingsRepository } from './listings.repository';

export interface ListingsServiceDependencies {
  repository: ListingsRepository;
  pictures: Pick<
    PicturesService,
    'storeListingPicture' | 'storeListingDocument' | 'removeListingFile'
  >;
  /** The parameters a listing of a catalog node fills in (the catalog's), to check them. */
  listingParametersOf: (catalogNodeId: string) => Promise<ListingParameterField[]>;
  /** Limits upload calls per account; without it (unit tests) uploads are not limited. */
  throttle?: Pick<ThrottleService, 'hit'>;
  /** The coordinates of a postal code (the geo data set), for listings saved without any. */
  coordinatesOfZipCode?: (
    zipCode: string,
  ) => Promise<{ latitude: number; longitude: number } | undefined>;
  /** `listing.published` when a listing is published for the first time (followers are told). */
  events: Pick<DomainEventPublisher, 'publish' | 'deliver'>;
  /** The administrators' audit trail: blocking and unblocking are recorded in their transaction. */
  audit: Pick<AuditService, 'record'>;
  clock?: Clock;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/** The account a call acts for: who they are and what state their account is in. */
export type Actor = Pick<SignedInAccount, 'id' | 'type' | 'status' | 'blockedReason'>;

/**
 * What another module may refuse about a listing change (ADR 0058: subscriptions refuse changes
 * on an expired subscription and publishing past the plan's limit). Registered after the
 * listings module is built, so listings never depend on the module that guards them.
 */
export interface ListingChangeGuard {
  check(
    actor: Actor,
    change: {
      /** The change makes one more of the actor's listings published and active. */
      publishesOne: boolean;
      /** How many published, active listings the actor has now (asked only when needed). */
      publishedCount: () => Promise<number>;
    },
    /** The listings' transaction the change runs in: read through it, not beside it. */
    tx: Queryable,
  ): Promise<void>;
}

export const listingNotFound = () => new NotFoundError('We could not find this listing.');

/** What every part of the listings service works with. */
export interface ListingServiceContext {
  deps: ListingsServiceDependencies;
  repository: ListingsRepository;
  pictures: ListingsServiceDependencies['pictures'];
  clock: Clock;
  /** The first picture of each listing (none for listings without one). */
  covers: (listingIds: string[]) => Promise<Map<string, CoverPicture>>;
  pageOfOwnerRows: ReturnType<typeof ownerRowPaging>;
  /** The guards other modules registered (addChangeGuard). */
  changeGuards: ListingChangeGuard[];
}

export function listingServiceContext(deps: ListingsServiceDependencies): ListingServiceContext {
  const { repository } = deps;
  async function covers(listingIds: string[]): Promise<Map<string, CoverPicture>> {
    const media = await repository.firstMedia(listingIds);
    return new Map(
      media.flatMap((m) =>
        m.listingId
          ? [[m.listingId, { url: m.url, thumbnailUrl: m.thumbnailUrl, alt: m.alt }]]
          : [],
      ),
    );
  }

  return {
    deps,
    repository,
    pictures: deps.pictures,
    clock: deps.clock ?? systemClock,
    covers,
    pageOfOwnerRows: ownerRowPaging(covers),
    changeGuards: [],
  };
}

/** The filters and page window the owner's and the administrators' lists share. */
export const listPageFilter = (
  query: Pick<OwnerListingsQuery, 'status' | 'draft_state' | 'search' | 'limit' | 'cursor'>,
) => ({
  status: query.status,
  draftState: query.draft_state,
  search: query.search || undefined,
  // One row more than the page tells whether another page follows.
  limit: query.limit + 1,
  after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
});

/** A page of owner or administrator rows, each shown with its cover, and the next page's cursor. */
function ownerRowPaging(covers: (listingIds: string[]) => Promise<Map<string, CoverPicture>>) {
  return async function pageOfOwnerRows<
    T extends Parameters<typeof toOwnerListingRow>[0] & { positionText: string },
    Item,
  >(rows: T[], limit: number, show: (row: T, cover: CoverPicture | undefined) => Item) {
    const page = rows.slice(0, limit);
    const coverOf = await covers(page.map((row) => row.id));
    const last = page.at(-1);
    return {
      items: page.map((row) => show(row, coverOf.get(row.id))),
      next_cursor:
        rows.length > limit && last
          ? encodeCursor({ createdAt: last.positionText, id: last.id })
          : null,
    };
  };
}

import {
  divisionOf,
  FOLLOWED_SELLER_LISTINGS,
  FOLLOWED_SELLERS_MAX,
  notificationCodes,
  type FollowedSellers,
  type FollowState,
  type MarketplaceSection,
} from '@bazaar/contracts';
import { ForbiddenError, NotFoundError } from '../../errors';
import { systemClock, type Clock } from '../../lib/clock';
import { toListingOwner, type ListingsService } from '../listings';
import { ownerDisplayName } from '../users';
import type { NotificationsService } from '../notifications';
import type { MyPeopleRepository } from './my-people.repository';

/** Followers one run of the notification job tells; the next batch is a job of its own. */
export const FOLLOWERS_BATCH = 500;

/** What the job that tells a seller's followers of a new listing carries. */
export interface FollowersNotice {
  listingId: string;
  sellerId: string;
  section: MarketplaceSection;
  title: string;
  /** The follower id the previous batch ended at. */
  after?: string;
}

export interface MyPeopleServiceDependencies {
  repository: MyPeopleRepository;
  listings: Pick<ListingsService, 'browseListings'>;
  notifications: Pick<NotificationsService, 'notifyOnce'>;
  clock?: Clock;
}

/** My People (spec §2 `/profile/my-people`): the sellers a buyer follows and their new listings. */
export function createMyPeopleService({
  repository,
  listings,
  notifications,
  clock = systemClock,
}: MyPeopleServiceDependencies) {
  return {
    /** Follows a seller visitors can see; following again changes nothing. */
    async follow(followerId: string, sellerId: string): Promise<void> {
      if (followerId === sellerId) {
        throw new ForbiddenError('FORBIDDEN', 'You cannot follow yourself.');
      }
      if (!(await repository.publicOwner(sellerId))) {
        throw new NotFoundError('We could not find this seller.');
      }
      await repository.follow(followerId, sellerId, clock.now());
    },

    async unfollow(followerId: string, sellerId: string): Promise<void> {
      await repository.unfollow(followerId, sellerId);
    },

    async state(followerId: string, sellerId: string): Promise<FollowState> {
      return { following: await repository.isFollowing(followerId, sellerId) };
    },

    /** The followed sellers, newest followed first, each with their newest public listings. */
    async followed(followerId: string): Promise<FollowedSellers> {
      const rows = await repository.followed(followerId, FOLLOWED_SELLERS_MAX);
      const items = [];
      for (const row of rows) {
        const newest = await listings.browseListings({
          owner: row.sellerId,
          limit: FOLLOWED_SELLER_LISTINGS,
        });
        const owner = toListingOwner(row.names, row.rating);
        items.push({
          id: owner.id,
          display_name: owner.display_name,
          logo: owner.logo,
          rating: owner.rating,
          followed_at: row.followedAt.toISOString(),
          newest_listings: newest.items,
        });
      }
      return { items };
    },

    /**
     * Tells one batch of the seller's followers of the new listing (once each, whatever the
     * retries); answers the follower id to continue after, or undefined when all are told.
     */
    async notifyFollowers(notice: FollowersNotice): Promise<string | undefined> {
      const followers = await repository.followersOf(
        notice.sellerId,
        notice.after,
        FOLLOWERS_BATCH,
      );
      if (followers.length === 0) return undefined;
      const seller = await repository.publicOwner(notice.sellerId);
      if (!seller) return undefined;
      await notifications.notifyOnce(`listing-published:${notice.listingId}`, followers, {
        type: 'request',
        code: notificationCodes.followedSellerPublished,
        title: `${ownerDisplayName(seller)} published “${notice.title}”`,
        body: 'A seller you follow has a new listing.',
        link: `/${divisionOf(notice.section).routeWord}/item/${notice.listingId}`,
        metadata: { listing_id: notice.listingId, seller_id: notice.sellerId },
      });
      return followers.length === FOLLOWERS_BATCH ? followers.at(-1) : undefined;
    },
  };
}

export type MyPeopleService = ReturnType<typeof createMyPeopleService>;

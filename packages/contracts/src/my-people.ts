import { z } from 'zod';
import { sellerRating } from './feedbacks';
import { listingCard } from './listing-cards';

export const followedSellerParams = z.object({ sellerId: z.uuid() });

/** How many of a followed seller's newest listings My People shows. */
export const FOLLOWED_SELLER_LISTINGS = 4;
/** The most sellers `GET /users/me/followed-sellers` answers, newest followed first. */
export const FOLLOWED_SELLERS_MAX = 200;

export const followedSeller = z
  .object({
    id: z.uuid(),
    display_name: z.string(),
    logo: z.string().nullable(),
    rating: sellerRating.nullable(),
    followed_at: z.iso.datetime(),
    /** Their newest public listings, newest first. */
    newest_listings: z.array(listingCard),
  })
  .meta({ id: 'FollowedSeller' });
export type FollowedSeller = z.infer<typeof followedSeller>;

/** `GET /users/me/followed-sellers`: the sellers the account follows (My People). */
export const followedSellers = z
  .object({ items: z.array(followedSeller) })
  .meta({ id: 'FollowedSellers' });
export type FollowedSellers = z.infer<typeof followedSellers>;

/** `GET /users/me/followed-sellers/{sellerId}`: whether the account follows this seller. */
export const followState = z.object({ following: z.boolean() }).meta({ id: 'FollowState' });
export type FollowState = z.infer<typeof followState>;

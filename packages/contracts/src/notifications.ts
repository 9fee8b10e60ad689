import { z } from 'zod';
import { notificationTypes } from './enums';

/** Most notifications one list answers, newest first. */
export const NOTIFICATIONS_LIST_MAX = 100;

export const notification = z
  .object({
    id: z.uuid(),
    type: z.enum(notificationTypes),
    /** A notification with a code is "coded" (spec §3). */
    code: z.string().nullable(),
    subtype: z.string().nullable(),
    title: z.string(),
    body: z.string(),
    /** A path inside Bazaar the notification leads to. */
    link: z.string().nullable(),
    metadata: z.record(z.string(), z.unknown()),
    viewed: z.boolean(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notification>;

export const notificationList = z.array(notification).meta({ id: 'NotificationList' });

/** `GET /notifications/me` (spec §7). */
export const myNotificationsQuery = z.object({
  only_unviewed: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  /**
   * Only the notifications stored after this one of the account's (what a live client missed
   * while it was away); none when the id is not one of its notifications.
   */
  after: z.uuid().optional(),
});

/** `PATCH /notifications/viewed`: a list of objects each holding an id (spec §7). */
export const markNotificationsViewedBody = z
  .array(z.object({ id: z.uuid() }))
  .min(1)
  .max(NOTIFICATIONS_LIST_MAX);
export const markedViewed = z.object({ updated: z.number().int().nonnegative() });
export type MarkedViewed = z.infer<typeof markedViewed>;

/** Codes of the notifications Bazaar itself sends. */
export const notificationCodes = {
  orderPlaced: 'order_placed',
  /** The buyer's own confirmation of an order just placed. */
  orderConfirmed: 'order_confirmed',
  orderStatusChanged: 'order_status_changed',
  reservationCreated: 'reservation_created',
  /** The customer's own confirmation of a booking just made (or requested). */
  reservationBooked: 'reservation_booked',
  reservationStatusChanged: 'reservation_status_changed',
  reservationMoved: 'reservation_moved',
  reservationReminder: 'reservation_reminder',
  waitlistSeatOffered: 'waitlist_seat_offered',
  balanceToppedUp: 'balance_topped_up',
  feedbackReceived: 'feedback_received',
  feedbackHidden: 'feedback_hidden',
  followedSellerPublished: 'followed_seller_published',
  subscriptionTrialEnding: 'subscription_trial_ending',
  subscriptionRenewed: 'subscription_renewed',
  subscriptionGrace: 'subscription_grace',
  subscriptionExpired: 'subscription_expired',
  subscriptionListingsPaused: 'subscription_listings_paused',
  advertisingCampaignStopped: 'advertising_campaign_stopped',
  listingRevisionRequested: 'listing_revision_requested',
  listingApproved: 'listing_approved',
  listingBlocked: 'listing_blocked',
} as const;

/** What a removed-by-platform notice carries besides its texts. */
export const removedByPlatformMetadata = z.object({ eshop_id: z.string().min(1) });

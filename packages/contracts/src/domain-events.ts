import { z } from 'zod';
import { reservationStatuses, serviceSlot, serviceSlotsChanged } from './bookings';
import { marketplaceSections, orderStatuses } from './enums';
import { moneySchema } from './money';
import { notification } from './notifications';
import { prepayEntryTypes, signedMoneySchema } from './prepay';

/** What every reservation event says: which reservation, between whom, when, and its status then. */
const reservationEvent = z.object({
  reservation_id: z.uuid(),
  reservation_number: z.number().int().positive(),
  listing_id: z.uuid(),
  provider_id: z.uuid(),
  customer_id: z.uuid(),
  title: z.string(),
  seats: z.number().int().positive(),
  starts_at: z.iso.datetime(),
  time_zone: z.string(),
  status: z.enum(reservationStatuses),
  status_reason: z.string().nullable(),
});

/**
 * What happened in Bazaar, as the api's modules tell each other (ADR 0042): event name → the
 * payload every subscriber receives. A service writes an event into the outbox in the same
 * transaction as the change it reports; subscribers act on it after commit.
 *
 * A payload says what the change was at the time (an order's new status and reason), so a
 * subscriber that runs later still reports that change; what does not change (an order's items)
 * is looked up by id. Payloads are stored: add fields as optional, never rename one.
 */
export const domainEvents = {
  /** A buyer's checkout made an order; the seller is told. */
  'order.placed': z.object({
    order_id: z.uuid(),
    order_number: z.number().int().positive(),
    buyer_id: z.uuid(),
    seller_id: z.uuid(),
    /** The buyer's display name when they ordered. */
    buyer_name: z.string(),
    /** How many items, all lines together. */
    units: z.number().int().positive(),
    total: moneySchema,
  }),
  /** A party moved an order on; the other side is told. */
  'order.status_changed': z.object({
    order_id: z.uuid(),
    order_number: z.number().int().positive(),
    buyer_id: z.uuid(),
    seller_id: z.uuid(),
    status: z.enum(orderStatuses),
    status_reason: z.string().nullable(),
    changed_by: z.enum(['buyer', 'seller']),
  }),
  /**
   * A listing was published for the first time (its draft sent); the seller's followers are told.
   */
  'listing.published': z.object({
    listing_id: z.uuid(),
    seller_id: z.uuid(),
    section: z.enum(marketplaceSections),
    title: z.string(),
  }),
  /**
   * An owner saved a listing in the editor (created or edited; not bulk imports): the moderation
   * rules look at it (ADR 0070).
   */
  'listing.saved': z.object({
    listing_id: z.uuid(),
    owner_id: z.uuid(),
    created: z.boolean(),
  }),
  /** An administrator asked for a revision of a listing, approved or blocked it; its owner is told. */
  'listing.moderated': z.object({
    listing_id: z.uuid(),
    owner_id: z.uuid(),
    section: z.enum(marketplaceSections),
    title: z.string(),
    decision: z.enum(['revision_requested', 'approved', 'blocked']),
    reason: z.string().nullable(),
  }),
  /**
   * An account put a listing into its cart (an add, or a visitor's cart merged at sign-in with
   * a product new to the account's cart); the seller's statistics count it.
   */
  'cart.item_added': z.object({
    listing_id: z.uuid(),
    seller_id: z.uuid(),
    /** How many units this add put in. */
    quantity: z.number().int().positive(),
  }),
  /** A buyer reviewed a seller; the seller is told. */
  'feedback.created': z.object({
    feedback_id: z.uuid(),
    seller_id: z.uuid(),
    buyer_name: z.string(),
    rating: z.number().int().min(1).max(5),
  }),
  /** An administrator hid a review; its author is told why. */
  'feedback.hidden': z.object({
    feedback_id: z.uuid(),
    buyer_id: z.uuid(),
    seller_name: z.string(),
    reason: z.string(),
  }),
  /** A campaign stopped for good by an administrator or for want of balance; its seller is told. */
  'advertising.campaign_stopped': z.object({
    campaign_id: z.uuid(),
    seller_id: z.uuid(),
    listing_title: z.string(),
    reason: z.enum(['administrator', 'balance']),
    note: z.string().nullable(),
  }),
  /** A person opened an account by signing up; it is welcomed and asked to confirm its address. */
  'account.signed_up': z.object({ user_id: z.uuid() }),
  /** An administrator blocked an account; its sessions end. */
  'account.blocked': z.object({ user_id: z.uuid() }),
  /** An account was closed for good; what other modules keep of it goes. */
  'account.closed': z.object({ user_id: z.uuid() }),
  /**
   * Sessions ended (sign-out, a new password, a block, a closed account, the end of a viewing):
   * each id names a sign-in (a session family) or a viewing (ADR 0077). The live channel
   * disconnects the sockets they admitted, on every api instance (ADR 0088).
   */
  'sessions.ended': z.object({ session_ids: z.array(z.uuid()).min(1) }),
  /**
   * A notification was stored for an account; its open tabs get it live, and a mail goes when
   * the account wants its category by mail. `in_app: false`: the account keeps this category out
   * of the app (ADR 0048), so it is stored only for its mail and never pushed.
   * `mailed_by_sender: true`: the module that sent it mails a fuller text itself (orders).
   */
  'notification.created': z.object({
    user_id: z.uuid(),
    notification,
    in_app: z.boolean().optional(),
    mailed_by_sender: z.boolean().optional(),
  }),
  /** An account marked some of its notifications viewed; its other tabs drop them. */
  'notification.viewed': z.object({ user_id: z.uuid(), ids: z.array(z.uuid()).min(1) }),
  /** A customer reserved seats of a slot (requested or, instantly, confirmed); the provider is told. */
  'reservation.created': reservationEvent.extend({ customer_name: z.string() }),
  /**
   * A party moved a reservation on (accepted, cancelled, completed, no-show), or the provider
   * cancelled its slot; the other side is told.
   */
  'reservation.status_changed': reservationEvent.extend({
    changed_by: z.enum(['customer', 'provider']),
  }),
  /** The provider moved the slot of a reservation; its customer is told the new time. */
  'reservation.moved': reservationEvent.extend({ previous_starts_at: z.iso.datetime() }),
  /** A confirmed reservation starts in a day or in an hour; the customer is reminded (once). */
  'reservation.reminder_due': reservationEvent.extend({ before: z.enum(['day', 'hour']) }),
  /** A slot changed (seats taken or freed, moved, cancelled, added): viewers of its service see it live. */
  'service_slot.changed': z.object({ slot: serviceSlot }),
  /** Many slots of a service changed at once (its schedule saved, busy times imported). */
  'service_slots.changed': serviceSlotsChanged,
  /** A seat freed in a full slot is held for the first account waiting, until `offered_until`. */
  'waitlist.seat_offered': z.object({
    slot_id: z.uuid(),
    listing_id: z.uuid(),
    user_id: z.uuid(),
    seats: z.number().int().positive(),
    title: z.string(),
    starts_at: z.iso.datetime(),
    time_zone: z.string(),
    offered_until: z.iso.datetime(),
  }),
  /**
   * A prepaid balance moved (a top-up, a charge, a refund; ADR 0055): the account's
   * notification follows a top-up; subscriptions and advertising may follow charges.
   */
  'balance.changed': z.object({
    user_id: z.uuid(),
    transaction_id: z.uuid(),
    entry_id: z.uuid(),
    type: z.enum(prepayEntryTypes),
    amount: signedMoneySchema,
    balance_after: signedMoneySchema,
  }),
} as const;

export type DomainEventMap = typeof domainEvents;
export type DomainEventName = keyof DomainEventMap;
export const domainEventNames = Object.keys(domainEvents) as DomainEventName[];
/** The payload of event `N`, as a subscriber receives it. */
export type DomainEventPayload<N extends DomainEventName> = z.infer<DomainEventMap[N]>;

import {
  divisionOf,
  type ActivityStatus,
  type ChatMessage,
  type ChatParty,
  type ChatSubject,
  type ChatSubjectKind,
  type ServiceSlot,
} from '@bazaar/contracts';
import type { ChatConversationRow, ChatMessageRow } from '../../db/schema/chat';
import type { ReservationSummary } from '../bookings/read-model';
import type { ListingSummary } from '../listings/read-model';
import { moneyOf } from '../../lib/money';
import { ownerDisplayName, type OwnerDisplayNames } from '../users';

/** Where both sides of an order follow it (the cart history). */
export const ORDER_SUBJECT_PATH = '/profile/cart-history';
/** Where both sides of a reservation follow it (the reservations of /profile/slots). */
export const RESERVATION_SUBJECT_PATH = '/profile/slots?section=reservations';

/** A listing as a conversation's subject reads it. */
export type SubjectListing = ListingSummary;

/** An order as a conversation's subject reads it. */
export interface SubjectOrder {
  id: string;
  number: number;
  buyerId: string;
  sellerId: string;
  totalMinor: number;
  currency: string;
  firstListingId: string | null;
}

/** An account's names and pictures, as `ownerNamesOf` of the users' read model answers them. */
export type PartyNames = OwnerDisplayNames & {
  owner: { avatarUrl: string | null; status: ActivityStatus };
  sellerProfile: { logoUrl: string | null } | null;
};

export function toChatParty(id: string, names: PartyNames | undefined): ChatParty {
  if (!names) return { id, display_name: 'Bazaar member', avatar_url: null };
  return {
    id,
    display_name: ownerDisplayName(names),
    avatar_url: names.sellerProfile?.logoUrl ?? names.owner.avatarUrl,
  };
}

const goneTitles: Record<ChatSubjectKind, string> = {
  listing: 'A listing that is no longer available',
  order: 'An order',
  reservation: 'A reservation',
};

/** The subject of a conversation: a listing, an order, a reservation, or one that is gone. */
export function toChatSubject(
  kind: ChatSubjectKind,
  id: string,
  found: {
    listing?: SubjectListing;
    order?: SubjectOrder;
    reservation?: ReservationSummary;
    /** A reservation's service. */
    service?: SubjectListing;
    pictureUrl: string | null;
  },
): ChatSubject {
  const none = { negotiable: false, service_id: null, slot_time: null };
  if (kind === 'listing' && found.listing) {
    const listing = found.listing;
    return {
      ...none,
      kind,
      id,
      title: listing.title,
      picture_url: found.pictureUrl,
      price: moneyOf(listing.priceMinor, listing.currency),
      link: listing.isPublic
        ? `/${divisionOf(listing.section).routeWord}/item/${listing.id}`
        : null,
      negotiable: listing.negotiable,
      owner_id: listing.ownerId,
      service_id: listing.section === 'services' ? listing.id : null,
    };
  }
  if (kind === 'order' && found.order) {
    const order = found.order;
    return {
      ...none,
      kind,
      id,
      title: `Order #${order.number}`,
      picture_url: found.pictureUrl,
      price: { amount_minor: order.totalMinor, currency: order.currency },
      link: ORDER_SUBJECT_PATH,
      owner_id: order.sellerId,
    };
  }
  if (kind === 'reservation' && found.reservation) {
    const reservation = found.reservation;
    return {
      ...none,
      kind,
      id,
      title: found.service?.title ?? `Reservation #${reservation.number}`,
      picture_url: found.pictureUrl,
      price: moneyOf(reservation.totalMinor, reservation.currency),
      link: RESERVATION_SUBJECT_PATH,
      owner_id: reservation.providerId,
      service_id: reservation.listingId,
      slot_time: {
        starts_at: reservation.startsAt.toISOString(),
        time_zone: reservation.timeZone,
      },
    };
  }
  return {
    ...none,
    kind,
    id,
    title: goneTitles[kind],
    picture_url: null,
    price: null,
    link: null,
    owner_id: null,
  };
}

/** A message as its parties see it; `slot` is the slot a time proposal picked, as it is now. */
export function toChatMessage(row: ChatMessageRow, slot: ServiceSlot | null = null): ChatMessage {
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  return {
    id: row.id,
    conversation_id: row.conversationId,
    sender_id: row.senderId,
    client_id: row.clientId,
    kind: row.kind,
    text: row.text,
    picture: row.picture
      ? {
          url: row.picture.url,
          thumbnail_url: row.picture.thumbnailUrl,
          width: row.picture.width,
          height: row.picture.height,
        }
      : null,
    offer:
      row.kind === 'offer' && row.offerAmountMinor !== null && row.offerCurrency !== null
        ? {
            price: { amount_minor: row.offerAmountMinor, currency: row.offerCurrency },
            status: row.proposalStatus ?? 'pending',
          }
        : null,
    time_proposal:
      row.kind === 'time_proposal' && row.proposalStartsAt
        ? {
            starts_at: row.proposalStartsAt.toISOString(),
            status: row.proposalStatus ?? 'pending',
            slot,
          }
        : null,
    created_at: row.createdAt.toISOString(),
    delivered_at: iso(row.deliveredAt),
    read_at: iso(row.readAt),
  };
}

/** The other party of a conversation, or undefined when `accountId` is not one of its two. */
export function otherPartyOf(
  conversation: Pick<ChatConversationRow, 'lowPartyId' | 'highPartyId'>,
  accountId: string,
): string | undefined {
  if (conversation.lowPartyId === accountId) return conversation.highPartyId;
  if (conversation.highPartyId === accountId) return conversation.lowPartyId;
  return undefined;
}

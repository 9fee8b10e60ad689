import {
  divisionOf,
  type ActivityStatus,
  type ChatMessage,
  type ChatParty,
  type ChatSubject,
  type ChatSubjectKind,
} from '@bazaar/contracts';
import type { ChatConversationRow, ChatMessageRow } from '../../db/schema/chat';
import { moneyOf, ownerDisplayName, type OwnerDisplayNames } from '../listings';

/** Where both sides of an order follow it (the cart history). */
export const ORDER_SUBJECT_PATH = '/profile/cart-history';

/** A listing as a conversation's subject reads it. */
export interface SubjectListing {
  id: string;
  ownerId: string;
  section: Parameters<typeof divisionOf>[0];
  title: string;
  priceMinor: number | null;
  currency: string | null;
  negotiable: boolean;
  isPublic: boolean;
}

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

/** The subject of a conversation: a listing, an order, or one that is gone. */
export function toChatSubject(
  kind: ChatSubjectKind,
  id: string,
  found: { listing?: SubjectListing; order?: SubjectOrder; pictureUrl: string | null },
): ChatSubject {
  if (kind === 'listing' && found.listing) {
    const listing = found.listing;
    return {
      kind,
      id,
      title: listing.title,
      picture_url: found.pictureUrl,
      price: moneyOf(listing.priceMinor, listing.currency),
      link: listing.isPublic
        ? `/${divisionOf(listing.section).routeWord}/item/${listing.id}`
        : null,
      negotiable: listing.negotiable,
    };
  }
  if (kind === 'order' && found.order) {
    const order = found.order;
    return {
      kind,
      id,
      title: `Order #${order.number}`,
      picture_url: found.pictureUrl,
      price: { amount_minor: order.totalMinor, currency: order.currency },
      link: ORDER_SUBJECT_PATH,
      negotiable: false,
    };
  }
  return {
    kind,
    id,
    title: kind === 'listing' ? 'A listing that is no longer available' : 'An order',
    picture_url: null,
    price: null,
    link: null,
    negotiable: false,
  };
}

export function toChatMessage(row: ChatMessageRow): ChatMessage {
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
        ? { starts_at: row.proposalStartsAt.toISOString(), status: row.proposalStatus ?? 'pending' }
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

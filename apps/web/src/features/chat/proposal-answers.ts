import type { ServiceSlot } from '@bazaar/contracts';

/** Why a proposed slot can no longer be taken, or null while it can. */
export type SlotUnavailable = 'full' | 'cancelled' | 'closed';

/**
 * Whether anyone could still take a seat of the slot. Not `bookable`: that is the viewer's own
 * (false for the provider, who accepts what a customer proposed).
 */
export function slotUnavailable(
  slot: Pick<ServiceSlot, 'cancelled' | 'blocked' | 'seats' | 'seats_taken'> | null,
): SlotUnavailable | null {
  if (!slot) return null;
  if (slot.cancelled) return 'cancelled';
  if (slot.seats - slot.seats_taken <= 0) return 'full';
  return slot.blocked ? 'closed' : null;
}

/**
 * The answers a pending offer or time proposal offers the viewer: its author withdraws it; the
 * other side accepts or declines, but cannot accept a proposed slot that is full, cancelled or
 * closed by now (the card says so instead).
 */
export function proposalAnswers(input: {
  pending: boolean;
  mine: boolean;
  slot: ServiceSlot | null;
}): { withdraw: boolean; accept: boolean; decline: boolean; unavailable: SlotUnavailable | null } {
  const { pending, mine, slot } = input;
  const unavailable = slotUnavailable(slot);
  return {
    withdraw: pending && mine,
    accept: pending && !mine && unavailable === null,
    decline: pending && !mine,
    unavailable: pending && !mine ? unavailable : null,
  };
}

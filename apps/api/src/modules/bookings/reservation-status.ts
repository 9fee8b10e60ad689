import type { ReservationStatus } from '@bazaar/contracts';

/** How an account stands to a reservation: its customer, its provider, or nobody (404). */
export type ReservationParty = 'customer' | 'provider';

export function partyOf(
  reservation: { customerId: string; providerId: string },
  accountId: string,
): ReservationParty | null {
  if (accountId === reservation.providerId) return 'provider';
  if (accountId === reservation.customerId) return 'customer';
  return null;
}

export interface StatusContext {
  status: ReservationStatus;
  startsAt: Date;
  /** Hours before the start after which neither side may cancel. */
  cancellationWindowHours: number;
  now: Date;
}

/** Until when a party may cancel: the provider may decline a request up to the start. */
export function cancellableUntil(context: StatusContext, party: ReservationParty): Date | null {
  if (context.status === 'requested' && party === 'provider') return context.startsAt;
  if (context.status !== 'requested' && context.status !== 'confirmed') return null;
  return new Date(context.startsAt.getTime() - context.cancellationWindowHours * 3_600_000);
}

/**
 * The statuses `party` may move a reservation to now: the provider accepts a request, either
 * side cancels until the cancellation window closes, and once the slot has begun the provider
 * marks a confirmed reservation completed or a no-show.
 */
export function nextReservationStatuses(
  context: StatusContext,
  party: ReservationParty,
): ReservationStatus[] {
  const next: ReservationStatus[] = [];
  const { status, now } = context;
  if (status === 'requested' && party === 'provider') next.push('confirmed');
  const until = cancellableUntil(context, party);
  if (until && now < until) next.push('cancelled');
  if (status === 'confirmed' && party === 'provider' && now >= context.startsAt) {
    next.push('completed', 'no_show');
  }
  return next;
}

/** Why `party` may not move the reservation to `wanted` (the 409 message). */
export function statusChangeRefusal(
  context: StatusContext,
  wanted: ReservationStatus,
  party: ReservationParty,
): string {
  const { status } = context;
  if (status === wanted || ['cancelled', 'completed', 'no_show'].includes(status)) {
    return `This reservation is already ${status.replace('_', '-')}.`;
  }
  if (wanted === 'requested') return 'A reservation cannot go back to requested.';
  if (wanted === 'cancelled') {
    return 'The cancellation window has closed. Contact the other side to change this reservation.';
  }
  if (party === 'customer') return 'Only the provider can do that.';
  if (wanted === 'confirmed') return 'This reservation is already confirmed.';
  return status === 'requested'
    ? 'Accept this reservation first.'
    : 'Mark a reservation completed or a no-show once its slot has begun.';
}

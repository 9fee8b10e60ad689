import { ConflictError, NotFoundError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import type { BookingQueries } from './bookings.repository';

export const slotNotFound = () => new NotFoundError('This slot does not exist.');
const serviceNotFound = () => new NotFoundError('This service does not exist.');
export const reservationNotFound = () => new NotFoundError('This reservation does not exist.');

/** The listing when `account` owns it and it is a service; else a 404 (nobody learns it exists). */
export async function ownService(
  queries: BookingQueries,
  account: SignedInAccount,
  listingId: string,
) {
  const listing = await queries.findListing(listingId);
  if (!listing || listing.ownerId !== account.id) throw serviceNotFound();
  if (listing.section !== 'services') {
    throw new ConflictError('Only Services listings have schedules and slots.');
  }
  return listing;
}

/** The listing when visitors may see it or `account` owns it. */
export async function visibleService(
  queries: BookingQueries,
  account: SignedInAccount | null,
  listingId: string,
) {
  const listing = await queries.findListing(listingId);
  if (!listing || listing.section !== 'services') throw serviceNotFound();
  if (!listing.isPublic && listing.ownerId !== account?.id) throw serviceNotFound();
  return listing;
}

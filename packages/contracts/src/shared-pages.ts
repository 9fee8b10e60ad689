// What the api tells the web instances about the pages signed-out visitors share (ADR 0082), and
// which api writes may change those pages (ADR 0035).
import { z } from 'zod';

/**
 * The Redis channel on which the api announces that pages signed-out visitors share have
 * changed; every web instance with `REDIS_URL` listens and makes its cached copies stale.
 */
export const SHARED_PAGES_CHANGED_CHANNEL = 'bazaar:shared-pages-changed';

/**
 * One announcement, as JSON: only the item pages of these listings changed (an order took or
 * gave back their stock), or anything a signed-out visitor sees may have changed.
 */
export const sharedPagesChange = z.union([
  z.strictObject({ listings: z.array(z.uuid()).min(1) }),
  z.strictObject({ everything: z.literal(true) }),
]);
export type SharedPagesChange = z.infer<typeof sharedPagesChange>;

/**
 * Api writes that never change what a signed-out visitor's page shows: sessions (and an
 * administrator's view as a user), a visitor's own lists (followed sellers too), messages, chat
 * and reports (of reviews too), cart edits (a checkout changes stock, so it counts), and the
 * reports every page sends: the ad view and click beacons, an item page's view report and the
 * analytics beacon (they count in statistics, never on a page), and reservations and waiting
 * lists (a service's free seats are fetched in the browser, never part of its cached page: a
 * stream of bookings would otherwise have every page rendered again). A review, a reply or a hidden
 * review changes the seller's rating on cards and item pages, so those writes count; so do a
 * seller's or an administrator's campaign writes, since pages are rendered with their ads
 * (ADR 0080).
 */
const PRIVATE_WRITES =
  /^\/api\/(advertising\/(views|clicks)|analytics|auth|chat|error-logs|notifications|support-requests|view-as|users\/me\/(comparison|favorites|followed-sellers|verification))(\/|\?|$)|^\/api\/listings\/[^/?]+\/views(\/|\?|$)|^\/api\/feedbacks\/[^/?]+\/reports(\/|\?|$)|^\/api\/carts(?!\/[^/?]+\/checkout)(\/|\?|$)|^\/api\/services\/(reservations|slots\/[^/?]+\/(reservations|waitlist)|[^/?]+\/waitlist)(\/|\?|$)/;

/**
 * Whether an accepted api write (its path and query, `/api/…`) may change a page signed-out
 * visitors share (a listing, its stock, its seller, the catalog, a block). Unknown writes count:
 * a needless render is cheaper than a stale page.
 */
export function mayChangeSharedPages(url: string): boolean {
  return !PRIVATE_WRITES.test(url);
}

import { ESHOP_REMOVED_BY_PLATFORM } from '@bazaar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock';
import { requestFingerprint } from '../lib/request-fingerprint';
import type { Database } from '../db/client';
import { createComparisonRepository, createComparisonService } from '../modules/comparison';
import { createFavoritesRepository, createFavoritesService } from '../modules/favorites';
import {
  createFeedbacksRepository,
  createFeedbacksService,
  feedbackNotificationSubscribers,
} from '../modules/feedbacks';
import { listingStock } from '../modules/listings';
import type { NotificationMessage } from '../modules/notifications';
import {
  createOrdersRepository,
  createOrdersService,
  orderNotificationSubscribers,
} from '../modules/orders';
import type { DemoActivity, PlannedLine, PlannedOrder } from './activity';
import {
  actingAs,
  demoCarts,
  demoEvents,
  demoNotificationsService,
  noListingCards,
  playClock,
  type PlayClock,
} from './demo-services';

/** What the platform tells a seller whose e-shop integration it removed, in both languages. */
function eshopRemovalNotice(eshopId: string): NotificationMessage {
  return {
    type: 'eshop_integration',
    subtype: ESHOP_REMOVED_BY_PLATFORM,
    title: 'Your Shopify store was disconnected',
    body: 'Bazaar removed the integration of your Shopify store. Its products are no longer synchronised or shown here.',
    metadata: {
      eshop_id: eshopId,
      translations: {
        de: {
          title: 'Ihr Shopify-Shop wurde getrennt',
          body: 'Bazaar hat die Integration Ihres Shopify-Shops entfernt. Seine Produkte werden nicht mehr abgeglichen und hier nicht mehr angezeigt.',
        },
      },
    },
  };
}

const asCartProduct = (line: PlannedLine) => ({
  product_id: line.listingId,
  product_variant_id: line.variantId,
  quantity: line.quantity,
});

/**
 * The carts, orders, feedbacks, favorites, comparison and notifications services on the seed's
 * transaction `tx`, reading the play's clock.
 */
function activityServices(tx: Database, clock: Clock, log: FastifyBaseLogger) {
  const events = demoEvents(tx, clock, log);
  // Nobody is connected to the live channel yet: this dispatcher has no subscriber to push.
  const notifications = demoNotificationsService(tx, events, clock);
  const carts = demoCarts(tx, events, clock);
  // The demo orders happened before this marketplace started: their notifications are there,
  // but nobody is mailed about them.
  for (const subscriber of orderNotificationSubscribers(notifications))
    events.subscribe(subscriber);
  const orders = createOrdersService({
    repository: createOrdersRepository(tx),
    carts,
    stock: listingStock,
    events,
    clock,
  });
  for (const subscriber of feedbackNotificationSubscribers(notifications)) {
    events.subscribe(subscriber);
  }
  const feedbacks = createFeedbacksService({
    repository: createFeedbacksRepository(tx),
    events,
    // The seed's one report is not limited.
    throttle: { hit: async () => undefined },
    clock,
  });
  const favorites = createFavoritesService({
    repository: createFavoritesRepository(tx),
    listings: noListingCards,
    clock,
  });
  const comparison = createComparisonService({
    repository: createComparisonRepository(tx),
    listings: noListingCards,
    clock,
  });
  return { notifications, carts, orders, feedbacks, favorites, comparison };
}

type ActivityServices = ReturnType<typeof activityServices>;

/** One planned order: the buyer fills the cart and checks out, then the steps and the review. */
async function playOrder(
  { carts, orders, feedbacks }: ActivityServices,
  clock: PlayClock,
  planned: PlannedOrder,
): Promise<void> {
  clock.set(planned.placedAt);
  const buyer = actingAs(planned.buyer);
  await carts.addMany(buyer, planned.lines.map(asCartProduct), false);
  const { order } = await orders.checkout(
    buyer,
    planned.seller.id,
    planned.idempotencyKey,
    planned.checkout,
    requestFingerprint({
      method: 'POST',
      route: '/carts/:sellerId/checkout',
      callerId: buyer.id,
      params: { sellerId: planned.seller.id },
      body: planned.checkout,
    }),
  );
  for (const step of planned.steps) {
    clock.set(step.at);
    await orders.setStatus(
      actingAs(step.by === 'buyer' ? planned.buyer : planned.seller),
      order.id,
      { status: step.status, reason: step.reason },
    );
  }
  if (!planned.review) return;
  clock.set(planned.review.at);
  const review = await feedbacks.create(planned.buyer, {
    order_id: order.id,
    rating: planned.review.rating,
    text: planned.review.text,
  });
  if (planned.review.reply) {
    clock.set(planned.review.reply.at);
    await feedbacks.reply(planned.seller, review.id, planned.review.reply.text);
  }
  if (planned.review.report) {
    clock.set(planned.review.report.at);
    await feedbacks.report(planned.review.report.by, review.id, planned.review.report.reason);
  }
}

/**
 * Plays the demo activity through the carts, orders, favorites, comparison and notifications
 * services in the seed's transaction `tx` (their own transactions become savepoints in it), each
 * step at its planned time. Returns how many orders were placed.
 */
export async function seedDemoActivity(
  tx: Database,
  activity: DemoActivity,
  log: FastifyBaseLogger,
): Promise<number> {
  const clock = playClock(activity.viewedAt);
  const services = activityServices(tx, clock, log);
  const { notifications, carts, favorites, comparison } = services;

  for (const planned of activity.orders) await playOrder(services, clock, planned);

  // Put in after the checkouts, so that no order takes them along.
  for (const line of activity.cart.lines) {
    clock.set(line.addedAt);
    await carts.addMany(actingAs(activity.cart.account), [asCartProduct(line)], false);
  }

  for (const favorite of activity.favorites) {
    clock.set(favorite.savedAt);
    await favorites.save(favorite.userId, favorite.listingId);
  }
  clock.set(activity.comparison.addedAt);
  await comparison.add(activity.comparison.userId, activity.comparison.listingIds);

  clock.set(activity.viewedAt);
  const told = new Set(activity.orders.flatMap((order) => [order.buyer.id, order.seller.id]));
  for (const userId of told) {
    const unviewed = await notifications.listMine(userId, true);
    const read = unviewed
      .filter((notification) => Date.parse(notification.created_at) < activity.viewedAt.getTime())
      .map((notification) => notification.id);
    if (read.length > 0) await notifications.markViewed(userId, read);
  }

  clock.set(activity.eshopRemoval.at);
  await notifications.notify(
    activity.eshopRemoval.userId,
    eshopRemovalNotice(activity.eshopRemoval.eshopId),
  );
  return activity.orders.length;
}

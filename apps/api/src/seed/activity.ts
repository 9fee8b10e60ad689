import {
  ESHOP_REMOVED_BY_PLATFORM,
  type FulfilmentMethod,
  type MarketplaceSection,
  type OrderStatus,
} from '@bazaar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { SignedInAccount } from '../lib/account-status';
import type { Clock } from '../lib/clock';
import { createCartsRepository } from '../modules/carts/carts.repository';
import { createCartsService } from '../modules/carts/carts.service';
import { createComparisonRepository } from '../modules/comparison/comparison.repository';
import { createComparisonService } from '../modules/comparison/comparison.service';
import { createDomainEventsRepository } from '../modules/domain-events/domain-events.repository';
import { createDomainEvents } from '../modules/domain-events/domain-events.service';
import { createFavoritesRepository } from '../modules/favorites/favorites.repository';
import { createFavoritesService } from '../modules/favorites/favorites.service';
import { listingStock } from '../modules/listings';
import type { NotificationMessage } from '../modules/notifications/notifications.service';
import { createFeedbacksRepository } from '../modules/feedbacks/feedbacks.repository';
import { createFeedbacksService } from '../modules/feedbacks/feedbacks.service';
import { feedbackNotificationSubscribers } from '../modules/feedbacks/feedbacks.subscribers';
import { createOrdersRepository } from '../modules/orders/orders.repository';
import { createOrdersService, type OrdersService } from '../modules/orders/orders.service';
import { orderNotificationSubscribers } from '../modules/orders/orders.subscribers';
import type { Database } from '../db/client';
import { demoNotificationsService } from './demo-notifications';
import { demoPeople } from './people';
import type { DemoPlan } from './plan';
import { requestFingerprint } from '../lib/request-fingerprint';

/*
 * The buying loop of the demo marketplace (ADR 0024): orders in every status, buyer1's cart,
 * favorites and comparison, and the notifications the orders produced. What happens is planned
 * from the demo plan without the database, then played through the modules' services, so that
 * prices, order numbers, stock reservations, comparison counts and notifications follow the same
 * rules as when people do it.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Products ordered keep at least this many in stock, so the demo shop is not sold out. */
const ORDER_STOCK_MARGIN = 2;
/** Notifications older than this many days have been read; newer ones wait in the bell. */
const VIEWED_BEFORE_DAYS = 7;
/**
 * The seller whose e-shop integration the platform removed: signing in as them shows the
 * removed-by-platform modal (spec §4) until it is closed. No other demo journey uses them.
 */
const ESHOP_REMOVAL_SELLER = 'seller3';
const ESHOP_REMOVAL_DAYS_AGO = 1;

type CheckoutInput = Parameters<OrdersService['checkout']>[3];
type Party = 'buyer' | 'seller';

interface LineScript {
  quantity: number;
  /** A product with variants (one variant is ordered); otherwise one without. */
  variant?: boolean;
}

/** One demo order: who buys what kind of products from whom, and what became of it. */
interface OrderScript {
  buyer: string;
  seller: string;
  section: MarketplaceSection;
  lines: readonly LineScript[];
  fulfilment: FulfilmentMethod;
  note?: string;
  placedDaysAgo: number;
  /** What happened next, in order, by whom and how many hours after the order was placed. */
  steps: readonly { status: OrderStatus; by: Party; hoursLater: number; reason?: string }[];
  /** The buyer's review after fulfilment, and the seller's reply, hours after the order. */
  review?: ReviewScript;
}

interface ReviewScript {
  rating: number;
  text: string;
  hoursLater: number;
  reply?: { text: string; hoursLater: number };
  /** Another member reports the review, so administrators find it under Request for Revisions. */
  report?: { by: string; reason: string; hoursLater: number };
}

/** Oldest first, so order numbers count up with time as real ones do. */
const orderScripts: readonly OrderScript[] = [
  {
    buyer: 'buyer1',
    seller: 'seller1',
    section: 'catalog',
    lines: [{ quantity: 1, variant: true }, { quantity: 2 }],
    fulfilment: 'delivery',
    note: 'Please leave the parcel with the neighbours if nobody is in.',
    placedDaysAgo: 20,
    steps: [
      { status: 'accepted', by: 'seller', hoursLater: 3 },
      { status: 'fulfilled', by: 'seller', hoursLater: 50 },
    ],
  },
  {
    buyer: 'buyer2',
    seller: 'seller3',
    section: 'catalog',
    lines: [{ quantity: 1 }],
    fulfilment: 'delivery',
    placedDaysAgo: 14,
    steps: [
      { status: 'accepted', by: 'seller', hoursLater: 5 },
      { status: 'fulfilled', by: 'seller', hoursLater: 74 },
    ],
    review: {
      rating: 4,
      text: 'Exactly as described and well packed. Delivery took a day longer than promised.',
      hoursLater: 98,
      reply: {
        text: 'Thank you! The courier had a backlog that week; we have switched services since.',
        hoursLater: 110,
      },
    },
  },
  {
    buyer: 'buyer3',
    seller: 'seller1',
    section: 'catalog',
    lines: [{ quantity: 1 }],
    fulfilment: 'pickup',
    placedDaysAgo: 12,
    steps: [
      { status: 'accepted', by: 'seller', hoursLater: 2 },
      {
        status: 'cancelled',
        by: 'seller',
        hoursLater: 26,
        reason: 'The last one in stock turned out to be damaged. Sorry for the trouble!',
      },
    ],
  },
  {
    buyer: 'buyer1',
    seller: 'seller3',
    section: 'catalog',
    lines: [{ quantity: 1, variant: true }],
    fulfilment: 'delivery',
    placedDaysAgo: 9,
    steps: [
      {
        status: 'declined',
        by: 'seller',
        hoursLater: 6,
        reason: 'We cannot deliver to Berlin before next month. Pick-up at our shop is possible.',
      },
    ],
  },
  {
    buyer: 'buyer4',
    seller: 'seller2',
    section: 'food',
    lines: [{ quantity: 2 }, { quantity: 1 }],
    fulfilment: 'pickup',
    note: 'I will come by on Friday afternoon.',
    placedDaysAgo: 8,
    steps: [
      { status: 'accepted', by: 'seller', hoursLater: 1 },
      { status: 'fulfilled', by: 'seller', hoursLater: 75 },
    ],
    review: {
      rating: 5,
      text: 'Fresh, friendly and ready on time. The honey is wonderful.',
      hoursLater: 80,
      report: {
        by: 'buyer2',
        reason: 'I think a friend of the seller wrote this: it was not ready on time for me.',
        hoursLater: 96,
      },
    },
  },
  {
    buyer: 'buyer1',
    seller: 'seller2',
    section: 'food',
    lines: [{ quantity: 2 }, { quantity: 1 }],
    fulfilment: 'pickup',
    placedDaysAgo: 5,
    steps: [{ status: 'accepted', by: 'seller', hoursLater: 4 }],
  },
  {
    buyer: 'buyer4',
    seller: 'seller3',
    section: 'catalog',
    lines: [{ quantity: 1 }],
    fulfilment: 'delivery',
    placedDaysAgo: 4,
    steps: [{ status: 'accepted', by: 'seller', hoursLater: 20 }],
  },
  {
    buyer: 'buyer2',
    seller: 'seller2',
    section: 'food',
    lines: [{ quantity: 1 }],
    fulfilment: 'delivery',
    placedDaysAgo: 3,
    steps: [
      {
        status: 'cancelled',
        by: 'buyer',
        hoursLater: 2,
        reason: 'I found it at my local market.',
      },
    ],
  },
  {
    buyer: 'buyer3',
    seller: 'seller2',
    section: 'catalog',
    lines: [{ quantity: 1 }],
    fulfilment: 'delivery',
    placedDaysAgo: 2,
    steps: [],
  },
  {
    buyer: 'buyer1',
    seller: 'seller1',
    section: 'catalog',
    lines: [{ quantity: 1 }],
    fulfilment: 'delivery',
    note: 'Is gift wrapping possible?',
    placedDaysAgo: 1,
    steps: [],
  },
];

/** What buyer1 keeps in the cart: products of three sellers, not checked out yet. */
const cartScript: readonly (LineScript & {
  owner: string;
  section: MarketplaceSection;
  hoursAgo: number;
})[] = [
  { owner: 'seller3', section: 'catalog', quantity: 1, variant: true, hoursAgo: 30 },
  { owner: 'seller2', section: 'food', quantity: 2, hoursAgo: 26 },
  { owner: 'buyer2', section: 'flea-market', quantity: 1, hoursAgo: 3 },
];

/** What buyer1 saved, across the divisions. */
const favoriteScript: readonly { owner: string; section: MarketplaceSection; daysAgo: number }[] = [
  { owner: 'seller4', section: 'automarket', daysAgo: 18 },
  { owner: 'seller2', section: 'property', daysAgo: 11 },
  { owner: 'buyer3', section: 'flea-market', daysAgo: 6 },
  { owner: 'seller1', section: 'catalog', daysAgo: 2 },
  { owner: 'seller4', section: 'services', daysAgo: 1 },
];

/** buyer1 compares this many Shop Hub products of one subcategory. */
const COMPARED_PRODUCTS = 3;
const COMPARED_DAYS_AGO = 1;

/** A product (and variant) and how many of it. */
export interface PlannedLine {
  listingId: string;
  variantId: string | null;
  quantity: number;
}

export interface PlannedOrder {
  buyer: DemoAccount;
  seller: DemoAccount;
  /** The buyer's Idempotency-Key of the checkout. */
  idempotencyKey: string;
  placedAt: Date;
  lines: PlannedLine[];
  checkout: CheckoutInput;
  steps: { status: OrderStatus; by: Party; at: Date; reason?: string }[];
  review?: {
    rating: number;
    text: string;
    at: Date;
    reply?: { text: string; at: Date };
    report?: { by: DemoAccount; reason: string; at: Date };
  };
}

/** A demo account the seed acts for. */
export type DemoAccount = Pick<SignedInAccount, 'id' | 'type'>;

export interface DemoActivity {
  orders: PlannedOrder[];
  /** buyer1's cart, each line with when it was put in. */
  cart: { account: DemoAccount; lines: (PlannedLine & { addedAt: Date })[] };
  favorites: { userId: string; listingId: string; savedAt: Date }[];
  comparison: { userId: string; listingIds: string[]; addedAt: Date };
  /** Notifications from before this time were read, at this time. */
  viewedAt: Date;
  /** The platform removed this seller's e-shop integration; the notice still waits unviewed. */
  eshopRemoval: { userId: string; eshopId: string; at: Date };
}

type PlannedListing = DemoPlan['listings'][number];

function planReview(
  { rating, text, hoursLater, reply, report }: ReviewScript,
  placedAt: Date,
  accountOf: (name: string) => DemoAccount,
) {
  const at = (hours: number) => new Date(placedAt.getTime() + hours * HOUR_MS);
  return {
    rating,
    text,
    at: at(hoursLater),
    ...(reply ? { reply: { text: reply.text, at: at(reply.hoursLater) } } : {}),
    ...(report
      ? { report: { by: accountOf(report.by), reason: report.reason, at: at(report.hoursLater) } }
      : {}),
  };
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

/** Finds the demo plan's products for the scripts: each once, in the plan's order. */
function productPicker(plan: DemoPlan, accountOf: (localPart: string) => DemoAccount) {
  const variantsOf = groupBy(plan.variants, (variant) => variant.listingId);
  const used = new Set<string>();
  const listedBy = (owner: string, section: MarketplaceSection, before: Date) => {
    const ownerId = accountOf(owner).id;
    return (listing: PlannedListing) =>
      listing.ownerId === ownerId &&
      listing.section === section &&
      listing.createdAt!.getTime() < before.getTime();
  };

  return {
    /**
     * A product of `owner` listed before `before`, with `margin` more in stock than the line
     * asks for; never one an earlier line took.
     */
    product(
      owner: string,
      section: MarketplaceSection,
      line: LineScript,
      before: Date,
      margin: number,
    ): PlannedLine {
      const needed = line.quantity + margin;
      const withVariant = line.variant ?? false;
      const candidates = plan.listings.filter(listedBy(owner, section, before));
      for (const listing of candidates.filter((candidate) => !used.has(candidate.id))) {
        const variants = variantsOf.get(listing.id) ?? [];
        if (withVariant !== variants.length > 0) continue;
        const variant = variants.find((candidate) => (candidate.quantity ?? 0) >= needed);
        if (withVariant ? !variant : (listing.quantity ?? 0) < needed) continue;
        used.add(listing.id);
        return { listingId: listing.id, variantId: variant?.id ?? null, quantity: line.quantity };
      }
      throw new Error(`The demo plan has no ${section} product of ${owner} in stock for the demo`);
    },

    /** A listing of `owner` listed before `before` (to save; any script may save it too). */
    listing(owner: string, section: MarketplaceSection, before: Date): PlannedListing {
      const listing = plan.listings.find(listedBy(owner, section, before));
      if (!listing) throw new Error(`The demo plan has no ${section} listing of ${owner}`);
      return listing;
    },
  };
}

/** The first subcategory with enough Shop Hub products to compare, listed before `before`. */
function comparedProducts(plan: DemoPlan, before: Date): string[] {
  const byNode = groupBy(
    plan.listings.filter(
      (listing) => listing.section === 'catalog' && listing.createdAt!.getTime() < before.getTime(),
    ),
    (listing) => listing.catalogNodeId,
  );
  for (const listings of byNode.values()) {
    if (listings.length >= COMPARED_PRODUCTS) {
      return listings.slice(0, COMPARED_PRODUCTS).map((listing) => listing.id);
    }
  }
  throw new Error('The demo plan has no subcategory with enough Shop Hub products to compare');
}

/**
 * The demo's orders, cart, favorites and comparison, computed from the plan without touching the
 * database: the same plan and time always give the same activity.
 */
export function planDemoActivity(plan: DemoPlan, now: Date): DemoActivity {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const idByEmail = new Map(plan.users.map((user) => [user.email, user.id]));
  const personOf = (localPart: string) => {
    const person = demoPeople.find((candidate) => candidate.email.split('@')[0] === localPart);
    if (!person) throw new Error(`Unknown demo account ${localPart}`);
    return person;
  };
  const accountOf = (localPart: string): DemoAccount => {
    const person = personOf(localPart);
    const id = idByEmail.get(person.email.toLowerCase());
    if (!id) throw new Error(`The demo plan has no account ${person.email}`);
    return { id, type: person.accountType };
  };
  const picker = productPicker(plan, accountOf);

  const orders = orderScripts.map((script, index): PlannedOrder => {
    const buyer = accountOf(script.buyer);
    const seller = accountOf(script.seller);
    const person = personOf(script.buyer);
    const placedAt = ago(script.placedDaysAgo * DAY_MS);
    if (script.fulfilment === 'delivery' && !person.address) {
      throw new Error(`The demo buyer ${script.buyer} has no delivery address`);
    }
    return {
      buyer,
      seller,
      idempotencyKey: `demo-order-${index + 1}`,
      placedAt,
      lines: script.lines.map((line) =>
        picker.product(script.seller, script.section, line, placedAt, ORDER_STOCK_MARGIN),
      ),
      checkout: {
        contact: {
          name: `${person.firstName} ${person.lastName}`,
          email: person.email,
          phone: person.phone,
        },
        fulfilment: script.fulfilment,
        delivery_address: script.fulfilment === 'delivery' ? person.address : null,
        note: script.note ?? '',
      },
      steps: script.steps.map(({ hoursLater, ...step }) => ({
        ...step,
        at: new Date(placedAt.getTime() + hoursLater * HOUR_MS),
      })),
      ...(script.review ? { review: planReview(script.review, placedAt, accountOf) } : {}),
    };
  });

  const buyer1 = accountOf('buyer1');
  const cartLines = cartScript.map(({ owner, section, hoursAgo, ...line }) => {
    const addedAt = ago(hoursAgo * HOUR_MS);
    return { ...picker.product(owner, section, line, addedAt, 0), addedAt };
  });
  const favorites = favoriteScript.map(({ owner, section, daysAgo }) => {
    const savedAt = ago(daysAgo * DAY_MS);
    const listing = picker.listing(owner, section, savedAt);
    return { userId: buyer1.id, listingId: listing.id, savedAt };
  });
  const comparedAt = ago(COMPARED_DAYS_AGO * DAY_MS);

  return {
    orders,
    cart: { account: buyer1, lines: cartLines },
    favorites,
    comparison: {
      userId: buyer1.id,
      listingIds: comparedProducts(plan, comparedAt),
      addedAt: comparedAt,
    },
    viewedAt: ago(VIEWED_BEFORE_DAYS * DAY_MS),
    eshopRemoval: {
      userId: accountOf(ESHOP_REMOVAL_SELLER).id,
      eshopId: `${personOf(ESHOP_REMOVAL_SELLER).seller!.accountName}-shopify`,
      at: ago(ESHOP_REMOVAL_DAYS_AGO * DAY_MS),
    },
  };
}

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

/** The seed acts for demo accounts as if they were signed in; nothing it calls reads a session. */
function actingAs(account: DemoAccount): SignedInAccount {
  return {
    ...account,
    status: 'active',
    sessionId: 'demo-seed',
    signInId: 'demo-seed',
    blockedReason: null,
  };
}

const asCartProduct = (line: PlannedLine) => ({
  product_id: line.listingId,
  product_variant_id: line.variantId,
  quantity: line.quantity,
});

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
  // Each step below first sets the time it happened; the services read it from this clock.
  let time = activity.viewedAt;
  const clock: Clock = { now: () => time };
  const events = createDomainEvents({ repository: createDomainEventsRepository(tx), clock, log });
  // Nobody is connected to the live channel yet: this dispatcher has no subscriber to push.
  const notifications = demoNotificationsService(tx, events, clock);
  const carts = createCartsService({ repository: createCartsRepository(tx), events, clock });
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
  // Saving a favorite and comparing render no listing cards: their pictures are never asked for.
  const noCovers = { coverPictures: async () => new Map() };
  const favorites = createFavoritesService({
    repository: createFavoritesRepository(tx),
    listings: noCovers,
    clock,
  });
  const comparison = createComparisonService({
    repository: createComparisonRepository(tx),
    listings: noCovers,
    clock,
  });

  for (const planned of activity.orders) {
    time = planned.placedAt;
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
      time = step.at;
      await orders.setStatus(
        actingAs(step.by === 'buyer' ? planned.buyer : planned.seller),
        order.id,
        { status: step.status, reason: step.reason },
      );
    }
    if (planned.review) {
      time = planned.review.at;
      const review = await feedbacks.create(planned.buyer, {
        order_id: order.id,
        rating: planned.review.rating,
        text: planned.review.text,
      });
      if (planned.review.reply) {
        time = planned.review.reply.at;
        await feedbacks.reply(planned.seller, review.id, planned.review.reply.text);
      }
      if (planned.review.report) {
        time = planned.review.report.at;
        await feedbacks.report(planned.review.report.by, review.id, planned.review.report.reason);
      }
    }
  }

  // Put in after the checkouts, so that no order takes them along.
  for (const line of activity.cart.lines) {
    time = line.addedAt;
    await carts.addMany(actingAs(activity.cart.account), [asCartProduct(line)], false);
  }

  for (const favorite of activity.favorites) {
    time = favorite.savedAt;
    await favorites.save(favorite.userId, favorite.listingId);
  }
  time = activity.comparison.addedAt;
  await comparison.add(activity.comparison.userId, activity.comparison.listingIds);

  time = activity.viewedAt;
  const told = new Set(activity.orders.flatMap((order) => [order.buyer.id, order.seller.id]));
  for (const userId of told) {
    const unviewed = await notifications.listMine(userId, true);
    const read = unviewed
      .filter((notification) => Date.parse(notification.created_at) < time.getTime())
      .map((notification) => notification.id);
    if (read.length > 0) await notifications.markViewed(userId, read);
  }

  time = activity.eshopRemoval.at;
  await notifications.notify(
    activity.eshopRemoval.userId,
    eshopRemovalNotice(activity.eshopRemoval.eshopId),
  );
  return activity.orders.length;
}

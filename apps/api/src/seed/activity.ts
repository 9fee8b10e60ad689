import type { MarketplaceSection, OrderStatus } from '@bazaar/contracts';
import type { SignedInAccount } from '../lib/account-status';
import type { OrdersService } from '../modules/orders';
import {
  cartScript,
  COMPARED_DAYS_AGO,
  COMPARED_PRODUCTS,
  DAY_MS,
  ESHOP_REMOVAL_DAYS_AGO,
  ESHOP_REMOVAL_SELLER,
  favoriteScript,
  HOUR_MS,
  ORDER_STOCK_MARGIN,
  orderScripts,
  VIEWED_BEFORE_DAYS,
  type LineScript,
  type Party,
  type ReviewScript,
} from './activity-scripts';
import { demoPeople } from './people';
import type { DemoPlan } from './plan';

/*
 * The buying loop of the demo marketplace (ADR 0024): orders in every status, buyer1's cart,
 * favorites and comparison, and the notifications the orders produced. What happens is planned
 * from the demo plan without the database, then played through the modules' services, so that
 * prices, order numbers, stock reservations, comparison counts and notifications follow the same
 * rules as when people do it.
 */

type CheckoutInput = Parameters<OrdersService['checkout']>[3];

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

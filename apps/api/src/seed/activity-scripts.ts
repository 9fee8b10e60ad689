import type { FulfilmentMethod, MarketplaceSection, OrderStatus } from '@bazaar/contracts';

/*
 * What happens in the demo's buying loop (seed/activity.ts plans it on the demo plan): who
 * orders what from whom and what became of it, buyer1's cart, favorites and comparison.
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** Products ordered keep at least this many in stock, so the demo shop is not sold out. */
export const ORDER_STOCK_MARGIN = 2;
/** Notifications older than this many days have been read; newer ones wait in the bell. */
export const VIEWED_BEFORE_DAYS = 7;
/**
 * The seller whose e-shop integration the platform removed: signing in as them shows the
 * removed-by-platform modal (spec §4) until it is closed. No other demo journey uses them.
 */
export const ESHOP_REMOVAL_SELLER = 'seller3';
export const ESHOP_REMOVAL_DAYS_AGO = 1;

export type Party = 'buyer' | 'seller';

export interface LineScript {
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

export interface ReviewScript {
  rating: number;
  text: string;
  hoursLater: number;
  reply?: { text: string; hoursLater: number };
  /** Another member reports the review, so administrators find it under Request for Revisions. */
  report?: { by: string; reason: string; hoursLater: number };
}

/** Oldest first, so order numbers count up with time as real ones do. */
export const orderScripts: readonly OrderScript[] = [
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
export const cartScript: readonly (LineScript & {
  owner: string;
  section: MarketplaceSection;
  hoursAgo: number;
})[] = [
  { owner: 'seller3', section: 'catalog', quantity: 1, variant: true, hoursAgo: 30 },
  { owner: 'seller2', section: 'food', quantity: 2, hoursAgo: 26 },
  { owner: 'buyer2', section: 'flea-market', quantity: 1, hoursAgo: 3 },
];

/** What buyer1 saved, across the divisions. */
export const favoriteScript: readonly {
  owner: string;
  section: MarketplaceSection;
  daysAgo: number;
}[] = [
  { owner: 'seller4', section: 'automarket', daysAgo: 18 },
  { owner: 'seller2', section: 'property', daysAgo: 11 },
  { owner: 'buyer3', section: 'flea-market', daysAgo: 6 },
  { owner: 'seller1', section: 'catalog', daysAgo: 2 },
  { owner: 'seller4', section: 'services', daysAgo: 1 },
];

/** buyer1 compares this many Shop Hub products of one subcategory. */
export const COMPARED_PRODUCTS = 3;
export const COMPARED_DAYS_AGO = 1;

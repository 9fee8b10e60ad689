import { randomUUID } from 'node:crypto';
import {
  adminAccountTypes,
  marketplaceSections,
  type AccountType,
  type MarketplaceSection,
  type SellerCart,
} from '@bazaar/contracts';
import { DateTime } from 'luxon';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eshopConnections, productImports, users } from './db/schema';
import type { DeclaredRoute, RouteAccess } from './plugins/auth';
import {
  bearer,
  GOOD_PASSWORD,
  nextIp,
  signUpAdmin,
  signUpBuyer,
  signUpSeller,
  type SignedIn,
} from './test/accounts';
import { dailySchedule } from './test/booking-fixtures';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { insertListing } from './test/cart-fixtures';
import {
  changesTheSender,
  plausibleRequests,
  type HostileRequest,
  type OpenApiDocument,
} from './test/hostile-requests';

/**
 * The authorization matrix: every api route × anonymous, buyer, other buyer, seller, other
 * seller, admin and super admin, with the path parameters set to real records of the buyer and
 * the seller. Every call that should be refused is sent (with a plausible body, so that it gets
 * past validation to the ownership checks) and none may answer 2xx. Calls that may succeed are
 * not sent, so the owners' records stay as they were — which the test checks at the end.
 */

const SEED = 20_261_125;

type Party =
  'anonymous' | 'buyer' | 'otherBuyer' | 'seller' | 'otherSeller' | 'admin' | 'superAdmin';

/** The records the buyer and the seller own; each names the path parameters it fills. */
type RecordName =
  | `listing:${MarketplaceSection}`
  | 'services'
  | 'slot'
  | 'reservation'
  | 'cartLine'
  | 'order'
  | 'fulfilledOrder'
  | 'notification'
  | 'conversation'
  | 'message'
  | 'feedback'
  | 'paymentEntry'
  | 'topUpSession'
  | 'campaign'
  | 'productImport'
  | 'connection';

/**
 * How a route with a path parameter treats records: `record` — the parameters are set to that
 * record of its owner and only `mayAct` may act on it (with `ownScope`, others' calls may
 * answer 2xx because the route only ever touches the caller's own records, for the reason
 * given: what it did is checked by the owner's record staying as it was); `anyone` — the route
 * legitimately takes other people's ids (or none at all), for the reason given.
 */
type Rule =
  { record: RecordName; mayAct: readonly Party[]; ownScope?: string } | { anyone: string };

/** Who owns the listing of each division: flea-market is the buyers', the rest the seller's. */
const listingOwner = (section: MarketplaceSection): Party =>
  section === 'flea-market' ? 'buyer' : 'seller';

const ORDER_PARTIES = ['buyer', 'seller'] as const;

/**
 * Every route with a path parameter that signed-in non-administrators may call, or that is
 * public (back office routes are decided by their access alone), by its pattern, or by method
 * and pattern where its methods differ. A new route fails the test until it is classified here.
 */
const RULES: Record<string, Rule> = {
  ...Object.fromEntries(
    marketplaceSections.flatMap((section) =>
      ['', '/pause', '/unpause'].map((tail): [string, Rule] => [
        `/api/products/me/${section}/:id${tail}`,
        { record: `listing:${section}`, mayAct: [listingOwner(section)] },
      ]),
    ),
  ),
  ...Object.fromEntries(
    marketplaceSections.map((section): [string, Rule] => [
      `/api/products/me/${section}/:id/copy`,
      {
        anyone:
          "a published listing may be copied into the caller's own new form (similarProduct); " +
          'drafts only by their owner (checked below)',
      },
    ]),
  ),
  '/api/products/:id/resubmit': { record: 'listing:catalog', mayAct: ['seller'] },
  '/api/products/:id/reports': { anyone: "reporting someone's listing is the caller's own act" },
  '/api/products/:id': { anyone: 'a published listing is public' },
  '/api/products/:id/media': { anyone: "a published listing's pictures are public" },
  '/api/products/:id/documents': { anyone: "a published listing's documents are public" },
  '/api/owners/:id': { anyone: "a seller's public profile" },
  '/api/companies/:id': { anyone: "a seller's company details are public" },
  '/api/owners/:id/feedbacks': { anyone: "a seller's public feedback" },
  '/api/catalog/nodes/:id': { anyone: 'the catalogue is public' },
  '/api/geo/zipcodes/:zipcode/autocomplete': { anyone: 'a zip code is no record' },
  '/api/listings/:id/views': { anyone: "counting a view of someone's listing" },
  '/api/calendar/:file': { anyone: "the file name is the feed's secret" },
  '/api/eshop-integrations/:platform/installs': { anyone: 'a platform name is no record' },
  '/api/eshop-integrations/claims/:token': { anyone: 'the token is the claim' },
  '/api/users/me/verification/:channel/initiate': { anyone: "a channel of the caller's own" },
  '/api/users/me/verification/:channel/resend': { anyone: "a channel of the caller's own" },
  '/api/users/me/verification/:channel/verify': { anyone: "a channel of the caller's own" },
  '/api/products/me/imports/templates/:section': { anyone: 'a division is no record' },
  '/api/users/me/favorites/:listingId': { anyone: "favouriting someone's listing: own list" },
  '/api/users/me/followed-sellers/:sellerId': { anyone: 'following a seller: own list' },
  '/api/chat/blocks/:id': { anyone: "blocking someone: the caller's own block list" },
  '/api/carts/:sellerId/checkout': { anyone: "checking out the caller's own cart with a seller" },
  '/api/feedbacks/:id/reports': { anyone: "reporting someone's feedback is the caller's own act" },
  '/api/services/:listingId/slots': { anyone: "reading a service's free slots is public" },
  '/api/services/slots/:slotId/reservations': { anyone: "reserving a provider's slot" },
  '/api/services/slots/:slotId/waitlist': { anyone: "waiting for a provider's slot: own place" },
  '/api/services/:listingId/schedule': { record: 'services', mayAct: ['seller'] },
  '/api/services/:listingId/waitlist': {
    anyone: "the caller's own places on the waiting lists of a service's slots",
  },
  '/api/services/:listingId/busy-times': { record: 'services', mayAct: ['seller'] },
  '/api/services/slots/:slotId': { record: 'slot', mayAct: ['seller'] },
  '/api/services/reservations/:id': { record: 'reservation', mayAct: ORDER_PARTIES },
  '/api/carts/items/:id': { record: 'cartLine', mayAct: ['buyer'] },
  // Administrators read orders for support, but do not move them.
  'GET /api/orders/:id': { record: 'order', mayAct: [...ORDER_PARTIES, 'admin', 'superAdmin'] },
  'PATCH /api/orders/:id/status': { record: 'order', mayAct: ORDER_PARTIES },
  '/api/chat/conversations/:id': { record: 'conversation', mayAct: ORDER_PARTIES },
  '/api/chat/conversations/:id/messages': { record: 'conversation', mayAct: ORDER_PARTIES },
  '/api/chat/conversations/:id/pictures': { record: 'conversation', mayAct: ORDER_PARTIES },
  '/api/chat/conversations/:id/read': { record: 'conversation', mayAct: ORDER_PARTIES },
  '/api/chat/messages/:id/proposal': { record: 'message', mayAct: ORDER_PARTIES },
  '/api/feedbacks/:id/reply': { record: 'feedback', mayAct: ['seller'] },
  '/api/payments/history/:id': {
    record: 'paymentEntry',
    mayAct: ['seller', 'admin', 'superAdmin'],
  },
  '/api/payments/top-ups/:session_id': { record: 'topUpSession', mayAct: ['seller'] },
  '/api/advertising/campaigns/:id': {
    record: 'campaign',
    mayAct: ['seller', 'admin', 'superAdmin'],
  },
  '/api/advertising/campaigns/:id/pause': {
    record: 'campaign',
    mayAct: ['seller', 'admin', 'superAdmin'],
  },
  '/api/advertising/campaigns/:id/resume': {
    record: 'campaign',
    mayAct: ['seller', 'admin', 'superAdmin'],
  },
  '/api/advertising/campaigns/:id/stop': {
    record: 'campaign',
    mayAct: ['seller', 'admin', 'superAdmin'],
  },
  // Routes that take a record's id in their body (see BODIES).
  'POST /api/feedbacks': { record: 'fulfilledOrder', mayAct: ['buyer'] },
  'POST /api/chat/reports': { record: 'conversation', mayAct: ORDER_PARTIES },
  'POST /api/advertising/campaigns': { record: 'listing:catalog', mayAct: ['seller'] },
  'POST /api/products/me/imports/store': { record: 'connection', mayAct: ['seller'] },
  'DELETE /api/carts/items': {
    record: 'cartLine',
    mayAct: ['buyer'],
    ownScope: "removes the listed lines of the caller's own carts",
  },
  'PATCH /api/notifications/viewed': {
    record: 'notification',
    mayAct: ['buyer'],
    ownScope: "marks the listed notifications of the caller's own as viewed",
  },
  '/api/products/me/imports/:id': { record: 'productImport', mayAct: ['seller'] },
  '/api/products/me/imports/:id/rows': { record: 'productImport', mayAct: ['seller'] },
  ...Object.fromEntries(
    ['/sync', '', '/listings', '/products', '/catalog-mapping'].map((tail): [string, Rule] => [
      `/api/eshop-integrations/connections/:id${tail}`,
      { record: 'connection', mayAct: ['seller'] },
    ]),
  ),
};

/**
 * Bodies for routes whose document says less than their rules (a schedule's consistency, a
 * body read by hand), so that others' calls get past validation to the owner check; an order's
 * cancel is the one move its buyer may make, the likeliest to slip through for someone else.
 */
const BODIES: Record<string, () => unknown> = {
  'DELETE /api/carts/items': () => ({ ids: [records.get('cartLine')!['id']] }),
  'PATCH /api/notifications/viewed': () => [{ id: records.get('notification')!['id'] }],
  'POST /api/feedbacks': () => ({
    order_id: records.get('fulfilledOrder')!['id'],
    rating: 1,
    text: 'Never arrived.',
  }),
  'POST /api/chat/reports': () => ({
    conversation_id: records.get('conversation')!['id'],
    message_id: records.get('message')!['id'],
    reason: 'spam',
  }),
  'POST /api/advertising/campaigns': () => ({
    listing_id: records.get('listing:catalog')!['id'],
    placement: 'home',
    pricing: 'cpc',
    bid_minor: 10,
    daily_budget_minor: 500,
  }),
  'POST /api/products/me/imports/store': () => ({
    platform: 'shopify',
    connection_id: records.get('connection')!['id'],
    selection: { all: true },
  }),
  'PUT /api/services/:listingId/schedule': () => dailySchedule(),
  'POST /api/services/:listingId/busy-times': () => ({
    url: 'https://calendar.example.test/busy.ics',
  }),
  'PATCH /api/orders/:id/status': () => ({ status: 'cancelled', reason: 'Changed my mind.' }),
};

interface Sender {
  party: Party;
  type: AccountType | undefined;
  headers: Record<string, string>;
}

let testApp: TestApp;
const app = () => testApp.app;
const senders = new Map<Party, Sender>();
const records = new Map<RecordName, Record<string, string>>();
let buyer: SignedIn;
let seller: SignedIn;

async function call(
  who: SignedIn | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return app().inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers: { ...(who ? bearer(who.token) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Calls that must succeed to build the records; the parsed JSON answer. */
async function must(
  who: SignedIn | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const response = await call(who, method, url, payload, headers);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.body ? (response.json() as Record<string, unknown>) : {};
}

const idOf = (body: Record<string, unknown>) => body['id'] as string;
const itemsOf = (body: Record<string, unknown>) => body['items'] as Record<string, unknown>[];
const withKey = () => ({ 'idempotency-key': randomUUID() });

async function signUpSuperAdmin(): Promise<SignedIn> {
  const account = await signUpBuyer(app());
  await app()
    .db.update(users)
    .set({ accountType: 'SUPER_ADMIN' })
    .where(eq(users.id, account.userId));
  return { ...account, type: 'SUPER_ADMIN' };
}

/** An order of the buyer from the seller, placed through the cart. */
async function placeOrder(listingId: string) {
  await must(buyer, 'POST', '/api/carts/items', { product_id: listingId, quantity: 1 }, withKey());
  return must(
    buyer,
    'POST',
    `/api/carts/${seller.userId}/checkout`,
    { contact: { name: 'Greta Lange', email: buyer.email }, fulfilment: 'pickup', note: '' },
    withKey(),
  );
}

beforeAll(async () => {
  testApp = await buildTestApp();
  buyer = await signUpBuyer(app());
  seller = await signUpSeller(app());
  const accounts: Record<Exclude<Party, 'anonymous'>, SignedIn> = {
    buyer,
    otherBuyer: await signUpBuyer(app()),
    seller,
    otherSeller: await signUpSeller(app()),
    admin: await signUpAdmin(app()),
    superAdmin: await signUpSuperAdmin(),
  };
  senders.set('anonymous', { party: 'anonymous', type: undefined, headers: {} });
  for (const [party, account] of Object.entries(accounts)) {
    senders.set(party as Party, {
      party: party as Party,
      type: account.type,
      headers: bearer(account.token),
    });
  }

  // A listing of every division.
  for (const section of marketplaceSections) {
    const owner = listingOwner(section) === 'buyer' ? buyer : seller;
    const listing = await insertListing(app(), owner.userId, { section, quantity: 20 });
    records.set(`listing:${section}`, { id: listing.id });
  }
  const product = records.get('listing:catalog')!['id']!;

  // The seller's service, its schedule, tomorrow's slot and the buyer's reservation of it.
  const service = records.get('listing:services')!['id']!;
  records.set('services', { listingId: service });
  await must(seller, 'PUT', `/api/services/${service}/schedule`, dailySchedule());
  const day = DateTime.now().setZone('Europe/Berlin').plus({ days: 1 }).toISODate();
  const slots = (await must(
    buyer,
    'GET',
    `/api/services/${service}/slots?from=${day}&to=${day}`,
  )) as unknown as { id: string }[];
  const slotId = slots[0]!.id;
  records.set('slot', { slotId });
  const reservation = await must(buyer, 'POST', `/api/services/slots/${slotId}/reservations`, {
    seats: 1,
    note: '',
    idempotency_key: randomUUID(),
  });
  records.set('reservation', { id: idOf(reservation) });

  // An open order, a fulfilled one, a fulfilled and reviewed one, and a line left in the
  // buyer's cart.
  records.set('order', { id: idOf(await placeOrder(product)) });
  const fulfilled = async () => {
    const id = idOf(await placeOrder(product));
    for (const status of ['accepted', 'fulfilled']) {
      await must(seller, 'PATCH', `/api/orders/${id}/status`, { status });
    }
    return id;
  };
  records.set('fulfilledOrder', { id: await fulfilled() });
  const reviewed = await fulfilled();
  const feedback = await must(buyer, 'POST', '/api/feedbacks', {
    order_id: reviewed,
    rating: 5,
    text: 'Quick and kind.',
  });
  records.set('feedback', { id: idOf(feedback) });
  await must(buyer, 'POST', '/api/carts/items', { product_id: product, quantity: 2 }, withKey());
  const [cart] = (await must(buyer, 'GET', '/api/carts')) as unknown as SellerCart[];
  records.set('cartLine', { id: cart!.items[0]!.id });
  // The seller's moves of the orders notified the buyer.
  const notifications = (await must(buyer, 'GET', '/api/notifications/me')) as unknown as {
    id: string;
  }[];
  records.set('notification', { id: notifications[0]!.id });

  // The buyer's conversation with the seller about the product, with a message.
  const conversation = await must(buyer, 'POST', '/api/chat/conversations', {
    subject: { kind: 'listing', id: product },
    text: 'Is it still available?',
    client_id: randomUUID(),
  });
  records.set('conversation', { id: idOf(conversation) });
  const messages = await must(
    buyer,
    'GET',
    `/api/chat/conversations/${idOf(conversation)}/messages`,
  );
  records.set('message', { id: idOf(itemsOf(messages)[0]!) });

  // The seller's money: a top-up by an administrator, a hosted checkout session, a campaign.
  await must(
    accounts.admin,
    'POST',
    `/api/users/${seller.userId}/balance/top-ups`,
    { amount_minor: 5_000, note: 'Welcome credit' },
    withKey(),
  );
  const history = await must(seller, 'GET', '/api/payments/history');
  records.set('paymentEntry', { id: idOf(itemsOf(history)[0]!) });
  const checkout = await must(seller, 'POST', '/api/payments/top-ups', { amount_minor: 2_000 });
  records.set('topUpSession', { session_id: checkout['session_id'] as string });
  const campaign = await must(seller, 'POST', '/api/advertising/campaigns', {
    listing_id: product,
    placement: 'search',
    pricing: 'cpc',
    bid_minor: 10,
    daily_budget_minor: 500,
  });
  records.set('campaign', { id: idOf(campaign) });

  // An import run and a store connection of the seller, stored directly (they need files and
  // a shop platform to be made through the api; only their ids matter here).
  const [run] = await app()
    .db.insert(productImports)
    .values({ sellerId: seller.userId, source: 'file', section: 'catalog', status: 'done' })
    .returning({ id: productImports.id });
  records.set('productImport', { id: run!.id });
  const now = new Date();
  const [connection] = await app()
    .db.insert(eshopConnections)
    .values({
      sellerId: seller.userId,
      platform: 'shopify',
      storeKey: 'harbour-goods.myshopify.com',
      storeName: 'Harbour Goods',
      storeUrl: 'https://harbour-goods.myshopify.com',
      state: 'detached',
      connectedAt: now,
      stateChangedAt: now,
    })
    .returning({ id: eshopConnections.id });
  records.set('connection', { id: connection!.id });
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

/**
 * The owner's view of each record: answering 2xx proves the ids are real (so the refusals
 * mean something), and it must read the same after the run (nobody else changed it).
 */
function controls(): { label: string; who: SignedIn; url: string }[] {
  const id = (name: RecordName, param = 'id') => records.get(name)![param]!;
  return [
    ...marketplaceSections.map((section) => ({
      label: `${section} listing`,
      who: listingOwner(section) === 'buyer' ? buyer : seller,
      url: `/api/products/me/${section}/${id(`listing:${section}`)}`,
    })),
    {
      label: 'service schedule',
      who: seller,
      url: `/api/services/${id('services', 'listingId')}/schedule`,
    },
    { label: 'reservation', who: buyer, url: `/api/services/reservations/${id('reservation')}` },
    { label: 'cart', who: buyer, url: '/api/carts' },
    { label: 'order', who: buyer, url: `/api/orders/${id('order')}` },
    { label: 'order (seller)', who: seller, url: `/api/orders/${id('order')}` },
    { label: 'fulfilled order', who: buyer, url: `/api/orders/${id('fulfilledOrder')}` },
    {
      label: 'messages',
      who: seller,
      url: `/api/chat/conversations/${id('conversation')}/messages`,
    },
    { label: 'feedbacks', who: seller, url: '/api/users/me/feedbacks' },
    { label: 'payment entry', who: seller, url: `/api/payments/history/${id('paymentEntry')}` },
    {
      label: 'top-up session',
      who: seller,
      url: `/api/payments/top-ups/${id('topUpSession', 'session_id')}`,
    },
    { label: 'campaigns', who: seller, url: '/api/advertising/campaigns' },
    { label: 'import', who: seller, url: `/api/products/me/imports/${id('productImport')}` },
    {
      label: 'store connection',
      who: seller,
      url: `/api/eshop-integrations/connections/${id('connection')}/catalog-mapping`,
    },
    { label: 'balance', who: seller, url: '/api/users/me/balance' },
    { label: 'notifications', who: buyer, url: '/api/notifications/me' },
  ];
}

async function readControls(): Promise<Map<string, { status: number; body: string }>> {
  const seen = new Map<string, { status: number; body: string }>();
  for (const control of controls()) {
    const response = await call(control.who, 'GET', control.url);
    seen.set(control.label, { status: response.statusCode, body: response.body });
  }
  return seen;
}

const isBackOffice = (access: RouteAccess) =>
  Array.isArray(access) && access.every((type) => adminAccountTypes.includes(type as never));

function roleRefusal(access: RouteAccess, sender: Sender): number | undefined {
  if (access === 'public') return undefined;
  if (!sender.type) return 401;
  if (access === 'signed-in' || access.includes(sender.type)) return undefined;
  return 403;
}

/**
 * The routes the matrix covers: every /api route but the docs, the media files and the entry
 * points of a platform this app has no credentials for (public redirects to the web's page
 * saying so, touching no record).
 */
function coveredRoutes(): DeclaredRoute[] {
  return app().declaredRoutes.filter(
    (route) =>
      route.method !== 'HEAD' &&
      !route.url.startsWith('/api/docs') &&
      !route.url.startsWith('/api/media/') &&
      !/^\/api\/eshop-integrations\/\w+\/\*$/.test(route.url),
  );
}

const ruleOf = (method: string, url: string): Rule | undefined =>
  RULES[`${method} ${url}`] ?? RULES[url];

const pathParams = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);

interface Call {
  route: DeclaredRoute;
  sender: Sender;
  request: HostileRequest;
  /** The status a refusal by role must have; undefined for a refusal by ownership (any 4xx). */
  status: number | undefined;
  /** Others' call of a route that only touches the caller's own records: any answer but a 5xx. */
  ownScope: boolean;
}

describe('authorization matrix', () => {
  it('classifies every route with a path parameter', () => {
    const unclassified = coveredRoutes()
      .filter((route) => pathParams(route.url).length > 0)
      .filter((route) => !isBackOffice(route.access) && !ruleOf(route.method, route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(
      unclassified,
      'classify this route in RULES of authorization-matrix.test.ts (who may act on whose record)',
    ).toEqual([]);
  });

  it("copies another account's listing only when it is published", async () => {
    const draft = await insertListing(app(), seller.userId, { draftState: 'draft' });
    const own = await call(seller, 'POST', `/api/products/me/catalog/${draft.id}/copy`);
    expect(own.statusCode, own.body).toBe(200);
    const unexpected: string[] = [];
    for (const sender of senders.values()) {
      if (sender.party === 'seller') continue;
      const response = await app().inject({
        method: 'POST',
        url: `/api/products/me/catalog/${draft.id}/copy`,
        headers: sender.headers,
        remoteAddress: nextIp(),
      });
      if (response.statusCode < 400 || response.statusCode >= 500) {
        unexpected.push(
          `POST /api/products/me/catalog/:id/copy (a draft) as ${sender.party}: ${response.statusCode}`,
        );
      }
    }
    expect(unexpected).toEqual([]);
  });

  it('answers no unexpected 2xx to any sender, and leaves the owners’ records as they were', async () => {
    const before = await readControls();
    for (const [label, { status, body }] of before) {
      expect(status, `the owner's GET of the ${label}: ${body}`).toBeLessThan(300);
    }

    const document = app().swagger() as unknown as OpenApiDocument;
    const requests = plausibleRequests(document, {
      seed: SEED,
      knownValues: ({ method, path }, field) => {
        const rule = ruleOf(method, path.replace(/\{(\w+)\}/g, ':$1'));
        if (rule && 'record' in rule) {
          const value = records.get(rule.record)?.[field];
          if (value !== undefined) return [value];
        }
        switch (field) {
          case 'email':
            return ['greta.lange@example.test'];
          case 'password':
          case 'current_password':
          case 'new_password':
            return [GOOD_PASSWORD];
          case 'listing_id':
          case 'product_id':
          case 'listingId':
            return [records.get('listing:catalog')!['id']!];
          case 'order_id':
            return [records.get('order')!['id']!];
          case 'zip_code':
            return ['10115'];
          case 'country':
            return ['DE'];
          default:
            return undefined;
        }
      },
    });
    const requestOf = new Map(
      requests.map((request) => [
        `${request.method} ${request.operation.path.replace(/\{(\w+)\}/g, ':$1')}`,
        request,
      ]),
    );

    const calls: Call[] = [];
    let allowed = 0;
    for (const route of coveredRoutes()) {
      const key = `${route.method} ${route.url}`;
      const plausible = requestOf.get(key);
      expect(plausible, `${key} is in the OpenAPI document`).toBeDefined();
      const body = BODIES[key];
      const request: HostileRequest = body
        ? {
            ...plausible!,
            headers: { ...plausible!.headers, 'content-type': 'application/json' },
            payload: JSON.stringify(body()),
          }
        : plausible!;
      const rule = ruleOf(route.method, route.url);
      for (const sender of senders.values()) {
        const status = roleRefusal(route.access, sender);
        const asOthers =
          status === undefined && rule !== undefined && 'record' in rule
            ? !rule.mayAct.includes(sender.party)
            : false;
        if (status !== undefined || asOthers) {
          const ownScope = status === undefined && rule && 'ownScope' in rule;
          calls.push({ route, sender, request, status, ownScope: Boolean(ownScope) });
        } else allowed += 1;
      }
    }
    // Calls that would change the sender (sign-out, closing the account) go last.
    calls.sort(
      (a, b) =>
        Number(changesTheSender(a.request.operation)) -
        Number(changesTheSender(b.request.operation)),
    );

    const unexpected: string[] = [];
    /** How the refusals by ownership answered: 404/403 show the checks were reached, 400 not. */
    const ownershipAnswers: Record<number, number> = {};
    const stoppedEarlier = new Set<string>();
    for (const { route, sender, request, status, ownScope } of calls) {
      const response = await app().inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...request.headers, ...sender.headers },
        remoteAddress: nextIp(),
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      const code = response.statusCode;
      if (ownScope) {
        if (code >= 500)
          unexpected.push(`${route.method} ${route.url} as ${sender.party}: ${code}`);
        continue;
      }
      if (status === undefined) {
        ownershipAnswers[code] = (ownershipAnswers[code] ?? 0) + 1;
        if (code !== 403 && code !== 404) {
          stoppedEarlier.add(`${route.method} ${route.url} ${code}`);
        }
      }
      const wrong =
        code < 400 || code >= 500 || (status !== undefined && code !== status)
          ? `${code}${status === undefined ? '' : ` (expected ${status})`}`
          : undefined;
      if (wrong) {
        unexpected.push(
          `${route.method} ${route.url} as ${sender.party}: ${wrong} ${response.body.slice(0, 120)}`,
        );
      }
    }
    console.info(
      `authorization matrix: ${calls.length} calls sent: ` +
        `${calls.filter((c) => c.status !== undefined).length} refusals by role, ` +
        `${calls.filter((c) => c.ownScope).length} own-scope calls with others' ids, and ` +
        `refusals by ownership answered ` +
        `${JSON.stringify(ownershipAnswers)}, ${allowed} allowed calls not sent, ` +
        `${unexpected.length} unexpected answers; refused by ownership with another status ` +
        `(validation or state before the owner check): ${[...stoppedEarlier].join('; ')}`,
    );
    expect(unexpected).toEqual([]);
    // A floor, so that a broken enumeration cannot pass by sending nothing.
    expect(calls.length).toBeGreaterThan(900);

    const after = await readControls();
    for (const [label, seen] of before) {
      expect(after.get(label), `the ${label} after the run`).toEqual(seen);
    }
  }, 300_000);
});

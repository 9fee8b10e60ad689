import {
  errorEnvelopeSchema,
  marketplaceSections,
  type AccountType,
  type MarketplaceSection,
} from '@bazaar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogNodes, users } from './db/schema';
import type { RouteAccess } from './plugins/auth';
import {
  bearer,
  GOOD_PASSWORD,
  nextIp,
  signUpBuyer,
  signUpSeller,
  type SignedIn,
} from './test/accounts';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { insertListing } from './test/cart-fixtures';
import {
  hostileVariants,
  unstorableTextSweep,
  type HostileRequest,
  type KnownValues,
  type OpenApiDocument,
} from './test/hostile-requests';

/** Fixed, so that every run sends the same requests (change it locally to explore others). */
const SEED = 20_261_122;
const VARIANTS_PER_OPERATION = 3;

interface Sender {
  /** `visitor` or an account type. */
  name: 'visitor' | AccountType;
  headers: Record<string, string>;
}

let testApp: TestApp;
const app = () => testApp.app;
const senders: Sender[] = [];
let knownValues: KnownValues;

async function signUpAs(type: 'ADMIN' | 'SUPER_ADMIN'): Promise<SignedIn> {
  const account = await signUpBuyer(app());
  await app().db.update(users).set({ accountType: type }).where(eq(users.id, account.userId));
  return { ...account, type };
}

/** A category of each division, for the listing forms. */
async function categoryOfEachDivision() {
  const nodes = await app()
    .db.select({ id: catalogNodes.id, section: catalogNodes.section })
    .from(catalogNodes);
  return new Map(nodes.map((node) => [node.section, node.id]));
}

beforeAll(async () => {
  testApp = await buildTestApp();
  const buyer = await signUpBuyer(app());
  const seller = await signUpSeller(app());
  // Administrators block and unblock this account, not the ones that send requests.
  const bystander = await signUpBuyer(app());
  senders.push(
    { name: 'visitor', headers: {} },
    ...[buyer, seller, await signUpAs('ADMIN'), await signUpAs('SUPER_ADMIN')].map((who) => ({
      name: who.type,
      headers: bearer(who.token),
    })),
  );
  const listingOf = new Map<MarketplaceSection, string>();
  for (const section of marketplaceSections) {
    const owner = section === 'flea-market' ? buyer : seller;
    listingOf.set(section, (await insertListing(app(), owner.userId, { section })).id);
  }
  const categoryOf = await categoryOfEachDivision();
  const listings = [...listingOf.values()];
  const accounts = [buyer.userId, seller.userId];

  knownValues = ({ path }, field) => {
    const division = marketplaceSections.find((section) => path.includes(`/me/${section}`));
    switch (field) {
      case 'id':
        if (path.startsWith('/api/admin/users/')) return [bystander.userId];
        if (path.startsWith('/api/catalog/nodes/')) return [...categoryOf.values()];
        return division ? [listingOf.get(division)!] : listings;
      case 'listingId':
      case 'product_id':
      case 'include':
        return listings;
      case 'ids':
        return path === '/api/comparison/listings' ? [listings.join(',')] : undefined;
      case 'owner':
      case 'sellerId':
      case 'seller_id':
      case 'buyer_id':
        return accounts;
      case 'catalog_node_id':
      case 'node':
        return division ? [categoryOf.get(division)!] : [...categoryOf.values()];
      case 'email':
        return ['greta.lange@example.test', 'harbour.goods@example.test'];
      case 'password':
      case 'current_password':
      case 'new_password':
        return [GOOD_PASSWORD];
      case 'zip_code':
        return ['10115', '80331'];
      case 'country':
        return ['DE'];
      default:
        return undefined;
    }
  };
});

afterAll(async () => {
  await testApp?.close();
});

/**
 * Operations that end the sender's session or change its account (sign-out, pause, a new
 * password or email, closing it): sent last, so that the others find the accounts as they were.
 */
function changesTheSender({ method, path }: HostileRequest['operation']): boolean {
  return (
    path === '/api/auth/sign-out' ||
    /\/me\/(pause|password|email)$/.test(path) ||
    (method === 'DELETE' && /^\/api\/(buyers|sellers)\/me$/.test(path))
  );
}

/** Who may call an operation of the document, as its route declared it. */
function accessOf(operation: HostileRequest['operation']): RouteAccess {
  const url = operation.path.replace(/\{([^}]+)\}/g, ':$1');
  const route = app().declaredRoutes.find((r) => r.method === operation.method && r.url === url);
  return route?.access ?? 'public';
}

function mayCall(sender: Sender, access: RouteAccess): boolean {
  if (access === 'public') return sender.name === 'visitor';
  if (sender.name === 'visitor') return false;
  return access === 'signed-in' || access.includes(sender.name);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What is wrong with an answer: a 5xx, or an error outside the envelope. */
function problemOf(status: number, body: string): string | undefined {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return undefined;
  const envelope = errorEnvelopeSchema.safeParse(parseJson(body));
  if (!envelope.success) return `answered ${status} outside the envelope`;
  if (envelope.data.status !== status)
    return `answered ${status}, the envelope says ${envelope.data.status}`;
  return undefined;
}

/** Sends each request as each of its senders; one line per request that failed. */
async function send(requests: { request: HostileRequest; senders: Sender[] }[]) {
  const failures = new Map<string, string[]>();
  let sent = 0;
  for (const { request, senders: as } of requests) {
    for (const sender of as) {
      const response = await app().inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...request.headers, ...sender.headers },
        remoteAddress: nextIp(),
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      sent += 1;
      const problem = problemOf(response.statusCode, response.body);
      if (problem) {
        const key = `${request.label} (${request.url.slice(0, 120)}): ${problem}: ${response.body.slice(0, 160)}`;
        failures.set(key, [...(failures.get(key) ?? []), sender.name]);
      }
    }
  }
  return {
    sent,
    failures: [...failures].map(([failure, names]) => `${failure} [as ${names.join(', ')}]`),
  };
}

describe('hostile requests generated from the OpenAPI document', () => {
  it('answers every one without a 5xx, and every error in the envelope', async () => {
    const document = app().swagger() as unknown as OpenApiDocument;
    const variants = hostileVariants(document, {
      seed: SEED,
      variantsPerOperation: VARIANTS_PER_OPERATION,
      knownValues,
    }).map((request) => ({ request, senders }));
    // Text PostgreSQL cannot store, in every field, sent as those who may call the operation.
    const sweep = unstorableTextSweep(document, { seed: SEED, knownValues }).map((request) => {
      const access = accessOf(request.operation);
      return { request, senders: senders.filter((sender) => mayCall(sender, access)) };
    });

    const requests = [...variants, ...sweep];
    const { sent, failures } = await send([
      ...requests.filter(({ request }) => !changesTheSender(request.operation)),
      ...requests.filter(({ request }) => changesTheSender(request.operation)),
    ]);

    expect(sent, 'hostile requests sent').toBeGreaterThanOrEqual(2_000);
    expect(failures).toEqual([]);
  }, 300_000);
});

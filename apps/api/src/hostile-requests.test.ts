import { marketplaceSections, type AccountType, type MarketplaceSection } from '@bazaar/contracts';
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
import { declaredResponseChecker } from './test/declared-responses';
import {
  changesTheSender,
  hostileVariants,
  unstorableTextSweep,
  type HostileRequest,
  type KnownValues,
  type OpenApiDocument,
} from './test/hostile-requests';

/** Fixed, so that every run sends the same requests (change it locally to explore others). */
const SEED = 20_261_122;
/**
 * About how many requests to send: CI sends the fixed slice (2,000 and more); the fuzzing
 * proof sets FUZZ_REQUESTS (e.g. 10000) for a longer run and reads the counts it prints.
 */
const FUZZ_REQUESTS = Number(process.env['FUZZ_REQUESTS'] ?? 0);

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

/** Sends each request as each of its senders; one line per request that failed, and counts. */
async function send(
  requests: { request: HostileRequest; senders: Sender[] }[],
  problemOf: ReturnType<typeof declaredResponseChecker>,
) {
  const failures = new Map<string, string[]>();
  const byClass: Record<string, number> = {};
  let mismatches = 0;
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
      const statusClass = `${String(response.statusCode)[0]}xx`;
      byClass[statusClass] = (byClass[statusClass] ?? 0) + 1;
      const problem = problemOf(request.operation, {
        status: response.statusCode,
        contentType: response.headers['content-type'] as string | undefined,
        body: response.body,
      });
      if (problem && response.statusCode < 500) mismatches += 1;
      if (problem) {
        const key = `${request.label} (${request.url.slice(0, 120)}): ${problem}: ${response.body.slice(0, 160)}`;
        failures.set(key, [...(failures.get(key) ?? []), sender.name]);
      }
    }
  }
  return {
    sent,
    byClass,
    mismatches,
    failures: [...failures].map(([failure, names]) => `${failure} [as ${names.join(', ')}]`),
  };
}

describe('hostile requests generated from the OpenAPI document', () => {
  it('answers every one without a 5xx, each as its declared schema or the error envelope', async () => {
    const document = app().swagger() as unknown as OpenApiDocument;
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item)).length;
    const variantsPerOperation = Math.max(
      3,
      Math.ceil(FUZZ_REQUESTS / (operations * senders.length)),
    );
    const variants = hostileVariants(document, {
      seed: SEED,
      variantsPerOperation,
      knownValues,
    }).map((request) => ({ request, senders }));
    // Text PostgreSQL cannot store, in every field, sent as those who may call the operation.
    const sweep = unstorableTextSweep(document, { seed: SEED, knownValues }).map((request) => {
      const access = accessOf(request.operation);
      return { request, senders: senders.filter((sender) => mayCall(sender, access)) };
    });

    const requests = [...variants, ...sweep];
    const started = performance.now();
    const { sent, byClass, mismatches, failures } = await send(
      [
        ...requests.filter(({ request }) => !changesTheSender(request.operation)),
        ...requests.filter(({ request }) => changesTheSender(request.operation)),
      ],
      declaredResponseChecker(document),
    );
    const fiveHundreds = byClass['5xx'] ?? 0;
    console.info(
      `fuzz: seed ${SEED}, ${variantsPerOperation} variants per operation: sent ${sent} in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s; by status class ` +
        `${JSON.stringify(byClass)}; schema mismatches ${mismatches}; 5xx ${fiveHundreds}`,
    );

    expect(sent, 'hostile requests sent').toBeGreaterThanOrEqual(Math.max(2_000, FUZZ_REQUESTS));
    expect(failures).toEqual([]);
  }, 1_800_000);
});

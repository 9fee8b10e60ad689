import { catalogLevels } from '@bazaar/contracts';
import { count, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MediaStorage } from '../lib/media-storage';
import { hashPassword } from '../lib/password';
import { catalogPathKey } from '../modules/catalog';
import type { Database, Queryable, Transaction } from '../db/client';
import {
  catalogNodes,
  listingMedia,
  listings,
  listingVariants,
  sellerProfiles,
  users,
} from '../db/schema';
import { planDemoActivity } from './activity';
import { seedDemoCampaigns } from './advertising';
import { seedDemoFollows } from './follows';
import { seedDemoBookings } from './bookings';
import { seedDemoConversations } from './conversations';
import { seedDemoActivity } from './play-activity';
import { seedDemoSellerAccounts } from './seller-accounts';
import { seedDemoStatistics } from './statistics';
import { DEMO_PASSWORD, demoPeople } from './people';
import { planDemoMarketplace, type PlannedFile } from './plan';

export { DEMO_PASSWORD, demoPeople } from './people';

/** Seeding from several api instances at once must not run twice; they take this lock. */
const SEED_LOCK_KEY = 7_305_221_002;
const INSERT_BATCH = 200;

export interface SeedOptions {
  /** Where the generated pictures are stored (served at /api/media). */
  storage: MediaStorage;
  /** When the seed runs; listings are dated within the 60 days before. */
  now?: Date;
  /** Where a demo order's notification that failed is reported (the api retries it later). */
  log: FastifyBaseLogger;
  /** The api's key (the access-token key), which the advertising service is built with. */
  secret: string;
}

export interface SeedSummary {
  users: number;
  listings: number;
  variants: number;
  media: number;
  files: number;
  orders: number;
  reservations: number;
  conversations: number;
  ledgerTransactions: number;
  follows: number;
  /** Demo sellers' running ad campaigns. */
  campaigns: number;
  /** Listing days of demo statistics (views, cart adds). */
  statisticDays: number;
}

async function countUsers(db: Database | Transaction): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

/** Ids of a database's catalog nodes by `catalogPathKey` (the structure the demo fills). */
async function catalogNodeIds(db: Queryable): Promise<Map<string, string>> {
  const nodes = await db
    .select({
      id: catalogNodes.id,
      section: catalogNodes.section,
      parentId: catalogNodes.parentId,
      name: catalogNodes.name,
      level: catalogNodes.level,
    })
    .from(catalogNodes);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const namesOf = (id: string | null): string[] => {
    const node = id ? byId.get(id) : undefined;
    return node ? [...namesOf(node.parentId), node.name] : [];
  };
  return new Map(
    nodes
      .filter((node) => node.level === catalogLevels.at(-1))
      .map((node) => [catalogPathKey(node.section, namesOf(node.id)), node.id]),
  );
}

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await insert(rows.slice(start, start + INSERT_BATCH));
  }
}

async function writeFiles(storage: MediaStorage, files: readonly PlannedFile[]): Promise<void> {
  for (let start = 0; start < files.length; start += 64) {
    await Promise.all(
      files.slice(start, start + 64).map((file) => storage.put(file.relativePath, file.content)),
    );
  }
}

/**
 * Seeds the demo marketplace when the database has no users yet, all in one transaction.
 * Returns what was created, or null when the database already had data.
 */
export async function seedDemoDataIfEmpty(
  db: Database,
  options: SeedOptions,
): Promise<SeedSummary | null> {
  if ((await countUsers(db)) > 0) return null;

  const hashes = await Promise.all(
    demoPeople.map(async (person) => [person.email, await hashPassword(DEMO_PASSWORD)] as const),
  );

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
    if ((await countUsers(tx)) > 0) return null;
    // The demo fills the catalog structure the api installed on start (ADR 0021).
    const now = options.now ?? new Date();
    const plan = planDemoMarketplace({
      now,
      passwordHashes: new Map(hashes),
      catalogNodeIds: await catalogNodeIds(tx),
    });

    await tx.insert(users).values(plan.users);
    await tx.insert(sellerProfiles).values(plan.sellerProfiles);
    await insertInBatches(plan.listings, (batch) => tx.insert(listings).values(batch));
    await insertInBatches(plan.variants, (batch) => tx.insert(listingVariants).values(batch));
    await insertInBatches(plan.media, (batch) => tx.insert(listingMedia).values(batch));
    // Orders, carts, favorites and notifications go through their services, on the rows above.
    const orders = await seedDemoActivity(tx, planDemoActivity(plan, now), options.log);
    const reservations = await seedDemoBookings(tx, plan, now, options.log);
    const conversations = await seedDemoConversations(tx, plan, now, options.log);
    const ledgerTransactions = await seedDemoSellerAccounts(tx, plan, now, options.log);
    const follows = await seedDemoFollows(tx, plan, now, options.log);
    const campaigns = await seedDemoCampaigns(options.secret)(tx, plan, now, options.log);
    const statisticDays = await seedDemoStatistics(tx, plan, now);
    await writeFiles(options.storage, plan.files);

    return {
      users: plan.users.length,
      listings: plan.listings.length,
      variants: plan.variants.length,
      media: plan.media.length,
      files: plan.files.length,
      orders,
      reservations,
      ledgerTransactions,
      statisticDays,
      conversations,
      follows,
      campaigns,
    };
  });
}
